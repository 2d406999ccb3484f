import { ProFormDependency, ProFormItem } from '@ant-design/pro-components';
import {
  Permissions,
  SCAN_CONFIG_CODE_MAX,
  SCAN_CONFIG_CODE_PATTERN,
  SCAN_CONFIG_NAME_MAX,
  SCAN_CONFIG_REMARK_MAX,
  type ScanConfig,
  scanConfigApi,
} from '@takt/contracts';
import { App, Button, Col, Divider, Form, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { codeName } from '../../app/crud/code-name';
import { useFieldRules } from '../../app/crud/field-rules';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import {
  type CustomFieldProps,
  defineResourcePage,
  remarkField,
  type Translate,
  textOrNull,
} from '../../app/resource/resource-def';
import { type ScanMaterialValues, scanMaterialsBody, withBomDefaults } from './bom-form';
import { CopyModal } from './CopyModal';
import { DerivedScanConfigs } from './DerivedScanConfigs';
import { type CopyModalProps, EditCopyResourcePage } from './EditCopyResourcePage';
import { MaskField, maskRule } from './MaskField';
import { ScanMaterialsField } from './ScanMaterialsField';
import { ScanMaterialsView } from './ScanMaterialsView';

const P = Permissions.basics.scanConfig;

/** The serial's barcode rule and mask (fields `serialRuleId`, `serialPattern`), asked while the serial is scanned. */
function SerialSection({ testId }: CustomFieldProps) {
  const { t } = useTranslation();
  return (
    <ProFormDependency name={['scanSerial']}>
      {({ scanSerial }) =>
        scanSerial ? (
          <>
            <Col xs={24} sm={10}>
              <ProFormItem name="serialRuleId" label={t('bom.scan.serialRule')}>
                <RefSelect kind="barcodeRule" data-testid={testId} />
              </ProFormItem>
            </Col>
            <Col xs={24} sm={14}>
              <ProFormItem
                name="serialPattern"
                label={t('bom.scan.serialPattern')}
                tooltip={t('bom.scan.maskHelp')}
                rules={[maskRule(t('bom.scan.maskInvalid'))]}
              >
                <MaskField testId="scan-config-serial-mask" withTester placeholder="TF##########" />
              </ProFormItem>
            </Col>
          </>
        ) : null
      }
    </ProFormDependency>
  );
}

/**
 * The expected materials (field `materials`), with a button that adds the enabled BOM's key
 * materials at the chosen process; a new configuration starts from them once both product and
 * process are chosen.
 */
function MaterialsSection({ label, row }: CustomFieldProps<ScanConfig>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const productId = Form.useWatch('productId', form) as string | undefined;
  const processId = Form.useWatch('processId', form) as string | undefined;

  /** Adds the BOM's key materials at the chosen process to the list (rows already there stay). */
  const fillFromBom = async (quiet = false) => {
    if (!productId || !processId) {
      if (!quiet) message.info(t('bom.scan.fromBomNeed'));
      return;
    }
    const defaults = await callApi(scanConfigApi.bomDefaults, { query: { productId, processId } });
    if (defaults.length === 0) {
      if (!quiet) message.info(t('bom.scan.fromBomNone'));
      return;
    }
    const current = (form.getFieldValue('materials') as ScanMaterialValues[] | undefined) ?? [];
    form.setFieldValue('materials', withBomDefaults(current, defaults));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new choice of product or process only
  useEffect(() => {
    const materials = (form.getFieldValue('materials') as ScanMaterialValues[] | undefined) ?? [];
    if (!row && productId && processId && materials.length === 0) void fillFromBom(true);
  }, [productId, processId]);

  return (
    <Col span={24}>
      <Divider orientation="left" plain style={{ marginTop: 0 }}>
        <Space>
          {label}
          <Tooltip title={t('bom.scan.fromBomHelp')}>
            <Button size="small" data-testid="scan-config-from-bom" onClick={() => void fillFromBom()}>
              {t('bom.scan.fromBom')}
            </Button>
          </Tooltip>
        </Space>
      </Divider>
      <Form.Item noStyle>
        <ScanMaterialsField />
      </Form.Item>
    </Col>
  );
}

function serialText(row: ScanConfig, t: Translate) {
  if (!row.scanSerial) return <Typography.Text type="secondary">{t('bom.no')}</Typography.Text>;
  const parts = [codeName(row.serialRuleCode, row.serialRuleName), row.serialPattern].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : t('bom.yes');
}

/**
 * Scan configurations: per product and process, what the station expects to scan (the unit's
 * serial by barcode rule and/or mask, the materials with their expected count, reuse, order).
 * Materials can be filled from the enabled BOM's key materials at the process. Copy.
 */
const configs = defineResourcePage<ScanConfig>({
  api: scanConfigApi,
  // Edit is the page's own first action: it opens the form on the configuration's detail (with its materials).
  permissions: { add: P.add, delete: P.delete },
  testId: 'scan-config',
  settingsKey: 'scan-configs',
  texts: { title: 'bom.scan.title', add: 'bom.scan.add', edit: 'bom.scan.editTitle' },
  coded: { codeMax: SCAN_CONFIG_CODE_MAX, nameMax: SCAN_CONFIG_NAME_MAX, codePattern: SCAN_CONFIG_CODE_PATTERN },
  formWidth: 1000,
  expandable: (row) => <ScanMaterialsView configId={row.id} />,
  fields: [
    {
      name: 'productId',
      label: 'bom.product',
      input: { kind: 'ref', ref: 'product', required: true },
      column: { search: true },
      render: (row) => codeName(row.productCode, row.productName),
    },
    {
      name: 'processId',
      label: 'bom.scan.process',
      input: { kind: 'ref', ref: 'process', required: true },
      column: { search: true },
      render: (row) => codeName(row.processCode, row.processName),
    },
    {
      name: 'materialId',
      label: 'bom.material',
      column: { hidden: true, search: true, searchInput: () => <RefSelect kind="material" /> },
    },
    { name: 'serial', label: 'bom.scan.serial', render: serialText },
    { name: 'materialCount', label: 'bom.scan.materialCount', column: { width: 80, align: 'right' } },
    {
      name: 'enabled',
      label: 'bom.enabled',
      input: { kind: 'switch' },
      span: 6,
      initial: true,
      column: { sort: true, search: true, width: 90 },
      render: (row, t) =>
        row.enabled ? (
          <Tag color="green">{t('bom.yes')}</Tag>
        ) : (
          <Tooltip title={t('bom.inForce.disabledHelp')}>
            <Tag>{t('bom.no')}</Tag>
          </Tooltip>
        ),
    },
    {
      name: 'expectedScans',
      label: 'bom.scan.expectedScans',
      column: { width: 110, align: 'right', responsive: ['xxl'] },
    },
    {
      name: 'enforceOrder',
      label: 'bom.scan.enforceOrder',
      help: 'bom.scan.enforceOrderHelp',
      input: { kind: 'switch' },
      span: 6,
      initial: false,
      column: { width: 100, responsive: ['xxl'] },
      render: (row, t) => t(row.enforceOrder ? 'bom.yes' : 'bom.no'),
    },
    {
      name: 'scanSerial',
      label: 'bom.scan.scanSerial',
      input: { kind: 'switch' },
      initial: true,
      column: false,
    },
    {
      name: 'serialRuleId',
      label: 'bom.scan.serialRule',
      input: { kind: 'custom', Field: SerialSection },
      column: false,
    },
    remarkField<ScanConfig>(SCAN_CONFIG_REMARK_MAX, 2),
    {
      name: 'materials',
      label: 'bom.scan.materials',
      input: { kind: 'custom', Field: MaterialsSection },
      initial: [],
      column: false,
    },
  ],
  // The serial's rule and mask only while the serial is scanned.
  body: (body, values) => ({
    ...body,
    serialRuleId: body.scanSerial ? textOrNull(values.serialRuleId) : null,
    serialPattern: body.scanSerial ? textOrNull(values.serialPattern) : null,
    materials: scanMaterialsBody((values.materials as ScanMaterialValues[] | undefined) ?? []),
  }),
});

/** The saved configurations, and a second tab listing those derived from BOMs, in force where none is saved. */
export default function ScanConfigListPage() {
  const { t } = useTranslation();
  const saved = (
    <EditCopyResourcePage
      resource={configs}
      detail={scanConfigApi.detail}
      permissions={{ edit: P.edit, copy: P.copy }}
      CopyModal={CopyConfigModal}
    />
  );
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'saved', label: t('bom.inForce.savedTab'), children: saved },
        { key: 'derived', label: t('bom.inForce.derivedTab'), children: <DerivedScanConfigs /> },
      ]}
    />
  );
}

