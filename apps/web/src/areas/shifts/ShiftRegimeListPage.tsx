import { type ProColumns, ProFormTextArea } from '@ant-design/pro-components';
import {
  CLOCK_PATTERN,
  clockMinutes,
  formatClock,
  Permissions,
  SHIFT_CODE_MAX,
  SHIFT_NAME_MAX,
  SHIFT_REMARK_MAX,
  SHIFTS_CODE_PATTERN,
  type ShiftRegime,
  shiftRegimeApi,
} from '@takt/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { RefSelect } from '../../app/crud/RefSelect';
import { useRowActions } from '../../app/crud/row-actions';
import { callApi } from '../../app/request';
import { ClockInput } from './ClockInput';
import { DayBar } from './DayBar';
import { GridItem } from './GridItem';
import { ResolveProbe } from './ResolveProbe';
import { regimeSegments } from './shift-form';
import { useTimesText } from './use-times-text';

const P = Permissions.basics.shiftRegime;

interface RegimeFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  dayStart: string;
  shiftIds: string[];
  lineIds?: string[];
  remark?: string | null;
}

/** Shift regimes: the shifts of a production day, assigned to production lines; with the "which shift is it?" lookup. */
export default function ShiftRegimeListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const editing = useEditing<ShiftRegime>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const createdAt = useCreatedAtColumn<ShiftRegime>();
  const timesText = useTimesText();

  const dayStartLabel = t('shifts.regime.dayStart');
  const shiftsLabel = t('shifts.regime.shifts');
  const linesLabel = t('shifts.regime.lines');
  const remarkLabel = t('crud.remark');

  const columns: ProColumns<ShiftRegime>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    { title: dayStartLabel, dataIndex: 'dayStart', sorter: true, search: false, width: 120 },
    {
      title: shiftsLabel,
      dataIndex: 'shiftId',
      renderFormItem: () => <RefSelect kind="shift" />,
      render: (_, row) => (
        <Space size={[0, 4]} wrap style={{ maxWidth: 300 }}>
          {row.shifts.map((shift) => (
            <Tag key={shift.id}>
              {shift.code} {timesText(shift)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('shifts.timeline'),
      key: 'timeline',
      search: false,
      render: (_, row) => (
        <DayBar
          segments={regimeSegments(row.shifts, row.dayStart)}
          origin={row.dayStart}
          middle={formatClock(clockMinutes(row.dayStart) + 720)}
          testId={`regime-bar-${row.code}`}
        />
      ),
    },
    {
      title: linesLabel,
      dataIndex: 'lineId',
      renderFormItem: () => <RefSelect kind="line" />,
      render: (_, row) =>
        row.lines.length === 0 ? (
          '-'
        ) : (
          <Space size={[0, 4]} wrap style={{ maxWidth: 300 }}>
            {row.lines.map((line) => (
              <Tag key={line.id} color="geekblue">
                {line.code}
              </Tag>
            ))}
          </Space>
        ),
    },
    { title: remarkLabel, dataIndex: 'remark', search: false, ellipsis: true, responsive: ['xxl'] },
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
              run: () => callApi(shiftRegimeApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <ResolveProbe />
      <AdminTable
        pageRoute={shiftRegimeApi.page}
        tableRef={table.ref}
        settingsKey="shift-regimes"
        headerTitle={t('shifts.regime.title')}
        columns={columns}
        add={{
          permission: P.add,
          label: t('shifts.regime.add'),
          testId: 'shift-regime-add',
          onClick: editing.startAdd,
        }}
      />
      <EditModalForm<RegimeFormValues, ShiftRegime>
        editing={editing}
        width={640}
        addTitle={t('shifts.regime.add')}
        editTitle={t('shifts.regime.editTitle')}
        initialValues={
          editing.row
            ? {
                ...editing.row,
                shiftIds: editing.row.shifts.map((shift) => shift.id),
                lineIds: editing.row.lines.map((line) => line.id),
              }
            : { dayStart: '08:00', shiftIds: [], lineIds: [] }
        }
        save={(values, row) => {
          const body = {
            code: values.code.trim(),
            name: values.name.trim(),
            dayStart: values.dayStart,
            shiftIds: values.shiftIds ?? [],
            lineIds: values.lineIds ?? [],
            remark: values.remark?.trim() || null,
          };
          return row
            ? callApi(shiftRegimeApi.edit, { body: { id: row.id, ...body } })
            : callApi(shiftRegimeApi.add, { body });
        }}
        onSaved={table.changed}
      >
        <NameCodeFields
          testIdPrefix="shift-regime"
          nameMax={SHIFT_NAME_MAX}
          codeMax={SHIFT_CODE_MAX}
          codePattern={SHIFTS_CODE_PATTERN}
        />
        <GridItem
          name="dayStart"
          label={dayStartLabel}
          tooltip={t('shifts.regime.dayStartHelp')}
          colProps={{ xs: 24, sm: 12 }}
          rules={[
            rules.requiredChoice(dayStartLabel),
            rules.pattern(dayStartLabel, CLOCK_PATTERN, t('shifts.clockFormat', { field: dayStartLabel })),
          ]}
        >
          <ClockInput data-testid="shift-regime-day-start" />
        </GridItem>
        <GridItem
          name="shiftIds"
          label={shiftsLabel}
          tooltip={t('shifts.regime.shiftsHelp')}
          colProps={{ span: 24 }}
          rules={[rules.requiredChoice(shiftsLabel)]}
        >
          <RefSelect kind="shift" multiple data-testid="shift-regime-shifts" />
        </GridItem>
        <GridItem name="lineIds" label={linesLabel} tooltip={t('shifts.regime.linesHelp')} colProps={{ span: 24 }}>
          <RefSelect kind="line" multiple data-testid="shift-regime-lines" />
        </GridItem>
        <ProFormTextArea
          name="remark"
          label={remarkLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: SHIFT_REMARK_MAX, showCount: true }}
          rules={[rules.tooLong(remarkLabel, SHIFT_REMARK_MAX)]}
        />
      </EditModalForm>
    </>
  );
}
