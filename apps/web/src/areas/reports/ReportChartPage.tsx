import type { AnalysisQuery } from '@takt/contracts';
import { Alert, Card, Col, Empty, Row, Spin } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../app/components/EChart';
import { codeName } from '../../app/crud/code-name';
import { AnalysisFilter, initialAnalysisQuery } from './AnalysisFilter';
import {
  type ChartTexts,
  hourOutputOption,
  outputBarOption,
  paretoOption,
  planOption,
  reportTotalsOption,
  yieldOption,
} from './chart-options';
import { useProductionAnalysis, useReportCalendar } from './hooks';
import { SummaryCards } from './SummaryCards';

/** Plot width of the charts that span the page (px, at the usual console width). */
const FULL_WIDTH = 1100;

/**
 * Production charts (ECharts, loaded with this page only): output by hour, shift and line,
 * first-pass yield by process and line, the defect Pareto by bad phenomenon and by defect type
 * with the cumulative share, plan versus actual by day and by line, and report totals per process.
 */
export default function ReportChartPage() {
  const { t } = useTranslation();
  const calendar = useReportCalendar();
  const [query, setQuery] = useState<AnalysisQuery | null>(null);
  const effective = query ?? (calendar.data ? initialAnalysisQuery(calendar.data.today) : null);
  const analysis = useProductionAnalysis('charts', effective);
  const data = analysis.data;

  // Series names are the legends: rebuilt in the reader's language (`t` changes with it).
  const texts: ChartTexts = useMemo(
    () => ({
      output: t('reports.col.output'),
      plan: t('reports.col.plan'),
      actual: t('reports.col.actual'),
      completion: t('reports.col.completion'),
      firstPassYield: t('reports.summary.firstPassYield'),
      quantity: t('reports.col.quantity'),
      cumulativeShare: t('reports.col.cumulativeShare'),
      good: t('reports.col.goodQuantity'),
      bad: t('reports.col.badQuantity'),
      scrap: t('reports.col.scrapQuantity'),
      noShift: t('reports.noShift'),
      unclassified: t('reports.unclassified'),
    }),
    [t],
  );
  const options = useMemo(() => {
    if (!data) return null;
    const lineLabel = new Map(data.planByLine.map((row) => [row.lineId, codeName(row.code, row.name)]));
    return {
      hour: hourOutputOption(data.outputByHour, texts, FULL_WIDTH),
      shift: outputBarOption(
        data.outputByShift.map((row) => codeName(row.code, row.name, texts.noShift)),
        data.outputByShift.map((row) => row.good),
        texts,
      ),
      line: outputBarOption(
        data.outputByLine.map((row) => codeName(row.code, row.name)),
        data.outputByLine.map((row) => row.good),
        texts,
      ),
      yieldProcess: yieldOption(
        data.yieldByProcess.map((row) => ({ ...row, label: codeName(row.code, row.name) })),
        texts,
      ),
      yieldLine: yieldOption(
        data.yieldByLine.map((row) => ({ ...row, label: codeName(row.code, row.name) })),
        texts,
      ),
      paretoPhenomenon: paretoOption(data.paretoByPhenomenon, texts),
      paretoType: paretoOption(data.paretoByType, texts),
      planDay: planOption(
        data.planByDay.map((row) => row.date.slice(5)),
        data.planByDay,
        texts,
      ),
      planLine: planOption(
        data.planByLine.map((row) => lineLabel.get(row.lineId) ?? row.code),
        data.planByLine,
        texts,
      ),
      reports: reportTotalsOption(data.reportsByProcess, texts, FULL_WIDTH),
    };
  }, [data, texts]);

  if (!calendar.data) return <Spin style={{ display: 'block', margin: 48 }} />;

  const chart = (key: string, title: string, empty: boolean, body: ReactNode, span = 12) => (
    <Col xs={24} xl={span} key={key}>
      <Card size="small" title={title} data-testid={`chart-${key}`}>
        {empty ? <Empty description={t('reports.noData')} style={{ height: 268, paddingTop: 60 }} /> : body}
      </Card>
    </Col>
  );

  return (
    <div data-testid="report-charts">
      <AnalysisFilter calendar={calendar.data} onQuery={setQuery} loading={analysis.isFetching} />
      {analysis.isError && <Alert type="error" showIcon message={(analysis.error as Error).message} />}
      {data && options ? (
        <Spin spinning={analysis.isFetching}>
          <SummaryCards analysis={data} />
          <Row gutter={[16, 16]}>
            {chart(
              'hour',
              t('reports.section.outputByHour'),
              data.summary.good === 0,
              <EChart option={options.hour} />,
              24,
            )}
            {chart(
              'shift',
              t('reports.section.outputByShift'),
              data.outputByShift.length === 0,
              <EChart option={options.shift} />,
            )}
            {chart(
              'line',
              t('reports.section.outputByLine'),
              data.outputByLine.length === 0,
              <EChart option={options.line} />,
            )}
            {chart(
              'yield-process',
              t('reports.section.yieldByProcess'),
              data.yieldByProcess.length === 0,
              <EChart option={options.yieldProcess} />,
            )}
            {chart(
              'yield-line',
              t('reports.section.yieldByLine'),
              data.yieldByLine.length === 0,
              <EChart option={options.yieldLine} />,
            )}
            {chart(
              'pareto-phenomenon',
              t('reports.section.paretoByPhenomenon'),
              data.paretoByPhenomenon.length === 0,
              <EChart option={options.paretoPhenomenon} />,
            )}
            {chart(
              'pareto-type',
              t('reports.section.paretoByType'),
              data.paretoByType.length === 0,
              <EChart option={options.paretoType} />,
            )}
            {chart('plan-day', t('reports.section.planByDay'), false, <EChart option={options.planDay} />)}
            {chart(
              'plan-line',
              t('reports.section.planByLine'),
              data.planByLine.length === 0,
              <EChart option={options.planLine} />,
            )}
            {chart(
              'reports',
              t('reports.section.reportsByProcess'),
              data.reportsByProcess.length === 0,
              <EChart option={options.reports} />,
              24,
            )}
          </Row>
        </Spin>
      ) : (
        !analysis.isError && <Spin style={{ display: 'block', margin: 48 }} />
      )}
    </div>
  );
}
