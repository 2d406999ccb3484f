import { RollbackOutlined } from '@ant-design/icons';
import { Permissions, SCAN_REMARK_MAX } from '@takt/contracts';
import { Alert, App, Button, Card, Input, Space, Spin, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultPanel } from './ResultPanel';
import { ScanBox } from './ScanBox';
import { StationColumns } from './StationColumns';
import { StationShell } from './StationShell';
import { useStationShell } from './shell-context';
import styles from './station.module.css';
import { UnitSummary } from './UnitSummary';
import { lineReturnSteps, stepState } from './unit-steps';
import { useScanGuard } from './use-scan-guard';
import { useUnitLookup } from './use-unit-lookup';

const P = Permissions.trace.return;

/**
 * Return to line: scan a unit (in process, finished or boxed), see where it stands on its
 * routing, choose an earlier step and confirm; a boxed unit leaves its box.
 */
export default function ReturnStationPage() {
  return (
    <StationShell kind="return" scanPermission={P.scan}>
      <ReturnScreen />
    </StationShell>
  );
}

function ReturnScreen() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const shell = useStationShell();
  const guard = useScanGuard();
  const lookup = useUnitLookup('return');
  const detail = lookup.detail;
  // A new look-up starts the choice afresh.
  const [choiceFor, setChoiceFor] = useState(detail);
  const [toStep, setToStep] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  if (choiceFor !== detail) {
    setChoiceFor(detail);
    setToStep(null);
    setRemark('');
  }

  useEffect(() => {
    if (!detail) return;
    const next = detail.unit.nextStepNo;
    shell.show(
      {
        tone: 'info',
        verdict: t(`stations.unitStatus.${detail.unit.status}`),
        code: detail.unit.serial,
        ...(next !== null
          ? {
              message: `${t('stations.unit.next')}: ${next} · ${detail.unit.nextProcessCode ?? ''} ${detail.unit.nextProcessName ?? ''}`,
            }
          : {}),
      },
      false,
    );
  }, [detail, shell.show, t]);

  useEffect(() => {
    if (lookup.error && lookup.serial) {
      shell.show({
        tone: 'fail',
        verdict: t('stations.scan.refused'),
        code: lookup.serial,
        message: lookup.error.message,
      });
    }
  }, [lookup.error, lookup.serial, shell.show, t]);

  const onScan = (serial: string) => {
    if (!guard(serial)) return;
    lookup.lookUp(serial);
  };

  const choices = detail ? lineReturnSteps(detail) : [];
  const chosen = choices.find((step) => step.stepNo === toStep) ?? null;

  const confirm = () => {
    if (!detail || !chosen) return;
    const serial = detail.unit.serial;
    modal.confirm({
      title: t('stations.return.confirmText', {
        serial,
        step: chosen.stepNo,
        process: `${chosen.processCode} ${chosen.processName}`,
      }),
      okText: t('stations.return.confirm', { step: chosen.stepNo }),
      okButtonProps: { size: 'large' },
      cancelButtonProps: { size: 'large' },
      afterClose: shell.focusScan,
      onOk: () => {
        const text = remark.trim();
        shell.scan({ label: serial, body: { serial, toStepNo: chosen.stepNo, ...(text ? { remark: text } : {}) } });
        lookup.clear();
      },
    });
  };

  const routing = detail && (
    <Card size="small" title={t('stations.return.steps')} data-testid="return-steps">
      <Steps
        direction="vertical"
        size="small"
        current={-1}
        items={detail.steps.map((step) => {
          const state = stepState(detail, step.stepNo);
          return {
            title: `${step.stepNo} · ${step.processCode} ${step.processName}`,
            status: state === 'done' ? 'finish' : state === 'current' ? 'process' : 'wait',
            description: [
              state === 'current' ? t('stations.return.current') : state === 'done' ? t('stations.return.done') : '',
              step.repair ? t('stations.kinds.maintain') : '',
            ]
              .filter(Boolean)
              .join(' · '),
          };
        })}
      />
    </Card>
  );

  const chooser = detail && choices.length > 0 && (
    <Card size="small" title={t('stations.return.chooseStep')} data-testid="return-choose">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {detail.unit.packageCode && (
          <Alert type="info" showIcon message={t('stations.return.inBox', { box: detail.unit.packageCode })} />
        )}
        <div className={styles.touchGrid}>
          {choices.map((step) => (
            <Button
              key={step.stepNo}
              className={styles.touch}
              type={toStep === step.stepNo ? 'primary' : 'default'}
              aria-pressed={toStep === step.stepNo}
              onClick={() => setToStep(step.stepNo)}
            >
              <span>
                <strong>{step.stepNo}</strong> · {step.processName}
                <br />
                <small style={{ opacity: 0.7 }}>{step.processCode}</small>
              </span>
            </Button>
          ))}
        </div>
        <div>
          <Typography.Text type="secondary">{t('stations.return.remark')}</Typography.Text>
          <Input
            size="large"
            maxLength={SCAN_REMARK_MAX}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
          />
        </div>
        <Button
          type="primary"
          size="large"
          className={styles.bigAction}
          icon={<RollbackOutlined />}
          disabled={!chosen || !shell.canScan}
          onClick={confirm}
          data-testid="return-confirm"
        >
          {chosen ? t('stations.return.confirm', { step: chosen.stepNo }) : t('stations.return.chooseStep')}
        </Button>
      </Space>
    </Card>
  );

  return (
    <StationColumns
      main={
        <>
          <Card size="small">
            <ScanBox prompt={t('stations.return.prompt')} onScan={onScan} disabled={!shell.canScan} />
          </Card>
          <ResultPanel />
          {lookup.loading && <Spin />}
          {detail && <UnitSummary detail={detail} />}
          {chooser}
        </>
      }
      side={routing}
    />
  );
}
