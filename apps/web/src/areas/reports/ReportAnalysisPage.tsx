import { type AnalysisQuery, Permissions, type ProductionAnalysis, reportAnalysisApi } from '@takt/contracts';
import { Alert, Card, Col, Progress, Row, Space, Spin, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeName } from '../../app/crud/code-name';
import { ExportButton } from '../../app/crud/ExportButton';
import { AnalysisFilter, initialAnalysisQuery } from './AnalysisFilter';
import { percent } from './format';
import { useProductionAnalysis, useReportCalendar } from './hooks';
import { SummaryCards } from './SummaryCards';

type A = ProductionAnalysis;

const numberColumn = <T,>(title: string, key: keyof T & string, width = 110) => ({
  title,
  dataIndex: key,
  key,
  align: 'right' as const,
  width,
  sorter: (a: T, b: T) => Number(a[key]) - Number(b[key]),
});

/**
 * A share as a short bar with its percentage (narrow enough for half-width tables); yields and
 * completions are coloured by how good they are, a cumulative share (`plain`) is not.
 */
const RateBar = ({ value, plain = false }: { value: number | null; plain?: boolean }) =>
  value === null ? (
    '–'
  ) : (
    <Space size={8} style={{ whiteSpace: 'nowrap' }}>
      <Progress
        percent={Math.round(value * 1000) / 10}
        size={[64, 6]}
        showInfo={false}
        status={plain ? 'normal' : value >= 0.95 ? 'success' : value >= 0.8 ? 'normal' : 'exception'}
      />
      <span>{percent(value)}</span>
    </Space>
  );

/**
 * Report analysis: the figures of the chosen range in tables (output by hour, shift and line;
 * first-pass yield by process, line, and line and process; the defect Pareto; plan versus actual;
 * report totals per process and workstation), exported to .xlsx with work:reportAnalysis:export.
 */
