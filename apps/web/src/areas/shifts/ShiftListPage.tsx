import { ProFormDependency, ProFormDigit, ProFormSwitch } from '@ant-design/pro-components';
import {
  DictTypeCodes,
  Permissions,
  SHIFT_OVERTIME_MAX,
  SHIFT_REMARK_MAX,
  type Shift,
  shiftApi,
} from '@takt/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../app/dictionaries/DictSelect';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, remarkField } from '../../app/resource/resource-def';
import { ClockField, shiftsCoded } from './ClockField';
import { DayBar } from './DayBar';
import { SlotsField } from './SlotsField';
import { minutesText, type ShiftFormValues, shiftBody, shiftSegments } from './shift-form';
import { timesText } from './use-times-text';

/** Whether overtime is allowed after the shift, and how long. */
function OvertimeField() {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** Shifts (spec 001 §3 "Shift and time slot: start, end, overtime, crosses midnight"). */
const shifts = defineResourcePage<Shift>({
  api: shiftApi,
  permissions: Permissions.basics.shift,
  testId: 'shift',
  settingsKey: 'shifts',
  texts: { title: 'shifts.shift.title', add: 'shifts.shift.add', edit: 'shifts.shift.editTitle' },
  coded: shiftsCoded,
  formWidth: 720,
  fields: [
    {
      name: 'start',
      label: 'shifts.start',
      input: { kind: 'custom', Field: ClockField },
      initial: '08:00',
      column: { sort: true, width: 90 },
    },
    {
      name: 'end',
      label: 'shifts.end',
      input: { kind: 'custom', Field: ClockField },
      initial: '17:00',
      column: { sort: true, width: 90 },
    },
    {
      name: 'crossesMidnight',
      label: 'shifts.crossesMidnight',
      column: { search: true, width: 110, searchInput: () => <DictSelect type={DictTypeCodes.YES_NO} /> },
      render: (row, t) => (row.crossesMidnight ? <Tag color="purple">{t('shifts.nextDay')}</Tag> : t('shifts.no')),
    },
    {
      name: 'timeline',
      label: 'shifts.timeline',
      render: (row) => <DayBar segments={shiftSegments(row)} testId={`shift-bar-${row.code}`} />,
    },
    { name: 'lengthMinutes', label: 'shifts.length', render: (row, t) => minutesText(t, row.lengthMinutes) },
    { name: 'workingMinutes', label: 'shifts.working', render: (row, t) => minutesText(t, row.workingMinutes) },
    {
      name: 'overtimeMinutes',
      label: 'shifts.overtime',
      input: { kind: 'custom', Field: OvertimeField },
      initial: 0,
      column: { responsive: ['xxl'] },
      render: (row, t) => (row.overtimeAllowed ? minutesText(t, row.overtimeMinutes) : '-'),
    },
    {
      name: 'slots',
      label: 'shifts.shift.slots',
      help: 'shifts.shift.slotsHelp',
      input: { kind: 'custom', Field: SlotsField },
      initial: [],
      // The day bar shows the slots already; their list (wide) waits for a wide screen.
      column: { width: 360, responsive: ['xxl'] },
      render: (row, t) =>
        row.slots.length === 0 ? (
          '-'
        ) : (
          <Space size={[0, 4]} wrap style={{ maxWidth: 360 }}>
            {row.slots.map((slot) => (
              <Tag key={`${slot.start}-${slot.end}`} color={slot.kind === 'break' ? 'gold' : 'blue'}>
                {slot.name ? `${slot.name} ` : ''}
                {timesText(t, slot)}
              </Tag>
            ))}
          </Space>
        ),
      fromRow: (row) => row.slots.map((slot) => ({ ...slot })),
    },
    remarkField(SHIFT_REMARK_MAX, 2),
  ],
  // Overtime minutes only when allowed; blank slot names become none.
  body: (_body, values) => shiftBody(values as ShiftFormValues),
});

export default function ShiftListPage() {
  return <ResourcePage resource={shifts} />;
}
