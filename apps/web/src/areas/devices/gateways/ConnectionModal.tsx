import {
  type AssignedGatewayType,
  DEVICE_TOPIC_ROOT,
  deviceBusApi,
  deviceUsername,
  GATEWAY_APIS,
  type Gateway,
  Permissions,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Modal, Popconfirm, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access/use-access';
import { callApi } from '../../../app/request';
import { useTranslate } from '../../../app/resource/resource-def';

/** The device bus's facts (mode, port, the enterprise's code for user names and topics). */
export function useDeviceBus(enabled = true) {
  return useQuery({
    queryKey: [deviceBusApi.status.path],
    queryFn: () => callApi(deviceBusApi.status),
    staleTime: 60_000,
    enabled,
  });
}

interface ConnectionModalProps {
  type: AssignedGatewayType;
  gateway: Gateway | null;
  onClose: () => void;
  onChanged: () => void;
}

/** How a gateway signs in: its user name, token (a new one on demand) and topics. */
export function ConnectionModal({ type, gateway, onClose, onChanged }: ConnectionModalProps) {
  const { t } = useTranslation();
  const tr = useTranslate();
  const { message } = App.useApp();
  const can = useAccess();
  const bus = useDeviceBus(gateway !== null);
  const [token, setToken] = useState(gateway?.token ?? '');
  useEffect(() => setToken(gateway?.token ?? ''), [gateway]);
  if (!gateway) return null;
  const tenant = bus.data?.tenantCode ?? '…';
  const renew = async () => {
    const renewed = await callApi(GATEWAY_APIS[type].token, { body: { id: gateway.id } });
    setToken(renewed.token);
    message.success(t('gateways.connection.renewed'));
    onChanged();
  };
  return (
    <Modal
      open
      width={640}
      title={t('gateways.connection.title', { code: gateway.code })}
      onCancel={onClose}
      footer={
        can(Permissions.gateway[type].edit) && (
          <Popconfirm title={t('gateways.connection.newTokenConfirm', { code: gateway.code })} onConfirm={renew}>
            <Button danger data-testid="gateway-new-token">
              {t('gateways.connection.newToken')}
            </Button>
          </Popconfirm>
        )
      }
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('gateways.connection.username')}>
          <Typography.Text copyable code>
            {deviceUsername(tenant, gateway.code)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('gateways.connection.token')}>
          <Typography.Text copyable code data-testid="gateway-token">
            {token}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('gateways.connection.topics')}>
          <Typography.Text code>{`${DEVICE_TOPIC_ROOT}/${tenant}/${gateway.code}/<kind>`}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('gateways.connection.broker')}>
          {bus.data && tr(`gateways.enrolment.modes.${bus.data.mode}`)}
          {bus.data?.port ? ` · ${t('gateways.enrolment.port')} ${bus.data.port}` : ''}
          {bus.data?.webSocketPath ? ` · ${bus.data.webSocketPath}` : ''}
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