export default function ReportAnalysisPage() {
  const { t } = useTranslation();
  const calendar = useReportCalendar();
  const [query, setQuery] = useState<AnalysisQuery | null>(null);
  const effective = query ?? (calendar.data ? initialAnalysisQuery(calendar.data.today) : null);
  const analysis = useProductionAnalysis('analysis', effective);

  if (!calendar.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const data = analysis.data;
  const none = t('reports.noShift');
  const unclassified = t('reports.unclassified');

  const table = <T extends object>(
    testId: string,
    rows: readonly T[],
    columns: TableColumnsType<T>,
    rowKey: (row: T) => string,
    pageSize = 10,
  ) => (
    <Table<T>
      size="small"
      data-testid={testId}
      rowKey={rowKey}
      dataSource={[...rows]}
      columns={columns}
      pagination={rows.length > pageSize ? { pageSize, showSizeChanger: true, size: 'small' } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('reports.noData') }}
    />
  );

  const yieldColumns = <T extends { scanned: number; firstPass: number; rate: number | null }>() => [
    numberColumn<T>(t('reports.col.scanned'), 'scanned' as keyof T & string, 140),
    numberColumn<T>(t('reports.col.firstPass'), 'firstPass' as keyof T & string, 130),
    {
      title: t('reports.col.rate'),
      key: 'rate',
      width: 130,
      sorter: (a: T, b: T) => (a.rate ?? -1) - (b.rate ?? -1),
      render: (_: unknown, row: T) => <RateBar value={row.rate} />,
    },
  ];
  const paretoColumns = (title: string): TableColumnsType<A['paretoByType'][number]> => [
    { title, key: 'name', render: (_, row) => codeName(row.code, row.name, unclassified) },
    numberColumn(t('reports.col.quantity'), 'quantity', 100),
    { title: t('reports.col.share'), key: 'share', align: 'right', width: 100, render: (_, row) => percent(row.share) },
    {
      title: t('reports.col.cumulativeShare'),
      key: 'cumulative',
      width: 130,
      render: (_, row) => <RateBar value={row.cumulativeShare} plain />,
    },
  ];
  const totalColumns = <T extends A['reportsByProcess'][number] | A['reportsByStation'][number]>() => [
    numberColumn<T>(t('reports.col.reports'), 'reports', 90),
    numberColumn<T>(t('reports.col.goodQuantity'), 'goodQuantity', 90),
    numberColumn<T>(t('reports.col.badQuantity'), 'badQuantity', 90),
    numberColumn<T>(t('reports.col.scrapQuantity'), 'scrapQuantity', 90),
    numberColumn<T>(t('reports.col.timeSpent'), 'timeSpent', 130),
  ];
  const section = (title: string, body: React.ReactNode) => (
    <Card size="small" title={title} style={{ height: '100%' }}>
      {body}
    </Card>
  );

  const tabs = data && [
    {
      key: 'output',
      label: t('reports.section.output'),
      children: (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={8}>
            {section(
              t('reports.section.outputByShift'),
              table(
                'table-output-shift',
                data.outputByShift,
                [
                  { title: t('reports.shift'), key: 'shift', render: (_, row) => codeName(row.code, row.name, none) },
                  numberColumn(t('reports.col.output'), 'good'),
                ],
                (row) => row.shiftId ?? 'none',
              ),
            )}
          </Col>
          <Col xs={24} xl={8}>
            {section(
              t('reports.section.outputByLine'),
              table(
                'table-output-line',
                data.outputByLine,
                [
                  { title: t('reports.line'), key: 'line', render: (_, row) => codeName(row.code, row.name) },
                  numberColumn(t('reports.col.output'), 'good'),
                ],
                (row) => row.lineId,
              ),
            )}
          </Col>
          <Col xs={24} xl={8}>
            {section(
              t('reports.section.outputByHour'),
              table(
                'table-output-hour',
                data.outputByHour.filter((row) => row.good > 0),
                [
                  {
                    title: t('reports.col.hour'),
                    key: 'hour',
                    render: (_, row) =>
                      `${String(row.hour).padStart(2, '0')}:00–${String(row.hour + 1).padStart(2, '0')}:00`,
                  },
                  numberColumn(t('reports.col.output'), 'good'),
                ],
                (row) => String(row.hour),
                24, // a day's hours on one page: an hour never hides on page two
              ),
            )}
          </Col>
        </Row>
      ),
    },
    {
      key: 'yield',
      label: t('reports.section.yield'),
      children: (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            {section(
              t('reports.section.yieldByProcess'),
              table(
                'table-yield-process',
                data.yieldByProcess,
                [
                  { title: t('reports.process'), key: 'process', render: (_, row) => codeName(row.code, row.name) },
                  ...yieldColumns<A['yieldByProcess'][number]>(),
                ],
                (row) => row.processId,
              ),
            )}
          </Col>
          <Col xs={24} xl={12}>
            {section(
              t('reports.section.yieldByLine'),
              table(
                'table-yield-line',
                data.yieldByLine,
                [
                  { title: t('reports.line'), key: 'line', render: (_, row) => codeName(row.code, row.name) },
                  ...yieldColumns<A['yieldByLine'][number]>(),
                ],
                (row) => row.lineId,
              ),
            )}
          </Col>
          <Col span={24}>
            {section(
              t('reports.section.yieldByLineProcess'),
              table(
                'table-yield-line-process',
                data.yieldByLineProcess,
                [
                  { title: t('reports.line'), key: 'line', render: (_, row) => codeName(row.lineCode, row.lineName) },
                  {
                    title: t('reports.process'),
                    key: 'process',
                    render: (_, row) => codeName(row.processCode, row.processName),
                  },
                  ...yieldColumns<A['yieldByLineProcess'][number]>(),
                ],
                (row) => `${row.lineId}/${row.processId}`,
              ),
            )}
          </Col>
        </Row>
      ),
    },
    {
      key: 'pareto',
      label: t('reports.section.pareto'),
      children: (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            {section(
              t('reports.section.paretoByPhenomenon'),
              table(
                'table-pareto-phenomenon',
                data.paretoByPhenomenon,
                paretoColumns(t('reports.badPhenomenon')),
                (row) => row.id ?? 'none',
              ),
            )}
          </Col>
          <Col xs={24} xl={12}>
            {section(
              t('reports.section.paretoByType'),
              table(
                'table-pareto-type',
                data.paretoByType,
                paretoColumns(t('reports.defectType')),
                (row) => row.id ?? 'none',
              ),
            )}
          </Col>
        </Row>
      ),
    },
    {
      key: 'plan',
      label: t('reports.section.plan'),
      children: (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            {section(
              t('reports.section.planByDay'),
              table(
                'table-plan-day',
                data.planByDay,
                [
                  { title: t('reports.col.date'), dataIndex: 'date', key: 'date' },
                  numberColumn(t('reports.col.plan'), 'plan'),
                  numberColumn(t('reports.col.actual'), 'actual'),
                  {
                    title: t('reports.col.completion'),
                    key: 'completion',
                    width: 130,
                    render: (_, row) => <RateBar value={row.plan > 0 ? row.actual / row.plan : null} />,
                  },
                ],
                (row) => row.date,
                8,
              ),
            )}
          </Col>
          <Col xs={24} xl={12}>
            {section(
              t('reports.section.planByLine'),
              table(
                'table-plan-line',
                data.planByLine,
                [
                  { title: t('reports.line'), key: 'line', render: (_, row) => codeName(row.code, row.name) },
                  numberColumn(t('reports.col.plan'), 'plan'),
                  numberColumn(t('reports.col.actual'), 'actual'),
                  {
                    title: t('reports.col.completion'),
                    key: 'rate',
                    width: 130,
                    render: (_, row) => <RateBar value={row.rate} />,
                  },
                ],
                (row) => row.lineId,
              ),
            )}
          </Col>
          <Col span={24}>
            {section(
              t('reports.section.orders'),
              table(
                'table-orders',
                data.orders,
                [
                  { title: t('reports.workOrder'), dataIndex: 'code', key: 'code' },
                  {
                    title: t('reports.col.status'),
                    key: 'status',
                    render: (_, row) => (
                      <Tag>{t(`workOrders.statuses.${row.status}` as 'workOrders.statuses.issued')}</Tag>
                    ),
                  },
                  {
                    title: t('reports.col.planDate'),
                    dataIndex: 'planDate',
                    key: 'planDate',
                    sorter: (a, b) => a.planDate.localeCompare(b.planDate),
                  },
                  { title: t('reports.line'), key: 'line', render: (_, row) => codeName(row.lineCode, row.lineName) },
                  {
                    title: t('reports.product'),
                    key: 'product',
                    render: (_, row) => codeName(row.productCode, row.productName),
                  },
                  numberColumn(t('reports.col.plan'), 'planQuantity'),
                  numberColumn(t('reports.col.goodQuantity'), 'goodQuantity'),
                  {
                    title: t('reports.col.completion'),
                    key: 'rate',
                    width: 130,
                    render: (_, row) => <RateBar value={row.rate} />,
                  },
                ],
                (row) => row.id,
              ),
            )}
          </Col>
        </Row>
      ),
    },
    {
      key: 'reports',
      label: t('reports.section.reports'),
      children: (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={10}>
            {section(
              t('reports.section.reportsByProcess'),
              table(
                'table-reports-process',
                data.reportsByProcess,
                [
                  { title: t('reports.process'), key: 'process', render: (_, row) => codeName(row.code, row.name) },
                  ...totalColumns<A['reportsByProcess'][number]>(),
                ],
                (row) => row.processId,
              ),
            )}
          </Col>
          <Col xs={24} xl={14}>
            {section(
              t('reports.section.reportsByStation'),
              table(
                'table-reports-station',
                data.reportsByStation,
                [
                  {
                    title: t('reports.process'),
                    key: 'process',
                    render: (_, row) => codeName(row.processCode, row.processName),
                  },
                  {
                    title: t('reports.station'),
                    key: 'station',
                    render: (_, row) => codeName(row.stationCode, row.stationName),
                  },
                  ...totalColumns<A['reportsByStation'][number]>(),
                ],
                (row) => `${row.processId}/${row.stationId}`,
              ),
            )}
          </Col>
        </Row>
      ),
    },
  ];

  return (
    <div data-testid="report-analysis">
      <AnalysisFilter
        calendar={calendar.data}
        onQuery={setQuery}
        loading={analysis.isFetching}
        extra={
          <ExportButton
            route={reportAnalysisApi.export}
            permission={Permissions.work.reportAnalysis.export}
            query={() => effective}
            fallbackName="production-analysis.xlsx"
            testId="analysis-export"
          />
        }
      />
      {analysis.isError && <Alert type="error" showIcon message={(analysis.error as Error).message} />}
      {data ? (
        <Spin spinning={analysis.isFetching}>
          <SummaryCards analysis={data} />
          <Card size="small">
            <Tabs items={tabs ?? []} />
          </Card>
        </Spin>
      ) : (
        !analysis.isError && <Spin style={{ display: 'block', margin: 48 }} />
      )}
    </div>
  );
}
