import {
  ModalForm,
  type ProColumns,
  ProFormDigit,
  ProFormItem,
  ProFormSelect,
  ProFormTextArea,
} from '@ant-design/pro-components';
import {
  CLOCK_PATTERN,
  Permissions,
  SHIFT_CODE_MAX,
  SHIFT_NAME_MAX,
  SHIFT_REMARK_MAX,
  SHIFTS_CODE_PATTERN,
  TIME_RANGE_PURPOSES,
  TIME_RANGE_SORT_MAX,
  TIME_RANGE_STEPS,
  type TimeRange,
  type TimeRangePurpose,
  timeRangeApi,
} from '@takt/contracts';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
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
import { durationText, shiftSegments } from './shift-form';
import { useTimesText } from './use-times-text';

const P = Permissions.basics.timeRange;

interface RangeFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  purpose: TimeRangePurpose;
  start: string;
  end: string;
  shiftId?: string | null;
  sort?: number;
  remark?: string | null;
}

/** Time ranges (spec 001 §2): hour buckets of output boards and reporting periods, optionally inside a shift. */
export default function TimeRangeListPage() {
  const { t } = useTranslation();
  const can = useAccess();
  const table = useAdminTable();
  const editing = useEditing<TimeRange>();
  const actions = useRowActions(table.changed);
  const rules = useFieldRules();
  const createdAt = useCreatedAtColumn<TimeRange>();
  const timesText = useTimesText();
  const [generating, setGenerating] = useState(false);

  const startLabel = t('shifts.start');
  const endLabel = t('shifts.end');
  const purposeLabel = t('shifts.range.purpose');
  const shiftLabel = t('shifts.range.shift');
  const remarkLabel = t('crud.remark');
  const purposeOptions = TIME_RANGE_PURPOSES.map((purpose) => ({
    value: purpose,
    label: t(`shifts.range.purposes.${purpose}`),
  }));
  const clockRules = (label: string) => [
    rules.requiredChoice(label),
    rules.pattern(label, CLOCK_PATTERN, t('shifts.clockFormat', { field: label })),
  ];

  const columns: ProColumns<TimeRange>[] = [
    { title: t('crud.code'), dataIndex: 'code', sorter: true, copyable: true },
    { title: t('crud.name'), dataIndex: 'name', sorter: true },
    {
      title: purposeLabel,
      dataIndex: 'purpose',
      valueType: 'select',
      valueEnum: Object.fromEntries(purposeOptions.map((option) => [option.value, { text: option.label }])),
      width: 130,
    },
    {
      title: t('shifts.times'),
      dataIndex: 'start',
      sorter: true,
      search: false,
      render: (_, row) => timesText(row),
    },
    {
      title: t('shifts.timeline'),
      key: 'timeline',
      search: false,
      render: (_, row) => (
        <DayBar segments={shiftSegments({ code: row.code, start: row.start, end: row.end })} width={160} />
      ),
    },
    { title: t('shifts.length'), key: 'length', search: false, render: (_, row) => durationText(t, row.lengthMinutes) },
    {
      title: shiftLabel,
      dataIndex: 'shiftId',
      renderFormItem: () => <RefSelect kind="shift" />,
      render: (_, row) => (row.shift ? <Tag>{row.shift.code}</Tag> : '-'),
    },
    { title: t('crud.sort'), dataIndex: 'sort', sorter: true, search: false, width: 80 },
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
              run: () => callApi(timeRangeApi.delete, { body: { id: row.id } }),
            }),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <AdminTable
        pageRoute={timeRangeApi.page}
        tableRef={table.ref}
        settingsKey="time-ranges"
        headerTitle={t('shifts.range.title')}
        columns={columns}
        toolButtons={
          can(P.add)
            ? [
                <Button key="generate" onClick={() => setGenerating(true)} data-testid="time-range-generate">
                  {t('shifts.range.generate')}
                </Button>,
              ]
            : []
        }
        add={{ permission: P.add, label: t('shifts.range.add'), testId: 'time-range-add', onClick: editing.startAdd }}
      />
      <EditModalForm<RangeFormValues, TimeRange>
        editing={editing}
        addTitle={t('shifts.range.add')}
        editTitle={t('shifts.range.editTitle')}
        initialValues={
          editing.row
            ? { ...editing.row, shiftId: editing.row.shift?.id ?? null }
            : { purpose: 'output', sort: 0, start: '08:00', end: '09:00' }
        }
        save={(values, row) => {
          const body = {
            code: values.code.trim(),
            name: values.name.trim(),
            purpose: values.purpose,
            start: values.start,
            end: values.end,
            shiftId: values.shiftId || null,
            sort: values.sort ?? 0,
            remark: values.remark?.trim() || null,
          };
          return row
            ? callApi(timeRangeApi.edit, { body: { id: row.id, ...body } })
            : callApi(timeRangeApi.add, { body });
        }}
        onSaved={table.changed}
      >
        <NameCodeFields
          testIdPrefix="time-range"
          nameMax={SHIFT_NAME_MAX}
          codeMax={SHIFT_CODE_MAX}
          codePattern={SHIFTS_CODE_PATTERN}
        />
        <ProFormSelect
          name="purpose"
          label={purposeLabel}
          options={purposeOptions}
          allowClear={false}
          colProps={{ xs: 24, sm: 12 }}
        />
        <GridItem name="shiftId" label={shiftLabel} tooltip={t('shifts.range.shiftHelp')} colProps={{ xs: 24, sm: 12 }}>
          <RefSelect kind="shift" data-testid="time-range-shift" />
        </GridItem>
        <GridItem name="start" label={startLabel} colProps={{ xs: 12, sm: 8 }} rules={clockRules(startLabel)}>
          <ClockInput data-testid="time-range-start" />
        </GridItem>
        <GridItem name="end" label={endLabel} colProps={{ xs: 12, sm: 8 }} rules={clockRules(endLabel)}>
          <ClockInput data-testid="time-range-end" />
        </GridItem>
        <ProFormDigit
          name="sort"
          label={t('crud.sort')}
          min={0}
          max={TIME_RANGE_SORT_MAX}
          fieldProps={{ precision: 0 }}
          colProps={{ xs: 24, sm: 8 }}
        />
        <ProFormTextArea
          name="remark"
          label={remarkLabel}
          colProps={{ span: 24 }}
          fieldProps={{ maxLength: SHIFT_REMARK_MAX, showCount: true }}
          rules={[rules.tooLong(remarkLabel, SHIFT_REMARK_MAX)]}
        />
      </EditModalForm>
      <ModalForm<{ shiftId: string; stepMinutes: (typeof TIME_RANGE_STEPS)[number]; purpose: TimeRangePurpose }>
        title={t('shifts.range.generateTitle')}
        open={generating}
        width={480}
        initialValues={{ stepMinutes: 60, purpose: 'output' }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setGenerating(false) }}
        onFinish={async (values) => {
          const created = await callApi(timeRangeApi.generate, { body: values });
          setGenerating(false);
          table.changed(t('shifts.range.generated', { count: created.length }));
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
          options={TIME_RANGE_STEPS.map((step) => ({ value: step, label: durationText(t, step) }))}
        />
        <ProFormSelect name="purpose" label={purposeLabel} allowClear={false} options={purposeOptions} />
      </ModalForm>
    </>
  );
}
