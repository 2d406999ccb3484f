import {
  clockMinutes,
  formatClock,
  Permissions,
  SHIFT_REMARK_MAX,
  type ShiftRegime,
  shiftRegimeApi,
} from '@takt/contracts';
import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { RefSelect } from '../../app/crud/RefSelect';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, remarkField } from '../../app/resource/resource-def';
import { DayStartField, shiftsCoded } from './ClockField';
import { DayBar } from './DayBar';
import { ResolveProbe } from './ResolveProbe';
import { regimeSegments } from './shift-form';
import { timesText } from './use-times-text';

const tags = (items: ReactNode[]) => (
  <Space size={[0, 4]} wrap style={{ maxWidth: 300 }}>
    {items}
  </Space>
);

/** Shift regimes: the shifts of a production day, assigned to production lines. */
const regimes = defineResourcePage<ShiftRegime>({
  api: shiftRegimeApi,
  permissions: Permissions.basics.shiftRegime,
  testId: 'shift-regime',
  settingsKey: 'shift-regimes',
  texts: { title: 'shifts.regime.title', add: 'shifts.regime.add', edit: 'shifts.regime.editTitle' },
  coded: shiftsCoded,
  formWidth: 640,
  fields: [
    {
      name: 'dayStart',
      label: 'shifts.regime.dayStart',
      help: 'shifts.regime.dayStartHelp',
      input: { kind: 'custom', Field: DayStartField },
      initial: '08:00',
      column: { sort: true, width: 120 },
    },
    {
      name: 'shiftIds',
      label: 'shifts.regime.shifts',
      help: 'shifts.regime.shiftsHelp',
      input: { kind: 'ref', ref: 'shift', multiple: true, required: true },
      wide: true,
      initial: [],
      column: { search: true, filter: 'shiftId', searchInput: () => <RefSelect kind="shift" /> },
      render: (row, t) =>
        tags(row.shifts.map((shift) => <Tag key={shift.id}>{`${shift.code} ${timesText(t, shift)}`}</Tag>)),
      fromRow: (row) => row.shifts.map((shift) => shift.id),
    },
    {
      name: 'timeline',
      label: 'shifts.timeline',
      render: (row) => (
        <DayBar
          segments={regimeSegments(row.shifts, row.dayStart)}
          origin={row.dayStart}
          middle={formatClock(clockMinutes(row.dayStart) + 720)}
          testId={`regime-bar-${row.code}`}
        />
      ),
    },
    {
      name: 'lineIds',
      label: 'shifts.regime.lines',
      help: 'shifts.regime.linesHelp',
      input: { kind: 'ref', ref: 'line', multiple: true },
      wide: true,
      initial: [],
      column: { search: true, filter: 'lineId', searchInput: () => <RefSelect kind="line" /> },
      render: (row) =>
        row.lines.length === 0
          ? '-'
          : tags(
              row.lines.map((line) => (
                <Tag key={line.id} color="geekblue">
                  {line.code}
                </Tag>
              )),
            ),
      fromRow: (row) => row.lines.map((line) => line.id),
    },
    remarkField(SHIFT_REMARK_MAX, 2),
  ],
});

/** Shift regimes, with the "which shift is it?" lookup above them. */
export default function ShiftRegimeListPage() {
  return (
    <>
      <ResolveProbe />
      <ResourcePage resource={regimes} />
    </>
  );
}
