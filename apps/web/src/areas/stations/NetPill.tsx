import { CloudOutlined, DisconnectOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './station.module.css';
import { useQueueState } from './station-runtime';

/** ONLINE / OFFLINE (with the number of scans waiting) for the station bar. */
export function NetPill() {
  const { t } = useTranslation();
  const queue = useQueueState();
  const waiting = queue.items.length;
  const className =
    queue.holdup === 'network' ? styles.netOffline : queue.holdup === 'server' ? styles.netServer : styles.netOnline;
  const icon =
    queue.holdup === 'network' ? (
      <DisconnectOutlined />
    ) : queue.holdup === 'server' ? (
      <WarningOutlined />
    ) : (
      <CloudOutlined />
    );
  const label =
    queue.holdup === 'network'
      ? t('stations.net.offline')
      : queue.holdup === 'server'
        ? t('stations.net.serverDown')
        : t('stations.net.online');
  return (
    <span className={`${styles.net} ${className}`} data-testid="station-net" data-state={queue.holdup ?? 'online'}>
      {icon}
      {label}
      {waiting > 0 && <span>· {t('stations.net.queued', { count: waiting })}</span>}
    </span>
  );
}
