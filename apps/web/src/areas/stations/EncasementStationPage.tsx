import { BarcodeOutlined, ExportOutlined } from '@ant-design/icons';
import { Permissions, scanApi } from '@takt/contracts';
import { App, Button, Card, Form, Input, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import { confirmSeal } from './confirm-seal';
import { PackageCard } from './PackageCard';
import { PackageLabelDialog } from './PackageLabelDialog';
import { ResultPanel } from './ResultPanel';
import { ScanBox } from './ScanBox';
import { StationColumns } from './StationColumns';
import { StationShell } from './StationShell';
import { useStationShell } from './shell-context';
import styles from './station.module.css';
import { useScanEvents } from './station-runtime';
import { useCurrentPackage } from './use-current-package';
import { useRemembered } from './use-remembered';
import { useScanGuard } from './use-scan-guard';

const P = Permissions.trace.encasement;
const RULE_KEY = 'station:encasement:box-rule';

/**
 * Encasement: the workstation fills one box at a time. Scan (or generate) the box code, then
 * scan the units: each passes the packing process into the box; a full box seals itself, and
 * a box can be sealed early, its label printed, or a unit taken out again.
 */
export default function EncasementStationPage() {
  return (
    <StationShell kind="encasement" scanPermission={P.scan} needsProcess needsOrder>
      <EncasementScreen />
    </StationShell>
  );
}

function EncasementScreen() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const shell = useStationShell();
  const guard = useScanGuard();
  const can = useAccess();
  const box = useCurrentPackage('encasement');
  const boxRef = useRef(box.code);
  boxRef.current = box.code;
  const [generating, setGenerating] = useState(false);
  const [ruleId, setRuleId] = useRemembered(RULE_KEY);
  const [busy, setBusy] = useState(false);
  const [unpacking, setUnpacking] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [unpackForm] = Form.useForm<{ serial: string }>();
  const mine = useRef(new Set<string>());

  const sealed = box.detail?.package.status === 'sealed';

  useScanEvents((event) => {
    if (!mine.current.has(event.scan.clientScanId) || event.type === 'retrying') return;
    mine.current.delete(event.scan.clientScanId);
    box.refetch();
  });

  const openBox = (code: string) => {
    box.setCode(code);
    boxRef.current = code;
    shell.show({ tone: 'info', verdict: t('stations.encasement.box'), code }, false);
  };

  const onScan = (code: string) => {
    if (!guard(code) || !shell.processId || !shell.order) return;
    // No box yet, or the box was sealed: this code opens the next box.
    if (!boxRef.current || sealed) {
      openBox(code);
      return;
    }
    const id = shell.scan({
      label: code,
      body: {
        processId: shell.processId,
        workOrderId: shell.order.id,
        boxCode: boxRef.current,
        capacity: box.detail?.package.capacity ?? box.capacity,
        serial: code,
      },
    });
    mine.current.add(id);
  };

  const generate = async () => {
    if (!shell.stationId || !ruleId) return;
    setBusy(true);
    try {
      const { code } = await callApi(scanApi.newBox, {
        body: { stationId: shell.stationId, ruleId, workOrderId: shell.order?.id ?? null },
      });
      openBox(code);
      setGenerating(false);
    } catch {
      // The request client has shown why.
    } finally {
      setBusy(false);
    }
  };

  const seal = () => {
    const code = box.code;
    const state = box.detail?.package;
    if (!code || !state || !shell.stationId) return;
    const stationId = shell.stationId;
    confirmSeal({
      modal,
      t,
      shell,
      code,
      title: t('stations.encasement.sealConfirm', { box: code, quantity: state.quantity }),
      okText: t('stations.encasement.seal'),
      doneMessage: t('stations.encasement.sealed_done', { box: code }),
      seal: () => callApi(scanApi.sealBox, { body: { stationId, boxCode: code }, quiet: true }),
      refetch: box.refetch,
    });
  };

  const unpack = async () => {
    const { serial } = await unpackForm.validateFields();
    const id = shell.scan({ label: serial.trim(), op: 'unpack', body: { serial: serial.trim() } });
    mine.current.add(id);
    setUnpacking(false);
    unpackForm.resetFields();
  };

  const order = shell.order;

  return (
    <>
      <StationColumns
        main={
          <>
            <Card size="small">
              <ScanBox
                prompt={
                  box.code && !sealed
                    ? t('stations.encasement.promptUnit', { box: box.code })
                    : t('stations.encasement.promptBox')
                }
                onScan={onScan}
                disabled={!shell.canScan}
              />
              {can(P.scan) && (
                <Button
                  size="large"
                  className={styles.bigAction}
                  style={{ marginTop: 8 }}
                  icon={<BarcodeOutlined />}
                  onClick={() => setGenerating(true)}
                  disabled={!shell.stationId}
                  data-testid="encasement-generate"
                >
                  {t('stations.encasement.generate')}
                </Button>
              )}
            </Card>
            <ResultPanel />
            <PackageCard
              pkg={box}
              title={t('stations.encasement.box')}
              capacityLabel={t('stations.encasement.capacity')}
              newText={t('stations.encasement.boxUnknown')}
              emptyText={t('stations.encasement.emptyBox')}
              sealLabel={t('stations.encasement.seal')}
              nextLabel={t('stations.encasement.newBox')}
              onSeal={can(P.scan) ? seal : null}
              onPrint={can(P.print) && box.detail ? () => setPrinting(true) : null}
              printLabel={t('stations.encasement.print')}
              extra={
                can(P.unpack) && (
                  <Button
                    size="large"
                    className={styles.bigAction}
                    icon={<ExportOutlined />}
                    onClick={() => setUnpacking(true)}
                    data-testid="encasement-unpack"
                  >
                    {t('stations.encasement.unpack')}
                  </Button>
                )
              }
            />
          </>
        }
      />
      <Modal
        open={generating}
        title={t('stations.encasement.generateTitle')}
        okText={t('stations.encasement.generate')}
        okButtonProps={{ disabled: !ruleId, loading: busy, size: 'large' }}
        cancelButtonProps={{ size: 'large' }}
        onOk={() => void generate()}
        onCancel={() => setGenerating(false)}
        afterClose={shell.focusScan}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('stations.encasement.rule')}>
            <RefSelect
              kind="barcodeRule"
              size="large"
              value={ruleId}
              onChange={(next) => setRuleId(typeof next === 'string' ? next : null)}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={unpacking}
        title={t('stations.encasement.unpackTitle')}
        okText={t('stations.encasement.unpack')}
        okButtonProps={{ danger: true, size: 'large' }}
        cancelButtonProps={{ size: 'large' }}
        onOk={() => void unpack().catch(() => undefined)}
        onCancel={() => {
          setUnpacking(false);
          unpackForm.resetFields();
        }}
        afterClose={shell.focusScan}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('stations.encasement.unpackHelp')}</Typography.Paragraph>
        <Form form={unpackForm} layout="vertical" onFinish={() => void unpack().catch(() => undefined)}>
          <Form.Item
            name="serial"
            label={t('stations.encasement.serial')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input size="large" autoFocus autoComplete="off" className={styles.mono} />
          </Form.Item>
        </Form>
      </Modal>
      {box.code && (
        <PackageLabelDialog
          open={printing}
          title={t('stations.encasement.printTitle', { box: box.code })}
          record={{
            serial: box.code,
            quantity: String(box.detail?.package.quantity ?? 0),
            ...(order
              ? { productCode: order.productCode, productName: order.productName, orderNumber: order.code }
              : {}),
          }}
          onClose={() => {
            setPrinting(false);
            shell.focusScan();
          }}
        />
      )}
    </>
  );
}
