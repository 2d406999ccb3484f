import {
  DrawerForm,
  ModalForm,
  type ProColumns,
  ProFormItem,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import {
  BOM_CODE_MAX,
  BOM_CODE_PATTERN,
  BOM_NAME_MAX,
  BOM_REMARK_MAX,
  BOM_VERSION_MAX,
  type Bom,
  type BomDetail,
  bomApi,
  bomImportRoutes,
  Permissions,
} from '@takt/contracts';
import { App, Col, Divider, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { codeName } from '../../app/crud/code-name';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { useEditing } from '../../app/crud/EditModalForm';
import { ExportButton } from '../../app/crud/ExportButton';
import { useFieldRules } from '../../app/crud/field-rules';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { RefSelect } from '../../app/crud/RefSelect';
import { useRowActions } from '../../app/crud/row-actions';
import { SheetImportButton } from '../../app/crud/SheetImportButton';
import { listFilters } from '../../app/crud/table-request';
import { callApi } from '../../app/request';
import { BomLinesField } from './BomLinesField';
import { BomLinesView } from './BomLinesView';
import { type BomFormValues, bomBody, bomValues } from './bom-form';

const P = Permissions.basics.bom;

interface CopyValues extends Record<string, unknown> {
  code: string;
  name: string;
  version: string;
  productId: string;
  enabled: boolean;
}

/**
 * Bills of materials: a header per product and version with its lines (material, quantity per
 * unit, consuming process, designators, key material); one enabled per product. Lines show in the
 * expanded row and are edited in the drawer's line table. Copy and export.
 */
export default function BomListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useAdminTable();
  const editing = useEditing<BomDetail>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const createdAt = useCreatedAtColumn<Bom>();
  const lastQuery = useRef<Record<string, unknown>>({});
  const [copying, setCopying] = useState<Bom | null>(null);

  const productLabel = t('bom.product');
  const versionLabel = t('bom.version');
  const remarkLabel = t('crud.remark');
  const yesNo = { true: { text: t('bom.yes') }, false: { text: t('bom.no') } };

  const startEdit = async (row: Bom) => {
    try {
      editing.startEdit(await callApi(bomApi.detail, { query: { id: row.id } }));
    } catch {
      // The request client has shown why.
    }
  };

  const columns: ProColumns<Bom>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    { title: versionLabel, dataIndex: 'version', sorter: true, search: false, width: 90 },
    {
      title: productLabel,
      dataIndex: 'productId',
      render: (_, row) => codeName(row.productCode, row.productName),
      renderFormItem: () => <RefSelect kind="product" data-testid="bom-filter-product" />,
    },
    {
      title: t('bom.material'),
      dataIndex: 'materialId',
      hideInTable: true,
      renderFormItem: () => <RefSelect kind="material" />,
    },
    {
      title: t('bom.enabled'),
      dataIndex: 'enabled',
      sorter: true,
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
      render: (_, row) => (row.enabled ? <Tag color="green">{t('bom.yes')}</Tag> : <Tag>{t('bom.no')}</Tag>),
    },
    { title: t('bom.lineCount'), dataIndex: 'lineCount', search: false, width: 80, align: 'right' },
    { title: remarkLabel, dataIndex: 'remark', search: false, ellipsis: true, responsive: ['xl'] },
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
              run: () => callApi(bomApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  const current = editing.row;
  return (
    <>
      <AdminTable
        pageRoute={bomApi.page}
        tableRef={table.ref}
        settingsKey="boms"
        headerTitle={t('bom.title')}
        columns={columns}
        expandable={{ expandedRowRender: (row) => <BomLinesView bomId={row.id} /> }}
        toQuery={(query) => {
          lastQuery.current = query;
          return query;
        }}
        toolButtons={[
          <SheetImportButton
            key="import"
            routes={bomImportRoutes}
            templateName="bom-template.xlsx"
            onImported={table.reload}
            testId="bom-import"
          />,
          <ExportButton
            key="export"
            route={bomApi.export}
            permission={P.export}
            query={() => listFilters(lastQuery.current)}
            fallbackName="boms.xlsx"
            testId="bom-export"
          />,
        ]}
        add={{ permission: P.add, label: t('bom.add'), testId: 'bom-add', onClick: editing.startAdd }}
      />
      <DrawerForm<BomFormValues>
        key={current?.id ?? 'new'}
        title={current ? t('bom.editTitle') : t('bom.add')}
        open={editing.open}
        width={1160}
        grid
        rowProps={{ gutter: 16 }}
        drawerProps={{ destroyOnHidden: true, onClose: editing.close }}
        initialValues={bomValues(current)}
        onFinish={async (values) => {
          const body = bomBody(values);
          if (current) await callApi(bomApi.edit, { body: { id: current.id, ...body } });
          else await callApi(bomApi.add, { body });
          editing.close();
          table.changed(t('crud.saved'));
          return true;
        }}
      >
        <NameCodeFields
          testIdPrefix="bom"
          nameMax={BOM_NAME_MAX}
          codeMax={BOM_CODE_MAX}
          codePattern={BOM_CODE_PATTERN}
        />
        <ProFormText
          name="version"
          label={versionLabel}
          colProps={{ xs: 24, sm: 6 }}
          fieldProps={{ maxLength: BOM_VERSION_MAX, 'data-testid': 'bom-version' } as never}
          rules={[rules.required(versionLabel), rules.tooLong(versionLabel, BOM_VERSION_MAX)]}
        />
        <Col xs={24} sm={12}>
          <ProFormItem name="productId" label={productLabel} rules={[rules.requiredChoice(productLabel)]}>
            <RefSelect kind="product" data-testid="bom-product" />
          </ProFormItem>
        </Col>
        <ProFormSwitch
          name="enabled"
          label={t('bom.enabled')}
          tooltip={t('bom.enabledHelp')}
          colProps={{ xs: 24, sm: 6 }}
          fieldProps={{ 'data-testid': 'bom-enabled' } as never}
        />
        <ProFormTextArea
          name="remark"
          label={remarkLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: BOM_REMARK_MAX, showCount: true, rows: 2 }}
          rules={[rules.tooLong(remarkLabel, BOM_REMARK_MAX)]}
        />
        <Col span={24}>
          <Divider orientation="left" plain style={{ marginTop: 0 }}>
            {t('bom.lines')}
          </Divider>
          <BomLinesField />
        </Col>
      </DrawerForm>
      <ModalForm<CopyValues>
        key={copying?.id ?? 'none'}
        title={copying ? t('bom.copyTitle', { code: copying.code }) : ''}
        open={copying !== null}
        width={560}
        grid
        rowProps={{ gutter: 16 }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setCopying(null) }}
        initialValues={
          copying
            ? {
                code: `${copying.code}-COPY`.slice(0, BOM_CODE_MAX),
                name: copying.name,
                version: copying.version,
                productId: copying.productId,
                enabled: false,
              }
            : {}
        }
        onFinish={async (values) => {
          if (!copying) return true;
          await callApi(bomApi.copy, {
            body: {
              id: copying.id,
              code: values.code.trim(),
              name: values.name.trim(),
              version: values.version.trim(),
              productId: values.productId,
              enabled: values.enabled ?? false,
            },
          });
          setCopying(null);
          message.success(t('bom.copied'));
          table.reload();
          return true;
        }}
      >
        <Col span={24}>
          <Typography.Paragraph type="secondary">{t('bom.copyHelp')}</Typography.Paragraph>
        </Col>
        <NameCodeFields
          testIdPrefix="bom-copy"
          nameMax={BOM_NAME_MAX}
          codeMax={BOM_CODE_MAX}
          codePattern={BOM_CODE_PATTERN}
        />
        <ProFormText
          name="version"
          label={versionLabel}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ maxLength: BOM_VERSION_MAX }}
          rules={[rules.required(versionLabel), rules.tooLong(versionLabel, BOM_VERSION_MAX)]}
        />
        <Col xs={24} sm={12}>
          <ProFormItem name="productId" label={productLabel} rules={[rules.requiredChoice(productLabel)]}>
            <RefSelect kind="product" data-testid="bom-copy-product" />
          </ProFormItem>
        </Col>
        <ProFormSwitch name="enabled" label={t('bom.enabled')} tooltip={t('bom.enabledHelp')} colProps={{ span: 24 }} />
      </ModalForm>
    </>
  );
}
