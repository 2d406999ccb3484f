import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './station.module.css';
import { stationQueue, useQueueState } from './station-runtime';
import { timeOfDay } from './time';

function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The scans kept on this device that wait to be sent (shown only while there are any, or while
 * the network is gone): oldest first, with a "send now" that skips the back-off.
 */
export function QueuePanel() {
  const { t } = useTranslation();
  const queue = useQueueState();
  const seconds = useSecondsUntil(queue.retryAt);
  if (queue.items.length === 0 && queue.holdup === null) return null;
  return (
    <Card
      size="small"
      title={t('station.net.queueTitle', { count: queue.items.length })}
      extra={
        queue.items.length > 0 && (
          <Button
            icon={<SendOutlined />}
            loading={queue.sending !== null}
            onClick={() => void stationQueue().flush()}
            data-testid="station-queue-retry"
          >
            {t('station.net.retryNow')}
          </Button>
        )
      }
      data-testid="station-queue"
    >
      {queue.holdup && (
        <Alert
          type={queue.holdup === 'network' ? 'error' : 'warning'}
          showIcon
          style={{ marginBottom: 8 }}
          message={queue.holdup === 'network' ? t('station.net.offline') : t('station.net.serverDown')}
          description={
            <>
              {t('station.net.offlineHelp')}
              {seconds !== null && queue.items.length > 0 && <div>{t('station.net.retryIn', { seconds })}</div>}
            </>
          }
        />
      )}
      {queue.items.length === 0 ? (
        <span>{t('station.net.queueEmpty')}</span>
      ) : (
        <div className={styles.list}>
          {queue.items.map((item) => (
            <div key={item.clientScanId} className={styles.listRow}>
              <span className={styles.listTime}>{timeOfDay(String(item.body.scannedAt ?? ''))}</span>
              <span className={styles.listCode} title={item.label}>
                {item.label}
              </span>
              <Tag color={queue.sending === item.clientScanId ? 'processing' : 'warning'}>
                {queue.sending === item.clientScanId ? t('station.net.sending') : t(`station.kinds.${item.kind}`)}
              </Tag>
              {item.attempts > 0 && (
                <span className={styles.listMessage}>
                  {t('station.net.attempts', { count: item.attempts })}
                  {item.lastError ? ` · ${item.lastError}` : ''}
                </span>
              )}
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
