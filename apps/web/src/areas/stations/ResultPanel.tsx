import { useTranslation } from 'react-i18next';
import { useStationShell } from './shell-context';
import styles from './station.module.css';

const TONE_CLASS = {
  idle: styles.resultIdle,
  pending: styles.resultPending,
  pass: styles.resultPass,
  fail: styles.resultFail,
  queued: styles.resultQueued,
  info: styles.resultInfo,
} as const;

/**
 * The last result, large: green for a pass, red for a failure or refusal (with the server's text
 * and, under it, what the operator can act on), amber when kept offline.
 */
export function ResultPanel() {
  const { t } = useTranslation();
  const { result } = useStationShell();
  return (
    <div
      key={result.seq}
      className={`${styles.result} ${TONE_CLASS[result.tone]}`}
      data-testid="station-result"
      data-tone={result.tone}
      role="status"
      aria-live="assertive"
    >
      <div className={styles.resultHead}>
        <span className={styles.resultVerdict}>
          {result.tone === 'idle' ? t('stations.scan.ready') : result.verdict}
        </span>
        {result.code && <span className={styles.resultCode}>{result.code}</span>}
      </div>
      {result.message && <div className={styles.resultMessage}>{result.message}</div>}
      {result.details?.map((detail) => (
        <div key={detail.key} className={styles.resultDetail} data-testid="station-result-detail">
          {detail.message}
        </div>
      ))}
    </div>
  );
}
