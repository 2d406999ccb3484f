import { Card, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type HistoryEntry, verdictKey } from './scan-history';
import { useStationShell } from './shell-context';
import styles from './station.module.css';
import { useStationHistory } from './station-runtime';
import { timeOfDay } from './time';

function ResultTag({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  if (entry.state === 'pending') return <Tag color="processing">{t('station.history.pending')}</Tag>;
  if (entry.state === 'refused') return <Tag color="error">{t('station.scan.refused')}</Tag>;
  const text = entry.action ? t(`station.${verdictKey(entry.action)}`) : '';
  const color = entry.verdict === 'fail' ? 'error' : entry.verdict === 'neutral' ? 'default' : 'success';
  return <Tag color={color}>{text}</Tag>;
}

/** This station's last scans on this device, newest first, with time, code and result. */
export function ScanHistoryList() {
  const { t } = useTranslation();
  const { kind, stationId } = useStationShell();
  const entries = useStationHistory(kind, stationId);
  return (
    <Card size="small" title={t('station.history.title')} data-testid="station-history">
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('station.history.empty')} />
      ) : (
        <div className={styles.list}>
          {entries.map((entry) => (
            <div
              key={entry.clientScanId}
              className={`${styles.listRow} ${entry.verdict === 'fail' ? styles.rowFail : ''}`}
              data-state={entry.state}
            >
              <span className={styles.listTime}>{timeOfDay(entry.at)}</span>
              <span className={styles.listCode} title={entry.label}>
                {entry.label}
              </span>
              <ResultTag entry={entry} />
              {entry.message && (entry.verdict !== 'pass' || entry.state !== 'accepted') && (
                <span className={styles.listMessage}>{entry.message}</span>
              )}
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
