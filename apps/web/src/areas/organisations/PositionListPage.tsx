import { type ProColumns, ProFormDigit, ProFormTextArea } from '@ant-design/pro-components';
import {
  Permissions,
  POSITION_CODE_MAX,
  POSITION_CODE_PATTERN,
  POSITION_NAME_MAX,
  POSITION_REMARK_MAX,
  POSITION_SORT_MAX,
  type Position,
  positionApi,
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

const P = Permissions.sys.position;

interface PositionFormValues extends Record<string, unknown> {
  name: string;
  code: string;
  sort: number;
  remark?: string | null;
}

/** Positions (spec 000 §3: name, code; plus sort and remark). */
export default function PositionListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const editing = useEditing<Position>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();

  const nameLabel = t('crud.name');
  const codeLabel = t('crud.code');
  const remarkLabel = t('crud.remark');
  const createdAt = useCreatedAtColumn<Position>();
  const columns: ProColumns<Position>[] = [
    { title: nameLabel, dataIndex: 'name', sorter: true },
    { title: codeLabel, dataIndex: 'code', sorter: true, copyable: true },
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
              name: row.name,
              run: () => callApi(positionApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <AdminTable
        pageRoute={positionApi.page}
        tableRef={table.ref}
        settingsKey="positions"
        headerTitle={t('organisations.position.title')}
        columns={columns}
        add={{
          permission: P.add,
          label: t('organisations.position.add'),
          testId: 'position-add',
          onClick: editing.startAdd,
        }}
      />
      <EditModalForm<PositionFormValues, Position>
        editing={editing}
        addTitle={t('organisations.position.add')}
        editTitle={t('organisations.position.editTitle')}
        initialValues={editing.row ? { ...editing.row } : { sort: 0 }}
        save={(values, row) => {
          const body = {
            name: values.name.trim(),
            code: values.code.trim(),
            sort: values.sort ?? 0,
            remark: values.remark?.trim() || null,
          };
          return row
            ? callApi(positionApi.edit, { body: { id: row.id, ...body } })
            : callApi(positionApi.add, { body });
        }}
        onSaved={table.changed}
      >
        <NameCodeFields
          testIdPrefix="position"
          nameMax={POSITION_NAME_MAX}
          codeMax={POSITION_CODE_MAX}
          codePattern={POSITION_CODE_PATTERN}
        />
        <ProFormDigit
          name="sort"
          label={t('crud.sort')}
          min={0}
          max={POSITION_SORT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 12 }}
        />
        <ProFormTextArea
          name="remark"
          label={remarkLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: POSITION_REMARK_MAX, showCount: true }}
          rules={[rules.tooLong(remarkLabel, POSITION_REMARK_MAX)]}
        />
      </EditModalForm>
    </>
  );
}
