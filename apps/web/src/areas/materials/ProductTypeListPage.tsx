import { type ProColumns, ProFormDigit, ProFormTextArea } from '@ant-design/pro-components';
import {
  MATERIALS_CODE_MAX,
  MATERIALS_CODE_PATTERN,
  MATERIALS_NAME_MAX,
  MATERIALS_REMARK_MAX,
  Permissions,
  PRODUCT_TYPE_SORT_MAX,
  type ProductType,
  productTypeApi,
} from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { RefField } from '../../app/crud/RefField';
import { RefSelect } from '../../app/crud/RefSelect';
import { useRowActions } from '../../app/crud/row-actions';
import { callApi } from '../../app/request';
import { codeName, type ProductTypeFormValues, productTypeBody, productTypeValues } from './materials-form';

const P = Permissions.basics.productType;

/** Product types: code, name, an optional parent type, sort, remark. */
export default function ProductTypeListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const editing = useEditing<ProductType>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const createdAt = useCreatedAtColumn<ProductType>();
  const remarkLabel = t('crud.remark');
  const parentLabel = t('materials.productType.parent');

  const columns: ProColumns<ProductType>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    {
      title: parentLabel,
      dataIndex: 'parentId',
      render: (_, row) => codeName(row.parentCode, row.parentName),
      renderFormItem: () => <RefSelect kind="productType" />,
    },
    { title: t('crud.sort'), dataIndex: 'sort', sorter: true, search: false, width: 90 },
    { title: remarkLabel, dataIndex: 'remark', search: false, ellipsis: true, responsive: ['lg'] },
    createdAt,
    {
      title: t('crud.actions'),
      valueType: 'option',
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <TableActions
          actions={[
            actions.edit(P.edit, () => editing.startEdit(row)),
            actions.remove({
              permission: P.delete,
              name: `${row.code} ${row.name}`,
              run: () => callApi(productTypeApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <AdminTable
        pageRoute={productTypeApi.page}
        tableRef={table.ref}
        settingsKey="productTypes"
        headerTitle={t('materials.productType.title')}
        columns={columns}
        add={{
          permission: P.add,
          label: t('materials.productType.add'),
          testId: 'product-type-add',
          onClick: editing.startAdd,
        }}
      />
      <EditModalForm<ProductTypeFormValues, ProductType>
        editing={editing}
        addTitle={t('materials.productType.add')}
        editTitle={t('materials.productType.editTitle')}
        initialValues={productTypeValues(editing.row)}
        save={(values, row) => {
          const body = productTypeBody(values);
          return row
            ? callApi(productTypeApi.edit, { body: { id: row.id, ...body } })
            : callApi(productTypeApi.add, { body });
        }}
        onSaved={table.changed}
      >
        <NameCodeFields
          testIdPrefix="product-type"
          nameMax={MATERIALS_NAME_MAX}
          codeMax={MATERIALS_CODE_MAX}
          codePattern={MATERIALS_CODE_PATTERN}
        />
        <RefField name="parentId" label={parentLabel} kind="productType" testId="product-type-parent" />
        <ProFormDigit
          name="sort"
          label={t('crud.sort')}
          min={0}
          max={PRODUCT_TYPE_SORT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
        />
        <ProFormTextArea
          name="remark"
          label={remarkLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: MATERIALS_REMARK_MAX, showCount: true }}
          rules={[rules.tooLong(remarkLabel, MATERIALS_REMARK_MAX)]}
        />
      </EditModalForm>
    </>
  );
}
