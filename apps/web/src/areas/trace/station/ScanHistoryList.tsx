import { Card, Empty, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS } from '../../../app/i18n';
import { type HistoryEntry, historyMessage, verdictKey } from './scan-history';
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

/** A line's message in the language shown now (a text stored in another language shows on demand). */
function HistoryMessage({ entry }: { entry: HistoryEntry }) {
  const { t, i18n } = useTranslation();
  const message = historyMessage(entry, i18n.language);
  if (!message) return null;
  if (message.kind === 'text')
    return (
      <span className={styles.listMessage}>
        {t(`station.history.outcome.${message.text.key}`, { ...message.text.params, defaultValue: '' })}
      </span>
    );
  if (message.kind === 'stored') return <span className={styles.listMessage}>{message.message}</span>;
  const language = LANGUAGE_LABELS[message.language as keyof typeof LANGUAGE_LABELS] ?? message.language;
  return (
    <Tooltip title={<span lang={message.language}>{message.message}</span>}>
      <span className={styles.listMessage} data-testid="station-history-foreign">
        {t('station.history.foreign', { language })}
      </span>
    </Tooltip>
  );
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
              <HistoryMessage entry={entry} />
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
