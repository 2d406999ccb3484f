import type { ProColumns } from '@ant-design/pro-components';
import {
  DATE_RANGE_MAX_DAYS,
  QUICK_RANGES,
  type QueryRangeProblem,
  type QuickRange,
  queryRangeProblem,
  quickRange,
  quickRangeOf,
} from '@takt/contracts';
import { DatePicker, Grid, Segmented, Select, Space } from 'antd';
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

/** A list's query from its search form: the range at `key` becomes the parameters `names` (startDate/endDate). */
export function rangeQuery(
  query: Record<string, unknown>,
  key = 'range',
  names: { from: string; to: string } = { from: 'startDate', to: 'endDate' },
): Record<string, unknown> {
  const { [key]: range, ...rest } = query as Record<string, DateRange | null | undefined>;
  return { ...rest, [names.from]: range?.startDate, [names.to]: range?.endDate };
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
 * (value / onChange); pair it with {@link useRangeRule} for the messages. The reports, the andon
 * analysis and the resource kit's record ranges (`within31Days`) all show this one field.
 */
export function RangeField({ value, onChange, today, 'data-testid': testId }: RangeFieldProps) {
  const { t } = useTranslation();
  // Six segments do not fit a phone's width: there the quick ranges are a select.
  const phone = Grid.useBreakpoint().xs === true;
  // "Custom" chosen while a quick range was shown: it stays chosen until the range changes (a pick, a reset).
  const [customFor, setCustomFor] = useState<string | null>(null);
  const shown = value ? `${value.startDate}/${value.endDate}` : null;
  const quick: QuickRange =
    !value || customFor === shown ? 'custom' : quickRangeOf(value.startDate, value.endDate, today);
  const picked: [Dayjs, Dayjs] | null = value ? [dayjs(value.startDate), dayjs(value.endDate)] : null;
  const options = QUICK_RANGES.map((kind) => ({ value: kind, label: t(`reports.range.${kind}`) }));
  const choose = (kind: QuickRange) => {
    const range = quickRange(kind, today);
    setCustomFor(range === null ? shown : null);
    if (range) onChange?.(range);
  };
  return (
    <Space wrap size={8} data-testid={testId}>
      {phone ? (
        <Select<QuickRange> value={quick} options={options} onChange={choose} popupMatchSelectWidth={false} />
      ) : (
        <Segmented<QuickRange> value={quick} options={options} onChange={choose} />
      )}
      <DatePicker.RangePicker
        value={picked}
        allowClear={false}
        placeholder={[t('reports.range.start'), t('reports.range.end')]}
        // A range may cover at most 31 days: once a start is picked, farther days are greyed out.
        disabledDate={(current, info) =>
          info?.from
            ? Math.abs(current.startOf('day').diff(info.from.startOf('day'), 'day')) >= DATE_RANGE_MAX_DAYS
            : false
        }
        onChange={(dates) => {
          const [start, end] = dates ?? [];
          onChange?.(start && end ? { startDate: start.format(DATE), endDate: end.format(DATE) } : null);
        }}
      />
    </Space>
  );
}

/** What words a refusal of the range: i18next's `t`, or the resource kit's. */
type RangeWords = (key: `reports.range.${QueryRangeProblem}`, values: { max: number }) => string;

/** The range rule (required, in order, at most 31 days) as a form rule, its messages in `t`'s language. */
export function rangeRule(t: RangeWords): Rule {
  return {
    validator: async (_, value: DateRange | null | undefined) => {
      const problem = queryRangeProblem(value?.startDate, value?.endDate);
      if (problem) throw new Error(t(`reports.range.${problem}`, { max: DATE_RANGE_MAX_DAYS }));
    },
  };
}

/** {@link rangeRule} in the reader's language. */
export function useRangeRule(): Rule {
  const { t } = useTranslation();
  return rangeRule(t);
}

/**
 * A list's range search (the search-form half of a column): first in the form and two columns
 * wide, so it shows whole while the form is collapsed; the last 7 days of `today` to start with;
 * the range rule (from {@link rangeRule}).
 */
export function rangeSearch<T>(rule: Rule, { today, testId }: { today: string; testId: string }): ProColumns<T> {
  return {
    colSize: 2,
    order: 10,
    initialValue: quickRange('last7Days', today),
    formItemProps: { rules: [rule] },
    renderFormItem: () => <RangeField today={today} data-testid={testId} />,
  };
}

/** The search form's range of a report list: {@link rangeSearch} with the zone its days are counted in. */
export function rangeColumn<T>(
  t: TFunction,
  rule: Rule,
  { today, timeZone, testId }: { today: string; timeZone: string; testId: string },
): ProColumns<T> {
  return {
    title: t('reports.range.label'),
    dataIndex: 'range',
    hideInTable: true,
    tooltip: t('reports.range.timeZone', { zone: timeZone }),
    ...rangeSearch<T>(rule, { today, testId }),
  };
}
