import type { SaidMessage } from '@takt/contracts';
import { Card, Empty, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS } from '../../app/i18n';
import { useServerTexts } from '../../app/server-texts';
import { type HistoryEntry, historyMessage, verdictKey } from './scan-history';
import { useStationShell } from './shell-context';
import styles from './station.module.css';
import { useStationHistory } from './station-runtime';
import { timeOfDay } from './time';

function ResultTag({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  if (entry.state === 'pending') return <Tag color="processing">{t('stations.history.pending')}</Tag>;
  if (entry.state === 'refused') return <Tag color="error">{t('stations.scan.refused')}</Tag>;
  const text = entry.action ? t(`stations.${verdictKey(entry.action)}`) : '';
  const color = entry.verdict === 'fail' ? 'error' : entry.verdict === 'neutral' ? 'default' : 'success';
  return <Tag color={color}>{text}</Tag>;
}

/** A refusal's headline with what it added under it, one fact per line. */
function RefusalText({ headline, details }: { headline: string; details: readonly string[] }) {
  return (
    <span className={styles.listMessage}>
      {headline}
      {details.map((detail) => (
        <span key={detail} className={styles.listDetail} data-testid="station-history-detail">
          {detail}
        </span>
      ))}
    </span>
  );
}

/**
 * A line's message in the language shown now: a refusal from another language is said again
 * from the server's key and parameters; a text that cannot be (kept before keys were, or the
 * server's texts out of reach) shows on demand.
 */
function HistoryMessage({ entry, say }: { entry: HistoryEntry; say: (said: SaidMessage) => string | null }) {
  const { t, i18n } = useTranslation();
  const message = historyMessage(entry, i18n.language);
  if (!message) return null;
  if (message.kind === 'text')
    return (
      <span className={styles.listMessage}>
        {t(`stations.history.outcome.${message.text.key}`, { ...message.text.params, defaultValue: '' })}
      </span>
    );
  if (message.kind === 'stored') return <RefusalText headline={message.message} details={message.details} />;
  const headline = message.kind === 'sayAgain' ? say(message.said) : null;
  if (message.kind === 'sayAgain' && headline !== null)
    return <RefusalText headline={headline} details={message.details.map((detail) => say(detail) ?? detail.message)} />;
  const language = LANGUAGE_LABELS[message.language as keyof typeof LANGUAGE_LABELS] ?? message.language;
  return (
    <Tooltip title={<span lang={message.language}>{message.message}</span>}>
      <span className={styles.listMessage} data-testid="station-history-foreign">
        {t('stations.history.foreign', { language })}
      </span>
    </Tooltip>
  );
}

/** This station's last scans on this device, newest first, with time, code and result. */
export function ScanHistoryList() {
  const { t, i18n } = useTranslation();
  const { kind, stationId } = useStationShell();
  const entries = useStationHistory(kind, stationId);
  const say = useServerTexts(entries.some((entry) => historyMessage(entry, i18n.language)?.kind === 'sayAgain'));
  return (
    <Card size="small" title={t('stations.history.title')} data-testid="station-history">
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stations.history.empty')} />
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
              <HistoryMessage entry={entry} say={say} />
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
