import { ModalForm, ProFormItem, ProFormSelect } from '@ant-design/pro-components';
import {
  Permissions,
  SHIFT_REMARK_MAX,
  TIME_RANGE_PURPOSES,
  TIME_RANGE_SORT_MAX,
  TIME_RANGE_STEPS,
  type TimeRange,
  type TimeRangePurpose,
  timeRangeApi,
} from '@takt/contracts';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { useFieldRules } from '../../app/crud/field-rules';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, type PageChanges, remarkField } from '../../app/resource/resource-def';
import { ClockField, shiftsCoded } from './ClockField';
import { DayBar } from './DayBar';
import { minutesText, shiftSegments } from './shift-form';
import { timesText } from './use-times-text';

type Generate = { shiftId: string; stepMinutes: (typeof TIME_RANGE_STEPS)[number]; purpose: TimeRangePurpose };

/** "Generate": a shift's hours (or half hours…) as time ranges, in one go. */
function GenerateButton({ page }: { page: PageChanges }) {
  const { t } = useTranslation();
  const can = useAccess();
  const rules = useFieldRules();
  if (!can(Permissions.basics.timeRange.add)) return null;
  const shiftLabel = t('shifts.range.shift');
  const purposes = TIME_RANGE_PURPOSES.map((purpose) => ({
    value: purpose,
    label: t(`shifts.range.purposes.${purpose}`),
  }));
  return (
    <ModalForm<Generate>
      title={t('shifts.range.generateTitle')}
      trigger={<Button data-testid="time-range-generate">{t('shifts.range.generate')}</Button>}
      width={480}
      initialValues={{ stepMinutes: 60, purpose: 'output' }}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (values) => {
        const created = await callApi(timeRangeApi.generate, { body: values });
        page.changed(t('shifts.range.generated', { count: created.length }));
        return true;
      }}
    >
      <ProFormItem
        name="shiftId"
        label={shiftLabel}
        extra={t('shifts.range.generateHelp')}
        rules={[rules.requiredChoice(shiftLabel)]}
      >
        <RefSelect kind="shift" data-testid="time-range-generate-shift" />
      </ProFormItem>
      <ProFormSelect
        name="stepMinutes"
        label={t('shifts.range.step')}
        allowClear={false}
        options={TIME_RANGE_STEPS.map((step) => ({ value: step, label: minutesText(t, step) }))}
      />
      <ProFormSelect name="purpose" label={t('shifts.range.purpose')} allowClear={false} options={purposes} />
    </ModalForm>
  );
}

/** Time ranges (spec 001 §2): hour buckets of output boards and reporting periods, optionally inside a shift. */
const timeRanges = defineResourcePage<TimeRange>({
  api: timeRangeApi,
  permissions: Permissions.basics.timeRange,
  testId: 'time-range',
  settingsKey: 'time-ranges',
  texts: { title: 'shifts.range.title', add: 'shifts.range.add', edit: 'shifts.range.editTitle' },
  coded: shiftsCoded,
  fields: [
    {
      name: 'purpose',
      label: 'shifts.range.purpose',
      options: { values: TIME_RANGE_PURPOSES, texts: 'shifts.range.purposes' },
      input: { kind: 'enum', required: true },
      initial: 'output',
      column: { search: true, width: 130 },
    },
    {
      name: 'start',
      label: 'shifts.start',
      input: { kind: 'custom', Field: ClockField },
      initial: '08:00',
      column: { title: 'shifts.times', sort: true },
      render: (row, t) => timesText(t, row),
    },
    { name: 'end', label: 'shifts.end', input: { kind: 'custom', Field: ClockField }, initial: '09:00', column: false },
    {
      name: 'timeline',
      label: 'shifts.timeline',
      render: (row) => (
        <DayBar segments={shiftSegments({ code: row.code, start: row.start, end: row.end })} width={160} />
      ),
    },
    { name: 'lengthMinutes', label: 'shifts.length', render: (row, t) => minutesText(t, row.lengthMinutes) },
    {
      name: 'shiftId',
      label: 'shifts.range.shift',
      help: 'shifts.range.shiftHelp',
      input: { kind: 'ref', ref: 'shift' },
      column: { search: true },
      render: (row) => (row.shift ? <Tag>{row.shift.code}</Tag> : '-'),
      fromRow: (row) => row.shift?.id ?? null,
    },
    {
      name: 'sort',
      label: 'crud.sort',
      input: { kind: 'number', max: TIME_RANGE_SORT_MAX, precision: 0 },
      initial: 0,
      column: { sort: true, width: 80 },
    },
    remarkField(SHIFT_REMARK_MAX, 2),
  ],
  toolButtons: (page) => [<GenerateButton key="generate" page={page} />],
  body: (body) => ({ ...body, sort: body.sort ?? 0 }),
});

export default function TimeRangeListPage() {
  return <ResourcePage resource={timeRanges} />;
}
