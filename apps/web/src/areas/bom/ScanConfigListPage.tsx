import {
  DrawerForm,
  ModalForm,
  type ProColumns,
  ProFormDependency,
  ProFormItem,
  ProFormSwitch,
  ProFormTextArea,
} from '@ant-design/pro-components';
import {
  Permissions,
  SCAN_CONFIG_CODE_MAX,
  SCAN_CONFIG_CODE_PATTERN,
  SCAN_CONFIG_NAME_MAX,
  SCAN_CONFIG_REMARK_MAX,
  type ScanConfig,
  type ScanConfigDetail,
  scanConfigApi,
} from '@takt/contracts';
import type { FormInstance } from 'antd';
import { App, Button, Col, Divider, Form, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { codeName } from '../../app/crud/code-name';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { useEditing } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { RefSelect } from '../../app/crud/RefSelect';
import { useRowActions } from '../../app/crud/row-actions';
import { callApi } from '../../app/request';
import {
  type ScanConfigFormValues,
  type ScanMaterialValues,
  scanConfigBody,
  scanConfigValues,
  withBomDefaults,
} from './bom-form';
import { DerivedScanConfigs } from './DerivedScanConfigs';
import { MaskField, maskRule } from './MaskField';
import { useProductProcessColumns } from './product-process-columns';
import { ScanMaterialsField } from './ScanMaterialsField';
import { ScanMaterialsView } from './ScanMaterialsView';

const P = Permissions.basics.scanConfig;

interface CopyValues extends Record<string, unknown> {
  code: string;
  name: string;
  productId: string;
  processId: string;
}

/**
 * Scan configurations: per product and process, what the station expects to scan (the unit's
 * serial by barcode rule and/or mask, the materials with their expected count, reuse, order).
 * Materials can be filled from the enabled BOM's key materials at the process. Copy. A second
 * tab lists the configurations derived from BOMs, in force where none is saved.
 */
export default function ScanConfigListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useAdminTable();
  const editing = useEditing<ScanConfigDetail>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const createdAt = useCreatedAtColumn<ScanConfig>();
  const productProcessColumns = useProductProcessColumns<ScanConfig>();
  const formRef = useRef<FormInstance<ScanConfigFormValues>>(undefined);
  const [copying, setCopying] = useState<ScanConfig | null>(null);

  const productLabel = t('bom.product');
  const processLabel = t('bom.scan.process');
  const remarkLabel = t('crud.remark');
  const yesNo = { true: { text: t('bom.yes') }, false: { text: t('bom.no') } };

  const startEdit = async (row: ScanConfig) => {
    try {
      editing.startEdit(await callApi(scanConfigApi.detail, { query: { id: row.id } }));
    } catch {
      // The request client has shown why.
    }
  };

  /** Adds the BOM's key materials at the chosen process to the list (rows already there stay). */
  const fillFromBom = async (quiet = false) => {
    const form = formRef.current;
    if (!form) return;
    const productId = form.getFieldValue('productId') as string | undefined;
    const processId = form.getFieldValue('processId') as string | undefined;
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

  const serialText = (row: ScanConfig) => {
    if (!row.scanSerial) return <Typography.Text type="secondary">{t('bom.no')}</Typography.Text>;
    const parts = [codeName(row.serialRuleCode, row.serialRuleName), row.serialPattern].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : t('bom.yes');
  };

  const columns: ProColumns<ScanConfig>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    ...productProcessColumns,
    { title: t('bom.scan.serial'), key: 'serial', search: false, render: (_, row) => serialText(row) },
    { title: t('bom.scan.materialCount'), dataIndex: 'materialCount', search: false, width: 80, align: 'right' },
    {
      title: t('bom.scan.expectedScans'),
      dataIndex: 'expectedScans',
      search: false,
      width: 110,
      align: 'right',
      responsive: ['xxl'],
    },
    {
      title: t('bom.scan.enforceOrder'),
      dataIndex: 'enforceOrder',
      search: false,
      width: 100,
      responsive: ['xxl'],
      render: (_, row) => (row.enforceOrder ? t('bom.yes') : t('bom.no')),
    },
    {
      title: t('bom.enabled'),
      dataIndex: 'enabled',
      sorter: true,
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
      render: (_, row) =>
        row.enabled ? (
          <Tag color="green">{t('bom.yes')}</Tag>
        ) : (
          <Tooltip title={t('bom.inForce.disabledHelp')}>
            <Tag>{t('bom.no')}</Tag>
          </Tooltip>
        ),
    },
    { title: remarkLabel, dataIndex: 'remark', search: false, ellipsis: true, responsive: ['xxl'] },
    createdAt,
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 170,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            actions.edit(P.edit, () => void startEdit(row)),
            { key: 'copy', label: t('bom.copy'), permission: P.copy, onClick: () => setCopying(row) },
            actions.remove({
              permission: P.delete,
              name: `${row.code} ${row.name}`,
              run: () => callApi(scanConfigApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  const current = editing.row;
  return (
    <>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'saved',
            label: t('bom.inForce.savedTab'),
            children: (
              <AdminTable
                pageRoute={scanConfigApi.page}
                tableRef={table.ref}
                settingsKey="scan-configs"
                headerTitle={t('bom.scan.title')}
                columns={columns}
                expandable={{ expandedRowRender: (row) => <ScanMaterialsView configId={row.id} /> }}
                add={{
                  permission: P.add,
                  label: t('bom.scan.add'),
                  testId: 'scan-config-add',
                  onClick: editing.startAdd,
                }}
              />
            ),
          },
          { key: 'derived', label: t('bom.inForce.derivedTab'), children: <DerivedScanConfigs /> },
        ]}
      />
      <DrawerForm<ScanConfigFormValues>
        key={current?.id ?? 'new'}
        formRef={formRef}
        title={current ? t('bom.scan.editTitle') : t('bom.scan.add')}
        open={editing.open}
        width={1000}
        grid
        rowProps={{ gutter: 16 }}
        drawerProps={{ destroyOnHidden: true, onClose: editing.close }}
        initialValues={scanConfigValues(current)}
        onValuesChange={(changed: Partial<ScanConfigFormValues>) => {
          // A new configuration starts from the BOM once both product and process are chosen.
          if (!current && ('productId' in changed || 'processId' in changed)) {
            const materials = (formRef.current?.getFieldValue('materials') as ScanMaterialValues[] | undefined) ?? [];
            if (materials.length === 0) void fillFromBom(true);
          }
        }}
        onFinish={async (values) => {
          const body = scanConfigBody(values);
          if (current) await callApi(scanConfigApi.edit, { body: { id: current.id, ...body } });
          else await callApi(scanConfigApi.add, { body });
          editing.close();
          table.changed(t('crud.saved'));
          return true;
        }}
      >
        <NameCodeFields
          testIdPrefix="scan-config"
          nameMax={SCAN_CONFIG_NAME_MAX}
          codeMax={SCAN_CONFIG_CODE_MAX}
          codePattern={SCAN_CONFIG_CODE_PATTERN}
        />
        <Col xs={24} sm={12}>
          <ProFormItem name="productId" label={productLabel} rules={[rules.requiredChoice(productLabel)]}>
            <RefSelect kind="product" data-testid="scan-config-product" />
          </ProFormItem>
        </Col>
        <Col xs={24} sm={12}>
          <ProFormItem name="processId" label={processLabel} rules={[rules.requiredChoice(processLabel)]}>
            <RefSelect kind="process" data-testid="scan-config-process" />
          </ProFormItem>
        </Col>
        <ProFormSwitch name="enabled" label={t('bom.enabled')} colProps={{ xs: 12, sm: 6 }} />
        <ProFormSwitch
          name="enforceOrder"
          label={t('bom.scan.enforceOrder')}
          tooltip={t('bom.scan.enforceOrderHelp')}
          colProps={{ xs: 12, sm: 6 }}
        />
        <ProFormSwitch
          name="scanSerial"
          label={t('bom.scan.scanSerial')}
          colProps={{ xs: 12, sm: 12 }}
          fieldProps={{ 'data-testid': 'scan-config-serial' } as never}
        />
        <ProFormDependency name={['scanSerial']}>
          {({ scanSerial }) =>
            scanSerial ? (
              <>
                <Col xs={24} sm={10}>
                  <ProFormItem name="serialRuleId" label={t('bom.scan.serialRule')}>
                    <RefSelect kind="barcodeRule" data-testid="scan-config-serial-rule" />
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
        <ProFormTextArea
          name="remark"
          label={remarkLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: SCAN_CONFIG_REMARK_MAX, showCount: true, rows: 2 }}
          rules={[rules.tooLong(remarkLabel, SCAN_CONFIG_REMARK_MAX)]}
        />
        <Col span={24}>
          <Divider orientation="left" plain style={{ marginTop: 0 }}>
            <Space>
              {t('bom.scan.materials')}
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
      </DrawerForm>
      <ModalForm<CopyValues>
        key={copying?.id ?? 'none'}
        title={copying ? t('bom.scan.copyTitle', { code: copying.code }) : ''}
        open={copying !== null}
        width={560}
        grid
        rowProps={{ gutter: 16 }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setCopying(null) }}
        initialValues={
          copying
            ? {
                code: `${copying.code}-COPY`.slice(0, SCAN_CONFIG_CODE_MAX),
                name: copying.name,
                productId: copying.productId,
                processId: copying.processId,
              }
            : {}
        }
        onFinish={async (values) => {
          if (!copying) return true;
          await callApi(scanConfigApi.copy, {
            body: {
              id: copying.id,
              code: values.code.trim(),
              name: values.name.trim(),
              productId: values.productId,
              processId: values.processId,
            },
          });
          setCopying(null);
          message.success(t('bom.copied'));
          table.reload();
          return true;
        }}
      >
        <Col span={24}>
          <Typography.Paragraph type="secondary">{t('bom.scan.copyHelp')}</Typography.Paragraph>
        </Col>
        <NameCodeFields
          testIdPrefix="scan-config-copy"
          nameMax={SCAN_CONFIG_NAME_MAX}
          codeMax={SCAN_CONFIG_CODE_MAX}
          codePattern={SCAN_CONFIG_CODE_PATTERN}
        />
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
      </ModalForm>
    </>
  );
}
