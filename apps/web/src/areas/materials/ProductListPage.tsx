import { type ProColumns, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import {
  MATERIALS_CODE_MAX,
  MATERIALS_CODE_PATTERN,
  MATERIALS_NAME_MAX,
  MATERIALS_REMARK_MAX,
  MATERIALS_SPEC_MAX,
  Permissions,
  type Product,
  productApi,
  productImportRoutes,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { DetailDrawer } from '../../app/crud/DetailDrawer';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { ExportButton } from '../../app/crud/ExportButton';
import { useFieldRules } from '../../app/crud/field-rules';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { GridItem, RefField } from '../../app/crud/RefField';
import { RefSelect } from '../../app/crud/RefSelect';
import { useRowActions } from '../../app/crud/row-actions';
import { SheetImportButton } from '../../app/crud/SheetImportButton';
import { listFilters } from '../../app/crud/table-request';
import { callApi } from '../../app/request';
import { codeName, type ProductFormValues, productBody, productValues } from './materials-form';

const P = Permissions.basics.product;

/**
 * Spec 001 §3 products: code, name, spec, type, unit, routing; detail and export. The
 * work-instruction binding arrives with the work-instruction issue.
 */
export default function ProductListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const editing = useEditing<Product>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const createdAt = useCreatedAtColumn<Product>();
  const lastQuery = useRef<Record<string, unknown>>({});
  const [viewing, setViewing] = useState<Product | null>(null);
  const detail = useQuery({
    queryKey: ['product-detail', viewing?.id],
    queryFn: () => callApi(productApi.detail, { query: { id: viewing!.id } }),
    enabled: viewing !== null,
  });

  const specLabel = t('materials.spec');
  const unitLabel = t('materials.unit');
  const typeLabel = t('materials.product.type');
  const routingLabel = t('materials.product.routing');
  const remarkLabel = t('crud.remark');

  const columns: ProColumns<Product>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    { title: specLabel, dataIndex: 'spec', sorter: true, ellipsis: true },
    {
      title: typeLabel,
      dataIndex: 'productTypeId',
      render: (_, row) => codeName(row.productTypeCode, row.productTypeName),
      renderFormItem: () => <RefSelect kind="productType" />,
    },
    {
      title: unitLabel,
      dataIndex: 'unitId',
      render: (_, row) => row.unitCode,
      renderFormItem: () => <RefSelect kind="unit" />,
    },
    {
      title: routingLabel,
      dataIndex: 'routingId',
      render: (_, row) => codeName(row.routingCode, row.routingName),
      renderFormItem: () => <RefSelect kind="routing" />,
    },
    { title: remarkLabel, dataIndex: 'remark', search: false, ellipsis: true, responsive: ['xl'] },
    createdAt,
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 180,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            { key: 'detail', label: t('materials.detail'), permission: P.get, onClick: () => setViewing(row) },
            actions.edit(P.edit, () => editing.startEdit(row)),
            actions.remove({
              permission: P.delete,
              name: `${row.code} ${row.name}`,
              run: () => callApi(productApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  const shown = detail.data;
  return (
    <>
      <AdminTable
        pageRoute={productApi.page}
        tableRef={table.ref}
        settingsKey="products"
        headerTitle={t('materials.product.title')}
        columns={columns}
        toQuery={(query) => {
          lastQuery.current = query;
          return query;
        }}
        toolButtons={[
          <SheetImportButton
            key="import"
            routes={productImportRoutes}
            templateName="products-template.xlsx"
            onImported={table.reload}
            testId="product-import"
          />,
          <ExportButton
            key="export"
            route={productApi.export}
            permission={P.export}
            query={() => listFilters(lastQuery.current ?? {})}
            fallbackName="products.xlsx"
            testId="product-export"
          />,
        ]}
        add={{ permission: P.add, label: t('materials.product.add'), testId: 'product-add', onClick: editing.startAdd }}
      />
      <EditModalForm<ProductFormValues, Product>
        editing={editing}
        addTitle={t('materials.product.add')}
        editTitle={t('materials.product.editTitle')}
        initialValues={productValues(editing.row)}
        save={(values, row) => {
          const body = productBody(values);
          return row ? callApi(productApi.edit, { body: { id: row.id, ...body } }) : callApi(productApi.add, { body });
        }}
        onSaved={table.changed}
      >
        <NameCodeFields
          testIdPrefix="product"
          nameMax={MATERIALS_NAME_MAX}
          codeMax={MATERIALS_CODE_MAX}
          codePattern={MATERIALS_CODE_PATTERN}
        />
        <ProFormText
          name="spec"
          label={specLabel}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ maxLength: MATERIALS_SPEC_MAX, 'data-testid': 'product-spec' } as object}
          rules={[rules.tooLong(specLabel, MATERIALS_SPEC_MAX)]}
        />
        <RefField name="unitId" label={unitLabel} kind="unit" required testId="product-unit" />
        <RefField name="productTypeId" label={typeLabel} kind="productType" testId="product-type" />
        <RefField name="routingId" label={routingLabel} kind="routing" testId="product-routing" />
        <GridItem label={t('materials.product.workInstruction')}>
          <Typography.Text type="secondary">{t('materials.product.workInstructionLater')}</Typography.Text>
        </GridItem>
        <ProFormTextArea
          name="remark"
          label={remarkLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: MATERIALS_REMARK_MAX, showCount: true }}
          rules={[rules.tooLong(remarkLabel, MATERIALS_REMARK_MAX)]}
        />
      </EditModalForm>
      <DetailDrawer
        title={t('materials.product.detailTitle', { code: viewing?.code ?? '' })}
        open={viewing !== null}
        onClose={() => setViewing(null)}
        loading={detail.isLoading}
        testId="product-detail"
        usedBy={shown?.usedBy}
        items={
          shown && [
            { key: 'code', label: t('crud.code'), children: shown.code },
            { key: 'name', label: t('crud.name'), children: shown.name },
            { key: 'spec', label: specLabel, children: shown.spec ?? '' },
            { key: 'type', label: typeLabel, children: codeName(shown.productTypeCode, shown.productTypeName) },
            { key: 'unit', label: unitLabel, children: `${shown.unitCode} ${shown.unitName}` },
            { key: 'routing', label: routingLabel, children: codeName(shown.routingCode, shown.routingName) },
            { key: 'remark', label: remarkLabel, children: shown.remark ?? '' },
          ]
        }
      />
    </>
  );
}
