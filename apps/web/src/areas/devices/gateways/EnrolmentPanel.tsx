import { DEVICE_TOPIC_ROOT, gatewayEnrolmentApi, Permissions } from '@takt/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access/use-access';
import { callApi } from '../../../app/request';
import { useTranslate } from '../../../app/resource/resource-def';
import { useDeviceBus } from './ConnectionModal';

/** How a new gateway connects: the broker's facts, the user name format and the enterprise's enrolment key. */
export function EnrolmentPanel() {
  const { t } = useTranslation();
  const tr = useTranslate();
  const { message } = App.useApp();
  const can = useAccess();
  const queries = useQueryClient();
  const bus = useDeviceBus();
  const key = [gatewayEnrolmentApi.get.path];
  const enrolment = useQuery({ queryKey: key, queryFn: () => callApi(gatewayEnrolmentApi.get) });
  const regenerate = async () => {
    queries.setQueryData(key, await callApi(gatewayEnrolmentApi.regenerate, { body: {} }));
    message.success(t('gateways.enrolment.regenerated'));
  };
  const tenant = bus.data?.tenantCode ?? '…';
  return (
    <Card
      size="small"
      title={t('gateways.enrolment.title')}
      style={{ marginBottom: 16 }}
      data-testid="gateway-enrolment"
    >
      <Typography.Paragraph type="secondary">{t('gateways.enrolment.help')}</Typography.Paragraph>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
        <Descriptions.Item label={t('gateways.enrolment.key')} span={{ xs: 1, md: 2, xl: 3 }}>
          <Typography.Text copyable code data-testid="gateway-enrolment-key">
            {enrolment.data?.key ?? '…'}
          </Typography.Text>
          {can(Permissions.gateway.unassigned.assign) && (
            <Popconfirm title={t('gateways.enrolment.regenerateConfirm')} onConfirm={regenerate}>
              <Button size="small" danger style={{ marginLeft: 12 }} data-testid="gateway-enrolment-regenerate">
                {t('gateways.enrolment.regenerate')}
              </Button>
            </Popconfirm>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('gateways.enrolment.username')}>
          <Typography.Text code>{t('gateways.enrolment.usernameFormat', { tenant })}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('gateways.enrolment.mode')}>
          {bus.data && tr(`gateways.enrolment.modes.${bus.data.mode}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('gateways.enrolment.port')}>{bus.data?.port ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('gateways.enrolment.webSocket')}>
          {bus.data?.webSocketPath ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('gateways.enrolment.topics')}>
          <Typography.Text code>{`${DEVICE_TOPIC_ROOT}/${tenant}/<code>/<kind>`}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
