import { type ProColumns, ProFormDigit, ProFormTextArea } from '@ant-design/pro-components';
import {
  MATERIALS_CODE_MAX,
  MATERIALS_CODE_PATTERN,
  MATERIALS_NAME_MAX,
  MATERIALS_REMARK_MAX,
  Permissions,
  UNIT_PRECISION_MAX,
  type Unit,
  unitApi,
} from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { useRowActions } from '../../app/crud/row-actions';
import { callApi } from '../../app/request';
import { type UnitFormValues, unitBody, unitValues } from './materials-form';

const P = Permissions.basics.unit;

/** Units of measure: code, name, decimals, remark. */
export default function UnitListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const editing = useEditing<Unit>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const createdAt = useCreatedAtColumn<Unit>();
  const remarkLabel = t('crud.remark');

  const columns: ProColumns<Unit>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    { title: t('materials.units.precision'), dataIndex: 'precision', sorter: true, search: false, width: 110 },
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
              run: () => callApi(unitApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <AdminTable
        pageRoute={unitApi.page}
        tableRef={table.ref}
        settingsKey="units"
        headerTitle={t('materials.units.title')}
        columns={columns}
        add={{ permission: P.add, label: t('materials.units.add'), testId: 'unit-add', onClick: editing.startAdd }}
      />
      <EditModalForm<UnitFormValues, Unit>
        editing={editing}
        addTitle={t('materials.units.add')}
        editTitle={t('materials.units.editTitle')}
        initialValues={unitValues(editing.row)}
        save={(values, row) => {
          const body = unitBody(values);
          return row ? callApi(unitApi.edit, { body: { id: row.id, ...body } }) : callApi(unitApi.add, { body });
        }}
        onSaved={table.changed}
      >
        <NameCodeFields
          testIdPrefix="unit"
          nameMax={MATERIALS_NAME_MAX}
          codeMax={MATERIALS_CODE_MAX}
          codePattern={MATERIALS_CODE_PATTERN}
        />
        <ProFormDigit
          name="precision"
          label={t('materials.units.precision')}
          tooltip={t('materials.units.precisionHelp')}
          min={0}
          max={UNIT_PRECISION_MAX}
          fieldProps={{ precision: 0, 'data-testid': 'unit-precision' } as object}
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
