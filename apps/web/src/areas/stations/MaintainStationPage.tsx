import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { Permissions, referenceApi, SCAN_REMARK_MAX } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, Row, Select, Space, Spin, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import { ResultPanel } from './ResultPanel';
import { ScanBox } from './ScanBox';
import { StationColumns } from './StationColumns';
import { StationShell } from './StationShell';
import { useStationShell } from './shell-context';
import styles from './station.module.css';
import { dateTime } from './time';
import { UnitSummary } from './UnitSummary';
import { repairReturnSteps } from './unit-steps';
import { useScanGuard } from './use-scan-guard';
import { useUnitLookup } from './use-unit-lookup';

const P = Permissions.trace.maintain;

interface RepairValues {
  causeId?: string | null;
  responsibleUnitId?: string | null;
  solutionId?: string | null;
  returnStepNo?: number | null;
  remark?: string;
}

/**
 * Repair: scan a unit in repair to see where and why it failed, record the cause, the
 * responsible unit and the solution, then send it back to its routing (the routing's return
 * step by default) or scrap it.
 */
export default function MaintainStationPage() {
  return (
    <StationShell kind="maintain" scanPermission={P.scan}>
      <MaintainScreen />
    </StationShell>
  );
}

function StationName({ id }: { id: string }) {
  const names = useQuery({
    queryKey: ['ref-options', 'station', 'ids', [id]],
    queryFn: () => callApi(referenceApi.options, { query: { kind: 'station', ids: [id] }, quiet: true }),
    staleTime: 60_000,
  });
  const ref = names.data?.[0];
  return <>{ref ? `${ref.code} ${ref.name}` : id}</>;
}

function MaintainScreen() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const shell = useStationShell();
  const guard = useScanGuard();
  const can = useAccess();
  const lookup = useUnitLookup('maintain');
  const [form] = Form.useForm<RepairValues>();
  const detail = lookup.detail;
  const repair = detail?.repair ?? null;
  const inRepair = detail?.unit.status === 'in_repair' && repair !== null;

  useEffect(() => {
    if (!detail) return;
    form.resetFields();
    form.setFieldsValue({ returnStepNo: detail.repair?.returnStepNo ?? null });
    if (detail.unit.status !== 'in_repair') {
      shell.show({
        tone: 'fail',
        verdict: t('stations.scan.refused'),
        code: detail.unit.serial,
        message: t('stations.maintain.notInRepair', {
          serial: detail.unit.serial,
          status: t(`stations.unitStatus.${detail.unit.status}`),
        }),
      });
    } else {
      const failed = detail.repair?.failedProcess;
      shell.show(
        {
          tone: 'info',
          verdict: t('stations.unitStatus.in_repair'),
          code: detail.unit.serial,
          ...(failed ? { message: `${t('stations.maintain.failedAt')}: ${failed.code} ${failed.name}` } : {}),
        },
        false,
      );
    }
  }, [detail, form, shell.show, t]);

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

  const send = (outcome: 'repaired' | 'scrapped') => {
    if (!detail) return;
    const values = form.getFieldsValue();
    const remark = values.remark?.trim();
    shell.scan({
      label: detail.unit.serial,
      body: {
        serial: detail.unit.serial,
        outcome,
        causeId: values.causeId ?? null,
        responsibleUnitId: values.responsibleUnitId ?? null,
        solutionId: values.solutionId ?? null,
        returnStepNo: outcome === 'repaired' ? (values.returnStepNo ?? null) : null,
        ...(remark ? { remark } : {}),
      },
    });
    lookup.clear();
    form.resetFields();
  };

  const scrap = () => {
    if (!detail) return;
    modal.confirm({
      title: t('stations.maintain.scrapConfirm', { serial: detail.unit.serial }),
      okText: t('stations.maintain.scrap'),
      okButtonProps: { danger: true, size: 'large' },
      cancelButtonProps: { size: 'large' },
      afterClose: shell.focusScan,
      onOk: () => send('scrapped'),
    });
  };

  const repairPanel = detail && (
    <UnitSummary detail={detail}>
      {repair && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          labelStyle={{ whiteSpace: 'nowrap' }}
          style={{ marginTop: 12 }}
          data-testid="maintain-failure"
        >
          <Descriptions.Item label={t('stations.maintain.failedAt')}>
            {repair.failedStepNo} · {repair.failedProcess.code} {repair.failedProcess.name}
          </Descriptions.Item>
          <Descriptions.Item label={t('stations.maintain.failedStation')}>
            <StationName id={repair.failedStationId} />
          </Descriptions.Item>
          <Descriptions.Item label={t('stations.maintain.failedTime')}>{dateTime(repair.failedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('stations.maintain.defects')} span={3}>
            <Space wrap>
              {repair.defects.map((defect) => (
                <Tag key={defect.badPhenomenon.id} color="error" style={{ fontSize: 16, padding: '4px 10px' }}>
                  {defect.badPhenomenon.name}
                  {defect.defectType ? ` · ${defect.defectType.name}` : ''}
                  {defect.quantity > 1 ? ` ×${defect.quantity}` : ''}
                </Tag>
              ))}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      )}
    </UnitSummary>
  );

  const stepOptions = detail
    ? repairReturnSteps(detail).map((step) => ({
        value: step.stepNo,
        label: `${step.stepNo} · ${step.processCode} ${step.processName}`,
      }))
    : [];

  const repairForm = inRepair && can(P.repair) && (
    <Card size="small" data-testid="maintain-form">
      <Form form={form} layout="vertical" size="large">
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="causeId" label={t('stations.maintain.cause')}>
              <RefSelect kind="defectCause" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="responsibleUnitId" label={t('stations.maintain.responsibleUnit')}>
              <RefSelect kind="responsibleUnit" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="solutionId" label={t('stations.maintain.solution')}>
              <RefSelect kind="solution" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="returnStepNo"
              label={t('stations.maintain.returnStep')}
              extra={
                repair?.returnStepNo ? `${t('stations.maintain.returnStepDefault')}: ${repair.returnStepNo}` : undefined
              }
            >
              <Select options={stepOptions} allowClear placeholder={t('stations.maintain.returnStepDefault')} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('stations.maintain.remark')}>
              <Input maxLength={SCAN_REMARK_MAX} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Space wrap size={12}>
        <Button
          type="primary"
          size="large"
          className={styles.bigAction}
          style={{ background: 'var(--station-pass)', borderColor: 'var(--station-pass)', minWidth: 200 }}
          icon={<CheckOutlined />}
          onClick={() => send('repaired')}
          data-testid="maintain-repaired"
        >
          {t('stations.maintain.repaired')}
        </Button>
        <Button
          danger
          size="large"
          className={styles.bigAction}
          icon={<DeleteOutlined />}
          onClick={scrap}
          data-testid="maintain-scrap"
        >
          {t('stations.maintain.scrap')}
        </Button>
      </Space>
    </Card>
  );

  return (
    <StationColumns
      main={
        <>
          <Card size="small">
            <ScanBox prompt={t('stations.maintain.prompt')} onScan={onScan} disabled={!shell.canScan} />
          </Card>
          <ResultPanel />
          {lookup.loading && <Spin />}
          {repairPanel}
          {detail && !inRepair && (
            <Alert
              type="warning"
              showIcon
              message={t('stations.maintain.notInRepair', {
                serial: detail.unit.serial,
                status: t(`stations.unitStatus.${detail.unit.status}`),
              })}
            />
          )}
          {repairForm}
        </>
      }
    />
  );
}
