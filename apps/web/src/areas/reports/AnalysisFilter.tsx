import { SearchOutlined } from '@ant-design/icons';
import { type AnalysisQuery, quickRange, type ReportCalendar } from '@takt/contracts';
import { Button, Card, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeZoneNote } from '../../app/components/TimeZoneNote';
import { type DateRange, RangeField, useRangeRule } from '../../app/crud/RangeField';
import { RefSelect } from '../../app/crud/RefSelect';

interface FilterValues {
  range: DateRange | null;
  lineIds?: string[];
  processId?: string | null;
}

/** The first query of the analysis pages: the last 7 days, every line, the counting processes. */
export function initialAnalysisQuery(today: string): AnalysisQuery {
  return { ...quickRange('last7Days', today)! };
}

/**
 * The analysis filters: the time range (quick ranges, at most 31 days), lines and one process;
 * "Query" hands a checked query to the page. `extra` goes at the end of the row (export).
 */
export function AnalysisFilter({
  calendar,
  onQuery,
  loading,
  extra,
}: {
  calendar: ReportCalendar;
  onQuery: (query: AnalysisQuery) => void;
  loading: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const rangeRule = useRangeRule();
  const [form] = Form.useForm<FilterValues>();
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Form<FilterValues>
        form={form}
        layout="inline"
        initialValues={{ range: quickRange('last7Days', calendar.today) }}
        onFinish={(values) => {
          if (!values.range) return;
          onQuery({
            startDate: values.range.startDate,
            endDate: values.range.endDate,
            lineIds: values.lineIds?.length ? values.lineIds : undefined,
            processId: values.processId || undefined,
          });
        }}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="range"
          label={t('reports.range.label')}
          tooltip={t('reports.range.timeZone', { zone: calendar.timeZone })}
          rules={[rangeRule]}
        >
          <RangeField today={calendar.today} data-testid="analysis-range" />
        </Form.Item>
        <Form.Item name="lineIds" label={t('reports.filter.lines')}>
          <RefSelect
            kind="line"
            multiple
            maxTagCount="responsive"
            placeholder={t('reports.filter.allLines')}
            style={{ minWidth: 200 }}
          />
        </Form.Item>
        <Form.Item name="processId" label={t('reports.filter.process')}>
          <RefSelect kind="process" placeholder={t('reports.filter.allProcesses')} style={{ minWidth: 180 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SearchOutlined />}
              loading={loading}
              data-testid="analysis-query"
            >
              {t('reports.filter.query')}
            </Button>
            {extra}
          </Space>
        </Form.Item>
        <Form.Item>
          <TimeZoneNote />
        </Form.Item>
      </Form>
    </Card>
  );
}
