import type { ProductionAnalysis } from '@takt/contracts';
import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { percent } from './format';

/** The headline figures of the analysis (output, first-pass yield, defects, plan completion, reports). */
export function SummaryCards({ analysis }: { analysis: ProductionAnalysis }) {
  const { t } = useTranslation();
  const { summary } = analysis;
  const actual = analysis.planByDay.reduce((sum, day) => sum + day.actual, 0);
  const cards = [
    { key: 'output', title: t('reports.summary.output'), help: t('reports.summary.outputHelp'), value: summary.good },
    {
      key: 'fpy',
      title: t('reports.summary.firstPassYield'),
      help: t('reports.summary.firstPassHelp', { firstPass: summary.firstPass, scanned: summary.scanned }),
      value: percent(summary.firstPassYield),
    },
    { key: 'defects', title: t('reports.summary.defects'), value: summary.defects },
    { key: 'plan', title: t('reports.summary.plan'), value: summary.plan },
    {
      key: 'completion',
      title: t('reports.summary.completion'),
      value: percent(summary.plan > 0 ? actual / summary.plan : null),
    },
    {
      key: 'reported',
      title: t('reports.summary.reported'),
      value: `${summary.reportGood} / ${summary.reportBad} / ${summary.reportScrap}`,
    },
    {
      key: 'time',
      title: t('reports.summary.timeSpent'),
      value: `${summary.reportTimeSpent} ${t('reports.minutes')}`,
    },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((card) => (
        <Col key={card.key} flex="1 1 170px">
          <Card size="small" data-testid={`summary-${card.key}`}>
            <Statistic
              title={
                <Tooltip title={card.help ?? card.title}>
                  <div style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{card.title}</div>
                </Tooltip>
              }
              value={card.value}
              valueStyle={{ fontSize: 22, whiteSpace: 'nowrap' }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
