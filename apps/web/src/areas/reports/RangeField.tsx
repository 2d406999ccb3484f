import type { ProColumns } from '@ant-design/pro-components';
import {
  QUERY_RANGE_MAX_DAYS,
  QUICK_RANGES,
  type QuickRange,
  queryRangeProblem,
  quickRange,
  quickRangeOf,
} from '@takt/contracts';
import { DatePicker, Segmented, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A query range: calendar days in the enterprise's time zone, both included. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** A list's query from its search form: the form's `range` becomes startDate/endDate. */
export function rangeQuery(query: Record<string, unknown>): Record<string, unknown> {
  const { range, ...rest } = query as { range?: DateRange | null } & Record<string, unknown>;
  return { ...rest, startDate: range?.startDate, endDate: range?.endDate };
}

const DATE = 'YYYY-MM-DD';

export interface RangeFieldProps {
  value?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
  /** Today in the enterprise's time zone. */
  today: string;
  'data-testid'?: string;
}

/**
 * The time range of spec 001 §9: the quick ranges (today, yesterday, last 2 days, last 7 days,
 * last month, custom) and a date-range picker that cannot span more than 31 days. A form field
 * (value / onChange); pair it with {@link useRangeRule} for the messages.
 */
export function RangeField({ value, onChange, today, 'data-testid': testId }: RangeFieldProps) {
  const { t } = useTranslation();
  const [customising, setCustomising] = useState(false);
  const quick: QuickRange = customising || !value ? 'custom' : quickRangeOf(value.startDate, value.endDate, today);
  const picked: [Dayjs, Dayjs] | null = value ? [dayjs(value.startDate), dayjs(value.endDate)] : null;
  return (
    <Space wrap size={8} data-testid={testId}>
      <Segmented<QuickRange>
        value={quick}
        options={QUICK_RANGES.map((kind) => ({ value: kind, label: t(`reports.range.${kind}`) }))}
        onChange={(kind) => {
          const range = quickRange(kind, today);
          setCustomising(range === null);
          if (range) onChange?.(range);
        }}
      />
      <DatePicker.RangePicker
        value={picked}
        allowClear={false}
        placeholder={[t('reports.range.start'), t('reports.range.end')]}
        // A range may cover at most 31 days: once a start is picked, farther days are greyed out.
        disabledDate={(current, info) =>
          info?.from
            ? Math.abs(current.startOf('day').diff(info.from.startOf('day'), 'day')) >= QUERY_RANGE_MAX_DAYS
            : false
        }
        onChange={(dates) => {
          setCustomising(false);
          const [start, end] = dates ?? [];
          onChange?.(start && end ? { startDate: start.format(DATE), endDate: end.format(DATE) } : null);
        }}
      />
    </Space>
  );
}

/** The range rule (required, in order, at most 31 days) as a form rule in the reader's language. */
export function useRangeRule(): Rule {
  const { t } = useTranslation();
  return {
    validator: async (_, value: DateRange | null | undefined) => {
      const problem = queryRangeProblem(value?.startDate, value?.endDate);
      if (problem) throw new Error(t(`reports.range.${problem}`, { max: QUERY_RANGE_MAX_DAYS }));
    },
  };
}

/**
 * The search form's range of a report list: first, so it shows while the form is collapsed; the
 * last 7 days of `today` by default; the range rule (from {@link useRangeRule}); the zone its days
 * are counted in.
 */
export function rangeColumn<T>(
  t: TFunction,
  rule: Rule,
  { today, timeZone, testId }: { today: string; timeZone: string; testId: string },
): ProColumns<T> {
  return {
    title: t('reports.range.label'),
    dataIndex: 'range',
    hideInTable: true,
    colSize: 2,
    order: 10,
    initialValue: quickRange('last7Days', today),
    tooltip: t('reports.range.timeZone', { zone: timeZone }),
    formItemProps: { rules: [rule] },
    renderFormItem: () => <RangeField today={today} data-testid={testId} />,
  };
}
