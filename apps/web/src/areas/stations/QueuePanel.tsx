import { SendOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../app/time';
import { lastFailureText } from './last-failure';
import { type OwnerBacklog, ownerKey, type QueuedScan } from './scan-queue';
import styles from './station.module.css';
import { adoptUnrecordedScans, stationQueue, useQueueState } from './station-runtime';
import { dateTime, timeOfDay } from './time';

function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The time of day for today, date and time for an older moment. */
function since(at: number): string {
  const iso = new Date(at).toISOString();
  return formatTime(iso, 'date') === formatTime(new Date(), 'date') ? timeOfDay(iso) : dateTime(iso);
}

function ScanRow({ item, sending }: { item: QueuedScan; sending?: boolean }) {
  const { t } = useTranslation();
  const failure = item.lastError;
  return (
    <div className={styles.listRow}>
      <span className={styles.listTime}>{timeOfDay(String(item.body.scannedAt ?? ''))}</span>
      <span className={styles.listCode} title={item.label}>
        {item.label}
      </span>
      <Tag color={sending ? 'processing' : 'warning'}>
        {sending ? t('stations.net.sending') : t(`stations.kinds.${item.kind}`)}
      </Tag>
      {item.attempts > 0 && (
        <span className={styles.listMessage} title={failure?.reason === 'earlier' ? failure.text : undefined}>
          {t('stations.net.attempts', { count: item.attempts })}
          {failure ? ` · ${lastFailureText(t, failure)}` : ''}
        </span>
      )}
    </div>
  );
}

/**
 * Scans another operator made on this device (or whose operator was not recorded): never sent
 * under the signed-in operator's session. There is deliberately no "discard": they are the only
 * record of work done on real units, and they go by themselves when their operator signs in
 * again. Scans with no recorded operator can be taken by the one who made them.
 */
function OtherScans({ backlog }: { backlog: OwnerBacklog }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const count = backlog.items.length;
  const at = since(backlog.since);
  const name = backlog.owner ? (backlog.owner.name ?? t('stations.net.userId', { id: backlog.owner.userId })) : null;
  const adopt = () =>
    modal.confirm({
      title: t('stations.net.adoptTitle', { count }),
      content: t('stations.net.adoptText'),
      okText: t('stations.net.adoptOk'),
      okButtonProps: { size: 'large' },
      cancelButtonProps: { size: 'large' },
      onOk: () => void adoptUnrecordedScans(),
    });
  return (
    <Alert
      type="warning"
      showIcon
      icon={<UserSwitchOutlined />}
      style={{ marginBottom: 8 }}
      data-testid="station-queue-other"
      message={
        name === null
          ? t('stations.net.unrecorded', { count, since: at })
          : t('stations.net.otherOperator', { count, name, since: at })
      }
      description={
        <>
          <div>{name === null ? t('stations.net.unrecordedHelp') : t('stations.net.otherOperatorHelp', { name })}</div>
          <div className={styles.list} style={{ maxHeight: 160 }}>
            {backlog.items.map((item) => (
              <ScanRow key={item.clientScanId} item={item} />
            ))}
          </div>
          {name === null && (
            <Button style={{ marginTop: 8 }} onClick={adopt} data-testid="station-queue-adopt">
              {t('stations.net.adopt')}
            </Button>
          )}
        </>
      }
    />
  );
}

/**
 * The scans kept on this device that wait to be sent (shown only while there are any, or while
 * the network is gone): the signed-in operator's, oldest first, with a "send now" that skips the
 * back-off; then those of other operators, which wait for them.
 */
export function QueuePanel() {
  const { t } = useTranslation();
  const queue = useQueueState();
  const seconds = useSecondsUntil(queue.retryAt);
  if (queue.items.length === 0 && queue.holdup === null && queue.others.length === 0) return null;
  return (
    <Card
      size="small"
      title={t('stations.net.queueTitle', { count: queue.items.length })}
      extra={
        queue.items.length > 0 && (
          <Button
            icon={<SendOutlined />}
            loading={queue.sending !== null}
            onClick={() => void stationQueue().flush()}
            data-testid="station-queue-retry"
          >
            {t('stations.net.retryNow')}
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
          message={queue.holdup === 'network' ? t('stations.net.offline') : t('stations.net.serverDown')}
          description={
            <>
              {t('stations.net.offlineHelp')}
              {seconds !== null && queue.items.length > 0 && <div>{t('stations.net.retryIn', { seconds })}</div>}
            </>
          }
        />
      )}
      {queue.others.map((backlog) => (
        <OtherScans key={ownerKey(backlog.owner)} backlog={backlog} />
      ))}
      {queue.items.length === 0 ? (
        queue.others.length === 0 && <span>{t('stations.net.queueEmpty')}</span>
      ) : (
        <div className={styles.list}>
          {queue.items.map((item) => (
            <ScanRow key={item.clientScanId} item={item} sending={queue.sending === item.clientScanId} />
          ))}
        </div>
      )}
    </Card>
  );
}
