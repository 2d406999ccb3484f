import type { IotDevice } from '@takt/contracts';
import { Badge, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../app/time';
import { useLiveState } from './live-devices';

/** Online, offline or disabled, as a coloured dot with its word (live through the hub). */
export function DeviceState({ row }: { row: IotDevice }) {
  const { t } = useTranslation();
  const { online } = useLiveState(row);
  if (!row.enabled)
    return <Badge status="default" text={t('iot.device.disabled')} data-testid={`iot-state-${row.code}`} />;
  return (
    <Badge
      status={online ? 'success' : 'error'}
      text={online ? t('iot.device.online') : t('iot.device.offline')}
      data-testid={`iot-state-${row.code}`}
    />
  );
}

/** When the device was last heard (live through the hub). */
export function LastSeen({ row }: { row: IotDevice }) {
  const { t } = useTranslation();
  const { lastSeenAt } = useLiveState(row);
  return lastSeenAt ? (
    formatTime(lastSeenAt)
  ) : (
    <Typography.Text type="secondary">{t('iot.device.never')}</Typography.Text>
  );
}

/** The token, hidden until asked for, then copyable. */
export function DeviceToken({ row }: { row: IotDevice }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Typography.Text
        code
        copyable={{ text: row.token }}
        data-testid="iot-device-token"
        style={{ fontFamily: 'monospace' }}
      >
        {`${row.token.slice(0, 4)}…${row.token.slice(-4)}`}
      </Typography.Text>
      <Typography.Text type="secondary">{t('iot.device.token')}</Typography.Text>
    </Space>
  );
}
