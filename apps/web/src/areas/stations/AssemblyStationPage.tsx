import { DisconnectOutlined, StepForwardOutlined } from '@ant-design/icons';
import { Permissions, type ScanRemaining, scanApi, UNBIND_REASON_MAX } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { callApi } from '../../app/request';
import { ResultPanel } from './ResultPanel';
import { ScanBox } from './ScanBox';
import { StationColumns } from './StationColumns';
import { StationShell } from './StationShell';
import { useStationShell } from './shell-context';
import styles from './station.module.css';
import { useScanEvents } from './station-runtime';
import { timeOfDay } from './time';
import { useScanGuard } from './use-scan-guard';

const P = Permissions.trace.assembly;

/**
 * Assembly: scan the unit's serial (a new serial joins the chosen order), then the barcodes of
 * the materials the process's scan configuration expects; what remains is listed until the step
 * is done. A material built in by mistake is unbound with a reason (its barcode is cancelled).
 */
export default function AssemblyStationPage() {
  return (
    <StationShell kind="assembly" scanPermission={P.scan} needsProcess needsOrder>
      <AssemblyScreen />
    </StationShell>
  );
}

function RemainingPanel({ remaining, known }: { remaining: ScanRemaining | null; known: boolean }) {
  const { t } = useTranslation();
  if (!known || !remaining) {
    return <Typography.Text type="secondary">{t('stations.assembly.remainingUnknown')}</Typography.Text>;
  }
  if (remaining.total === 0) {
    return (
      <Typography.Text type="success" className={styles.stat}>
        {t('stations.assembly.allScanned')}
      </Typography.Text>
    );
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {remaining.serial > 0 && (
        <Tag color="blue">{t('stations.assembly.remainingSerial', { count: remaining.serial })}</Tag>
      )}
      <div className={styles.touchGrid} data-testid="assembly-remaining">
        {remaining.materials.map((material) => (
          <div
            key={material.materialId}
            style={{
              border: '2px solid',
              borderColor: material.remaining > 0 ? 'var(--station-queued)' : 'var(--station-pass)',
              borderRadius: 10,
              padding: '8px 12px',
            }}
          >
            <div style={{ fontSize: 18, fontWeight: 600 }}>{material.materialName}</div>
            <div className={styles.mono} style={{ opacity: 0.7 }}>
              {material.materialCode}
            </div>
            <div className={styles.stat} style={{ color: material.remaining > 0 ? undefined : 'var(--station-pass)' }}>
              {material.remaining}
            </div>
          </div>
        ))}
      </div>
    </Space>
  );
}

