import { EnterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStationShell } from './shell-context';
import styles from './station.module.css';
import { useScanFocus } from './use-scan-focus';

/**
 * The scan box: a keyboard-wedge scanner types into it and ends with Enter. It keeps the focus
 * (and takes the scanner's keys typed while a button of the screen holds it), clears itself after
 * each scan (so quick repeated scans each arrive whole) and hands the trimmed code to `onScan`.
 */
export function ScanBox({
  prompt,
  onScan,
  disabled,
  testId = 'station-scan',
}: {
  prompt: string;
  onScan: (code: string) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const shell = useStationShell();
  const input = useRef<HTMLInputElement | null>(null);
  const { registerScanInput } = shell;
  const attach = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      registerScanInput(element);
    },
    [registerScanInput],
  );

  const submit = () => {
    const element = input.current;
    if (!element) return;
    const code = element.value.trim();
    element.value = '';
    if (code) onScan(code);
    element.focus({ preventScroll: true });
  };
  useScanFocus(input, !disabled, submit);

  return (
    <div>
      <div className={styles.prompt} data-testid={`${testId}-prompt`}>
        {prompt}
      </div>
      <div className={styles.scanRow}>
        <input
          ref={attach}
          className={styles.scanInput}
          disabled={disabled}
          placeholder={t('stations.scan.placeholder')}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="send"
          data-testid={testId}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button
          type="primary"
          size="large"
          className={styles.scanButton}
          icon={<EnterOutlined />}
          disabled={disabled}
          onClick={submit}
        >
          {t('stations.scan.submit')}
        </Button>
      </div>
    </div>
  );
}
