import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Permissions, referenceApi, SCAN_DEFECTS_MAX } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/request';
import { ResultPanel } from './ResultPanel';
import { ScanBox } from './ScanBox';
import { StationColumns } from './StationColumns';
import { StationShell } from './StationShell';
import { useStationShell } from './shell-context';
import styles from './station.module.css';
import { useScanGuard } from './use-scan-guard';

const P = Permissions.trace.passing;
const PHENOMENA_LIMIT = 50;

/** Passing: each scanned serial passes the process, or, in FAIL mode, fails it with the chosen defects and goes to repair. */
export default function PassingStationPage() {
  return (
    <StationShell kind="passing" scanPermission={P.scan} needsProcess needsOrder>
      <PassingScreen />
    </StationShell>
  );
}

function PassingScreen() {
  const { t } = useTranslation();
  const shell = useStationShell();
  const guard = useScanGuard();
  const [mode, setMode] = useState<'pass' | 'fail'>('pass');
  const [defects, setDefects] = useState<string[]>([]);
  // The catalogue's bad phenomena, commonly used first (the picker route's order).
  const phenomena = useQuery({
    queryKey: ['ref-options', 'badPhenomenon', 'station'],
    queryFn: ({ signal }) =>
      callApi(referenceApi.options, { query: { kind: 'badPhenomenon', limit: PHENOMENA_LIMIT }, signal }),
    enabled: mode === 'fail',
    staleTime: 60_000,
  });

  const toggle = (id: string) => {
    setDefects((chosen) => {
      if (chosen.includes(id)) return chosen.filter((item) => item !== id);
      if (chosen.length >= SCAN_DEFECTS_MAX) {
        shell.show({
          tone: 'fail',
          verdict: t('stations.scan.refused'),
          message: t('stations.passing.defectsMax', { max: SCAN_DEFECTS_MAX }),
        });
        return chosen;
      }
      return [...chosen, id];
    });
  };

  const onScan = (serial: string) => {
    if (!guard(serial) || !shell.processId || !shell.order) return;
    if (mode === 'fail' && defects.length === 0) {
      shell.show({
        tone: 'fail',
        verdict: t('stations.scan.refused'),
        code: serial,
        message: t('stations.passing.chooseDefects'),
      });
      return;
    }
    shell.scan({
      label: serial,
      body: {
        processId: shell.processId,
        workOrderId: shell.order.id,
        serial,
        result: mode,
        defects: mode === 'fail' ? defects.map((badPhenomenonId) => ({ badPhenomenonId })) : [],
      },
    });
    if (mode === 'fail') {
      // A failure is the exception: the next unit is a pass again unless the operator says otherwise.
      setDefects([]);
      setMode('pass');
    }
  };

  const modeSwitch = (
    <div className={styles.modeSwitch} data-testid="passing-mode">
      <Button
        className={styles.mode}
        type={mode === 'pass' ? 'primary' : 'default'}
        style={mode === 'pass' ? { background: 'var(--station-pass)', borderColor: 'var(--station-pass)' } : undefined}
        icon={<CheckCircleFilled />}
        onClick={() => {
          setMode('pass');
          setDefects([]);
        }}
        aria-pressed={mode === 'pass'}
        data-testid="passing-mode-pass"
      >
        {t('stations.passing.pass')}
      </Button>
      <Button
        className={styles.mode}
        type={mode === 'fail' ? 'primary' : 'default'}
        danger
        icon={<CloseCircleFilled />}
        onClick={() => setMode('fail')}
        aria-pressed={mode === 'fail'}
        data-testid="passing-mode-fail"
      >
        {t('stations.passing.fail')}
      </Button>
    </div>
  );

  const defectPanel = mode === 'fail' && (
    <Card
      size="small"
      title={t('stations.passing.defects', { count: defects.length })}
      extra={defects.length > 0 && <Button onClick={() => setDefects([])}>{t('stations.passing.clearDefects')}</Button>}
      data-testid="passing-defects"
    >
      {phenomena.isLoading ? (
        <Spin />
      ) : (phenomena.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stations.passing.noPhenomena')} />
      ) : (
        <div className={styles.touchGrid}>
          {(phenomena.data ?? []).map((phenomenon) => {
            const chosen = defects.includes(phenomenon.id);
            return (
              <Button
                key={phenomenon.id}
                className={styles.touch}
                type={chosen ? 'primary' : 'default'}
                danger={chosen}
                aria-pressed={chosen}
                onClick={() => toggle(phenomenon.id)}
              >
                <span>
                  {phenomenon.name}
                  <br />
                  <small style={{ opacity: 0.7 }}>{phenomenon.code}</small>
                </span>
              </Button>
            );
          })}
        </div>
      )}
    </Card>
  );

  return (
    <StationColumns
      main={
        <>
          {modeSwitch}
          {defectPanel}
          <Card size="small">
            <ScanBox
              prompt={mode === 'pass' ? t('stations.passing.promptPass') : t('stations.passing.promptFail')}
              onScan={onScan}
              disabled={!shell.canScan}
            />
          </Card>
          <ResultPanel />
        </>
      }
    />
  );
}