/** Copies a configuration with its materials under a new code (and product or process). */
function CopyConfigModal(props: CopyModalProps<ScanConfig>) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const config = props.row;
  const productLabel = t('bom.product');
  const processLabel = t('bom.scan.process');
  return (
    <CopyModal
      {...props}
      title={t('bom.scan.copyTitle', { code: config.code })}
      help={t('bom.scan.copyHelp')}
      testIdPrefix="scan-config-copy"
      limits={{ codeMax: SCAN_CONFIG_CODE_MAX, nameMax: SCAN_CONFIG_NAME_MAX, codePattern: SCAN_CONFIG_CODE_PATTERN }}
      initial={{ productId: config.productId, processId: config.processId }}
      copy={(names, values) =>
        callApi(scanConfigApi.copy, {
          body: { id: config.id, ...names, productId: values.productId, processId: values.processId },
        })
      }
    >
      <Col xs={24} sm={12}>
        <ProFormItem name="productId" label={productLabel} rules={[rules.requiredChoice(productLabel)]}>
          <RefSelect kind="product" />
        </ProFormItem>
      </Col>
      <Col xs={24} sm={12}>
        <ProFormItem name="processId" label={processLabel} rules={[rules.requiredChoice(processLabel)]}>
          <RefSelect kind="process" />
        </ProFormItem>
      </Col>
    </CopyModal>
  );
}
