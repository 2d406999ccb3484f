import {
  type ProColumns,
  ProFormDependency,
  ProFormDigit,
  ProFormItem,
  ProFormList,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import {
  CLOCK_PATTERN,
  Permissions,
  SHIFT_CODE_MAX,
  SHIFT_NAME_MAX,
  SHIFT_OVERTIME_MAX,
  SHIFT_REMARK_MAX,
  SHIFT_SLOT_NAME_MAX,
  SHIFT_SLOTS_MAX,
  SHIFTS_CODE_PATTERN,
  type Shift,
  SLOT_KINDS,
  shiftApi,
} from '@takt/contracts';
import { Alert, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../app/crud/AdminTable';
import { useCreatedAtColumn } from '../../app/crud/columns';
import { EditModalForm, useEditing } from '../../app/crud/EditModalForm';
import { useFieldRules } from '../../app/crud/field-rules';
import { NameCodeFields } from '../../app/crud/NameCodeFields';
import { useRowActions } from '../../app/crud/row-actions';
import { callApi } from '../../app/request';
import { ClockInput } from './ClockInput';
import { DayBar } from './DayBar';
import { GridItem } from './GridItem';
import {
  durationText,
  type ShiftFormValues,
  shiftBody,
  shiftProblemText,
  shiftSegments,
  shiftValues,
} from './shift-form';
import { useTimesText } from './use-times-text';

const P = Permissions.basics.shift;

/** Shifts (spec 001 §3 "Shift and time slot: start, end, overtime, crosses midnight"). */
export default function ShiftListPage() {
  const { t } = useTranslation();
  const table = useAdminTable();
  const editing = useEditing<Shift>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const createdAt = useCreatedAtColumn<Shift>();
  const timesText = useTimesText();

  const startLabel = t('shifts.start');
  const endLabel = t('shifts.end');
  const remarkLabel = t('crud.remark');
  const clockRules = (label: string) => [
    rules.requiredChoice(label),
    rules.pattern(label, CLOCK_PATTERN, t('shifts.clockFormat', { field: label })),
  ];

  const columns: ProColumns<Shift>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    { title: startLabel, dataIndex: 'start', sorter: true, search: false, width: 90 },
    { title: endLabel, dataIndex: 'end', sorter: true, search: false, width: 90 },
    {
      title: t('shifts.crossesMidnight'),
      dataIndex: 'crossesMidnight',
      valueType: 'select',
      valueEnum: { true: { text: t('shifts.yes') }, false: { text: t('shifts.no') } },
      render: (_, row) => (row.crossesMidnight ? <Tag color="purple">{t('shifts.nextDay')}</Tag> : t('shifts.no')),
      width: 110,
    },
    {
      title: t('shifts.timeline'),
      key: 'timeline',
      search: false,
      render: (_, row) => <DayBar segments={shiftSegments(row)} testId={`shift-bar-${row.code}`} />,
    },
    {
      title: t('shifts.length'),
      key: 'length',
      search: false,
      render: (_, row) => durationText(t, row.lengthMinutes),
    },
    {
      title: t('shifts.working'),
      key: 'working',
      search: false,
      render: (_, row) => durationText(t, row.workingMinutes),
    },
    {
      title: t('shifts.overtime'),
      key: 'overtime',
      search: false,
      responsive: ['xxl'],
      render: (_, row) => (row.overtimeAllowed ? durationText(t, row.overtimeMinutes) : '-'),
    },
    {
      title: t('shifts.shift.slots'),
      key: 'slots',
      search: false,
      width: 360,
      // The day bar shows the slots already; their list (wide) waits for a wide screen.
      responsive: ['xxl'],
      render: (_, row) =>
        row.slots.length === 0 ? (
          '-'
        ) : (
          <Space size={[0, 4]} wrap style={{ maxWidth: 360 }}>
            {row.slots.map((slot) => (
              <Tag key={`${slot.start}-${slot.end}`} color={slot.kind === 'break' ? 'gold' : 'blue'}>
                {slot.name ? `${slot.name} ` : ''}
                {timesText(slot)}
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
              run: () => callApi(shiftApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <AdminTable
        pageRoute={shiftApi.page}
        tableRef={table.ref}
        settingsKey="shifts"
        headerTitle={t('shifts.shift.title')}
        columns={columns}
        add={{ permission: P.add, label: t('shifts.shift.add'), testId: 'shift-add', onClick: editing.startAdd }}
      />
      <EditModalForm<ShiftFormValues, Shift>
        editing={editing}
        width={720}
        addTitle={t('shifts.shift.add')}
        editTitle={t('shifts.shift.editTitle')}
        initialValues={shiftValues(editing.row)}
        save={(values, row) => {
          const body = shiftBody(values);
          return row ? callApi(shiftApi.edit, { body: { id: row.id, ...body } }) : callApi(shiftApi.add, { body });
        }}
        onSaved={table.changed}
      >
        <NameCodeFields
          testIdPrefix="shift"
          nameMax={SHIFT_NAME_MAX}
          codeMax={SHIFT_CODE_MAX}
          codePattern={SHIFTS_CODE_PATTERN}
        />
        <GridItem name="start" label={startLabel} colProps={{ xs: 12, sm: 6 }} rules={clockRules(startLabel)}>
          <ClockInput data-testid="shift-start" />
        </GridItem>
        <GridItem name="end" label={endLabel} colProps={{ xs: 12, sm: 6 }} rules={clockRules(endLabel)}>
          <ClockInput data-testid="shift-end" />
        </GridItem>
        <ProFormSwitch name="overtimeAllowed" label={t('shifts.overtimeAllowed')} colProps={{ xs: 8, sm: 4 }} />
        <ProFormDependency name={['overtimeAllowed']}>
          {({ overtimeAllowed }) => (
            <ProFormDigit
              name="overtimeMinutes"
              label={t('shifts.overtimeMinutes')}
              min={0}
              max={SHIFT_OVERTIME_MAX}
              disabled={!overtimeAllowed}
              fieldProps={{ precision: 0, step: 30 }}
              colProps={{ xs: 16, sm: 8 }}
            />
          )}
        </ProFormDependency>
        <ProFormList
          name="slots"
          label={t('shifts.shift.slots')}
          tooltip={t('shifts.shift.slotsHelp')}
          max={SHIFT_SLOTS_MAX}
          colProps={{ span: 24 }}
          creatorButtonProps={{ creatorButtonText: t('shifts.shift.addSlot') }}
          creatorRecord={{ kind: 'break', start: '', end: '' }}
          copyIconProps={false}
        >
          <Space align="start" wrap>
            <ProFormSelect
              name="kind"
              noStyle
              width={120}
              allowClear={false}
              options={SLOT_KINDS.map((kind) => ({ value: kind, label: t(`shifts.shift.kinds.${kind}`) }))}
            />
            <ProFormText
              name="name"
              noStyle
              width={160}
              placeholder={t('shifts.shift.slotName')}
              fieldProps={{ maxLength: SHIFT_SLOT_NAME_MAX }}
            />
            <ProFormItem name="start" noStyle rules={clockRules(startLabel)}>
              <ClockInput placeholder={startLabel} />
            </ProFormItem>
            <span>–</span>
            <ProFormItem name="end" noStyle rules={clockRules(endLabel)}>
              <ClockInput placeholder={endLabel} />
            </ProFormItem>
          </Space>
        </ProFormList>
        <ProFormDependency name={['start', 'end', 'overtimeAllowed', 'overtimeMinutes', 'slots', 'code', 'name']}>
          {(values) => {
            const problem = shiftProblemText(t, values as ShiftFormValues);
            const complete = CLOCK_PATTERN.test(values.start ?? '') && CLOCK_PATTERN.test(values.end ?? '');
            return (
              <div style={{ width: '100%', padding: '0 8px 16px' }}>
                {problem ? (
                  <Alert type="warning" showIcon message={problem} data-testid="shift-problem" />
                ) : complete && values.start !== values.end ? (
                  <DayBar
                    width={640}
                    segments={shiftSegments({
                      code: values.code ?? '',
                      start: values.start,
                      end: values.end,
                      overtimeMinutes: values.overtimeAllowed ? (values.overtimeMinutes ?? 0) : 0,
                      slots: (values.slots ?? []).filter(
                        (slot: { start?: string; end?: string }) =>
                          CLOCK_PATTERN.test(slot?.start ?? '') && CLOCK_PATTERN.test(slot?.end ?? ''),
                      ),
                    })}
                  />
                ) : null}
              </div>
            );
          }}
        </ProFormDependency>
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