function AssemblyScreen() {
  const { t } = useTranslation();
  const shell = useStationShell();
  const guard = useScanGuard();
  const can = useAccess();
  // The ref answers quick successive scans before React re-renders.
  const currentRef = useRef<string | null>(null);
  const [current, setCurrentState] = useState<string | null>(null);
  // The unit last finished here (or refused): still shown with its materials, for an unbind.
  const [previous, setPrevious] = useState<string | null>(null);
  const [remaining, setRemaining] = useState<ScanRemaining | null>(null);
  const serialScan = useRef<string | null>(null);
  const mine = useRef(new Set<string>());
  const [unbinding, setUnbinding] = useState<{ barcode: string } | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  const setCurrent = (serial: string | null) => {
    currentRef.current = serial;
    setCurrentState(serial);
    setRemaining(null);
  };
  const finish = (serial: string) => {
    setCurrent(null);
    setPrevious(serial);
  };
  const shown = current ?? previous;

  const detail = useQuery({
    queryKey: ['station-unit', 'assembly', shown, shell.processId],
    queryFn: ({ signal }) =>
      callApi(scanApi.unit, {
        query: { kind: 'assembly', serial: shown ?? '', processId: shell.processId ?? undefined },
        signal,
        quiet: true,
      }),
    enabled: shown !== null,
    retry: false,
  });
  const shownRemaining = remaining ?? detail.data?.remaining ?? null;

  useScanEvents((event) => {
    if (!mine.current.has(event.scan.clientScanId)) return;
    if (event.type === 'retrying') return;
    mine.current.delete(event.scan.clientScanId);
    const serial = String(event.scan.body.serial ?? '');
    if (serial !== currentRef.current) {
      if (event.type === 'accepted') void detail.refetch();
      return;
    }
    if (event.type === 'refused') {
      if (event.scan.clientScanId === serialScan.current) finish(serial);
      void detail.refetch();
      return;
    }
    const { outcome } = event;
    void detail.refetch();
    if (outcome.stepDone) {
      finish(serial);
      return;
    }
    if (outcome.remaining) setRemaining(outcome.remaining);
  });

  const onScan = (code: string) => {
    if (!guard(code) || !shell.processId || !shell.order) return;
    const serial = currentRef.current;
    if (serial === code) return;
    if (serial === null) {
      setPrevious(null);
      setCurrent(code);
      const id = shell.scan({
        label: code,
        body: { processId: shell.processId, workOrderId: shell.order.id, serial: code },
      });
      serialScan.current = id;
      mine.current.add(id);
      return;
    }
    const id = shell.scan({
      label: code,
      body: { processId: shell.processId, workOrderId: shell.order.id, serial, barcode: code },
    });
    mine.current.add(id);
  };

  const unbind = async () => {
    if (!unbinding || !shown) return;
    const { reason } = await form.validateFields();
    const id = shell.scan({
      label: unbinding.barcode,
      op: 'unbind',
      body: { serial: shown, barcode: unbinding.barcode, reason: reason.trim() },
    });
    mine.current.add(id);
    setUnbinding(null);
    form.resetFields();
  };

  const materials = detail.data?.materials ?? [];

  const unitPanel = shown && (current || detail.data) && (
    <Card
      size="small"
      title={
        <span>
          {t('stations.assembly.unit')}: <span className={styles.mono}>{shown}</span>
        </span>
      }
      extra={
        current && (
          <Button
            size="large"
            icon={<StepForwardOutlined />}
            onClick={() => {
              setCurrent(null);
              setPrevious(null);
            }}
            data-testid="assembly-next-unit"
          >
            {t('stations.assembly.nextUnit')}
          </Button>
        )
      }
      data-testid="assembly-unit"
    >
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        {current && (
          <div>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('stations.assembly.remaining')}
            </Typography.Title>
            <RemainingPanel remaining={shownRemaining} known={shownRemaining !== null} />
            {detail.isError && (
              <Typography.Text type="secondary">
                <DisconnectOutlined /> {detail.error.message}
              </Typography.Text>
            )}
          </div>
        )}
        <div>
          <Typography.Title level={5}>{t('stations.assembly.bound')}</Typography.Title>
          <Table
            size="middle"
            rowKey="id"
            pagination={false}
            dataSource={materials}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stations.assembly.noMaterials')} />
              ),
            }}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: t('stations.assembly.material'),
                dataIndex: 'materialCode',
                render: (_, row) => `${row.materialCode} ${row.materialName}`,
              },
              {
                title: t('stations.assembly.barcode'),
                dataIndex: 'barcode',
                render: (value: string) => <span className={styles.mono}>{value}</span>,
              },
              {
                title: t('stations.assembly.boundAt'),
                dataIndex: 'boundAt',
                render: (value: string) => timeOfDay(value),
              },
              ...(can(P.unbind)
                ? [
                    {
                      title: '',
                      key: 'unbind',
                      width: 110,
                      render: (_: unknown, row: { barcode: string }) => (
                        <Button
                          danger
                          onClick={() => setUnbinding({ barcode: row.barcode })}
                          data-testid="assembly-unbind"
                        >
                          {t('stations.assembly.unbind')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </div>
      </Space>
    </Card>
  );

  return (
    <>
      <StationColumns
        main={
          <>
            <Card size="small">
              <ScanBox
                prompt={
                  current
                    ? t('stations.assembly.promptMaterial', { serial: current })
                    : t('stations.assembly.promptSerial')
                }
                onScan={onScan}
                disabled={!shell.canScan}
              />
            </Card>
            <ResultPanel />
            {unitPanel}
          </>
        }
      />
      <Modal
        open={unbinding !== null}
        title={t('stations.assembly.unbindTitle', { barcode: unbinding?.barcode ?? '', serial: shown ?? '' })}
        okText={t('stations.assembly.unbind')}
        okButtonProps={{ danger: true, size: 'large' }}
        cancelButtonProps={{ size: 'large' }}
        onOk={() => void unbind().catch(() => undefined)}
        onCancel={() => {
          setUnbinding(null);
          form.resetFields();
        }}
        afterClose={shell.focusScan}
        destroyOnHidden
      >
        <Typography.Paragraph type="warning">{t('stations.assembly.unbindHelp')}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('stations.assembly.reason')}
            rules={[{ required: true, whitespace: true, message: t('stations.assembly.reasonRequired') }]}
          >
            <Input.TextArea maxLength={UNBIND_REASON_MAX} showCount autoSize={{ minRows: 2 }} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
