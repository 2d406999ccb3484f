import { type ProColumns, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import {
  MATERIAL_ATTRIBUTES,
  MATERIAL_TYPES,
  MATERIALS_CODE_MAX,
  MATERIALS_CODE_PATTERN,
  MATERIALS_NAME_MAX,
  MATERIALS_REMARK_MAX,
  MATERIALS_SPEC_MAX,
  type Material,
  materialApi,
  materialImportRoutes,
  Permissions,
  SAFETY_STOCK_MAX,
  UNIT_PRECISION_MAX,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
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
import { RefField } from '../../app/crud/RefField';
import { RefSelect } from '../../app/crud/RefSelect';
import { useRowActions } from '../../app/crud/row-actions';
import { SheetImportButton } from '../../app/crud/SheetImportButton';
import { listFilters } from '../../app/crud/table-request';
import { callApi } from '../../app/request';
import { fitsPrecision, type MaterialFormValues, materialBody, materialValues } from './materials-form';

const P = Permissions.basics.material;

/** Spec 001 §3 materials: code, name, spec, type, attribute, unit, safety stock; detail, export. */
export default function MaterialListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const editing = useEditing<Material>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const createdAt = useCreatedAtColumn<Material>();
  const lastQuery = useRef<Record<string, unknown>>({});
  const [viewing, setViewing] = useState<Material | null>(null);
  const detail = useQuery({
    queryKey: ['material-detail', viewing?.id],
    queryFn: () => callApi(materialApi.detail, { query: { id: viewing!.id } }),
    enabled: viewing !== null,
  });

  const typeEnum = Object.fromEntries(MATERIAL_TYPES.map((v) => [v, { text: t(`materials.material.types.${v}`) }]));
  const attributeEnum = Object.fromEntries(
    MATERIAL_ATTRIBUTES.map((v) => [v, { text: t(`materials.material.attributes.${v}`) }]),
  );
  const specLabel = t('materials.spec');
  const unitLabel = t('materials.unit');
  const typeLabel = t('materials.material.type');
  const attributeLabel = t('materials.material.attribute');
  const safetyLabel = t('materials.material.safetyStock');
  const remarkLabel = t('crud.remark');

  const columns: ProColumns<Material>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    { title: specLabel, dataIndex: 'spec', sorter: true, ellipsis: true },
    { title: typeLabel, dataIndex: 'type', sorter: true, valueType: 'select', valueEnum: typeEnum },
    { title: attributeLabel, dataIndex: 'attribute', sorter: true, valueType: 'select', valueEnum: attributeEnum },
    {
      title: unitLabel,
      dataIndex: 'unitId',
      render: (_, row) => row.unitCode,
      renderFormItem: () => <RefSelect kind="unit" />,
    },
    {
      title: safetyLabel,
      dataIndex: 'safetyStock',
      sorter: true,
      search: false,
      align: 'right',
      render: (_, row) => row.safetyStock.toFixed(row.unitPrecision),
    },
    { title: remarkLabel, dataIndex: 'remark', search: false, ellipsis: true, responsive: ['xxl'] },
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
              run: () => callApi(materialApi.delete, { body: { id: row.id } }),
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
        pageRoute={materialApi.page}
        tableRef={table.ref}
        settingsKey="materials"
        headerTitle={t('materials.material.title')}
        columns={columns}
        toQuery={(query) => {
          lastQuery.current = query;
          return query;
        }}
        toolButtons={[
          <SheetImportButton
            key="import"
            routes={materialImportRoutes}
            templateName="materials-template.xlsx"
            onImported={table.reload}
            testId="material-import"
          />,
          <ExportButton
            key="export"
            route={materialApi.export}
            permission={P.export}
            query={() => listFilters(lastQuery.current ?? {})}
            fallbackName="materials.xlsx"
            testId="material-export"
          />,
        ]}
        add={{
          permission: P.add,
          label: t('materials.material.add'),
          testId: 'material-add',
          onClick: editing.startAdd,
        }}
      />
      <EditModalForm<MaterialFormValues, Material>
        editing={editing}
        addTitle={t('materials.material.add')}
        editTitle={t('materials.material.editTitle')}
        initialValues={materialValues(editing.row)}
        save={(values, row) => {
          const body = materialBody(values);
          return row
            ? callApi(materialApi.edit, { body: { id: row.id, ...body } })
            : callApi(materialApi.add, { body });
        }}
        onSaved={table.changed}
      >
        <NameCodeFields
          testIdPrefix="material"
          nameMax={MATERIALS_NAME_MAX}
          codeMax={MATERIALS_CODE_MAX}
          codePattern={MATERIALS_CODE_PATTERN}
        />
        <ProFormText
          name="spec"
          label={specLabel}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ maxLength: MATERIALS_SPEC_MAX, 'data-testid': 'material-spec' } as object}
          rules={[rules.tooLong(specLabel, MATERIALS_SPEC_MAX)]}
        />
        <RefField name="unitId" label={unitLabel} kind="unit" required testId="material-unit" />
        <ProFormSelect
          name="type"
          label={typeLabel}
          colProps={{ xs: 24, sm: 12 }}
          valueEnum={typeEnum}
          allowClear={false}
          rules={[rules.requiredChoice(typeLabel)]}
        />
        <ProFormSelect
          name="attribute"
          label={attributeLabel}
          colProps={{ xs: 24, sm: 12 }}
          valueEnum={attributeEnum}
          allowClear={false}
          rules={[rules.requiredChoice(attributeLabel)]}
        />
        <ProFormDigit
          name="safetyStock"
          label={safetyLabel}
          min={0}
          max={SAFETY_STOCK_MAX}
          colProps={{ xs: 24, sm: 12 }}
          fieldProps={{ precision: undefined, step: 1, 'data-testid': 'material-safety-stock' } as object}
          dependencies={['unitId']}
          rules={[
            ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
              validator: async (_: unknown, value: number | null) => {
                // The unit's precision is known for the row's own unit; the server checks any unit.
                const row = editing.row;
                if (row && getFieldValue('unitId') === row.unitId && !fitsPrecision(value, row.unitPrecision))
                  throw new Error(t('materials.decimals', { unit: row.unitCode, precision: row.unitPrecision }));
                if (!fitsPrecision(value, UNIT_PRECISION_MAX))
                  throw new Error(t('materials.decimals', { unit: '', precision: UNIT_PRECISION_MAX }));
              },
            }),
          ]}
        />
        <ProFormTextArea
          name="remark"
          label={remarkLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: MATERIALS_REMARK_MAX, showCount: true }}
          rules={[rules.tooLong(remarkLabel, MATERIALS_REMARK_MAX)]}
        />
      </EditModalForm>
      <DetailDrawer
        title={t('materials.material.detailTitle', { code: viewing?.code ?? '' })}
        open={viewing !== null}
        onClose={() => setViewing(null)}
        loading={detail.isLoading}
        testId="material-detail"
        usedBy={shown?.usedBy}
        items={
          shown && [
            { key: 'code', label: t('crud.code'), children: shown.code },
            { key: 'name', label: t('crud.name'), children: shown.name },
            { key: 'spec', label: specLabel, children: shown.spec ?? '' },
            { key: 'type', label: typeLabel, children: t(`materials.material.types.${shown.type}`) },
            {
              key: 'attribute',
              label: attributeLabel,
              children: t(`materials.material.attributes.${shown.attribute}`),
            },
            { key: 'unit', label: unitLabel, children: `${shown.unitCode} ${shown.unitName}` },
            { key: 'safety', label: safetyLabel, children: shown.safetyStock.toFixed(shown.unitPrecision) },
            { key: 'remark', label: remarkLabel, children: shown.remark ?? '' },
          ]
        }
      />
    </>
  );
}
