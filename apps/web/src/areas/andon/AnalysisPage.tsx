import { SearchOutlined } from '@ant-design/icons';
import {
  type AndonAnalysisQuery,
  type AndonCount,
  type AndonItemFigures,
  andonAnalysisApi,
  Permissions,
  quickRange,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Row,
  Space,
  Spin,
  Statistic,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../app/components/EChart';
import { ExportButton } from '../../app/crud/ExportButton';
import { type DateRange, RangeField, useRangeRule } from '../../app/crud/RangeField';
import { RefSelect } from '../../app/crud/RefSelect';
import { durationText } from '../../app/duration';
import { callApi } from '../../app/request';
import { readerToday } from '../../app/time';
import { countOption, trendOption } from './records/analysis-charts';
import { percentText } from './records/range';

interface FilterValues {
  range: DateRange | null;
  lineId?: string;
  typeId?: string;
}

/**
 * Andon analysis (spec 001 §9, ECharts): calls by item, type and line; the top-10 items,
 * workstations and responders; 15- and 30-day trends with timely rates; MTTA, mean time to
 * arrive and MTTR overall and per item. Cancelled calls are not counted (the note says how many).
 */
export default function AnalysisPage() {
  const { t } = useTranslation();
  const rangeRule = useRangeRule();
  const today = useMemo(readerToday, []);
  const [query, setQuery] = useState<AndonAnalysisQuery>(() => ({ ...quickRange('last7Days', today)! }));
  const analysis = useQuery({
    queryKey: ['andon-analysis', query],
    queryFn: () => callApi(andonAnalysisApi.get, { query }),
  });
  const data = analysis.data;
  const callsText = t('andonRecords.figures.calls');
  const trendTexts = {
    calls: callsText,
    response: t('andonRecords.figures.responseRate'),
    resolution: t('andonRecords.figures.resolutionRate'),
  };

  const chart = (key: string, title: string, rows: readonly unknown[], body: ReactNode, span = 12) => (
    <Col xs={24} xl={span} key={key}>
      <Card size="small" title={title} data-testid={`andon-chart-${key}`}>
        {rows.length === 0 ? (
          <Empty description={t('andonRecords.analysis.noData')} style={{ height: 268, paddingTop: 60 }} />
        ) : (
          body
        )}
      </Card>
    </Col>
  );
  const bars = (key: string, title: string, rows: readonly AndonCount[], horizontal = false) =>
    chart(key, title, rows, <EChart option={countOption(rows, callsText, horizontal)} height={280} />, 8);

  const itemColumns: TableColumnsType<AndonItemFigures> = [
    { title: t('andonRecords.fields.item'), dataIndex: 'name', render: (_, row) => `${row.code} ${row.name}` },
    { title: callsText, dataIndex: 'calls', align: 'right', sorter: (a, b) => a.calls - b.calls },
    ...(
      [
        ['mtta', 'mttaSeconds'],
        ['mttArrive', 'mttArriveSeconds'],
        ['mttr', 'mttrSeconds'],
      ] as const
    ).map(([text, key]) => ({
      title: t(`andonRecords.figures.${text}`),
      dataIndex: key,
      align: 'right' as const,
      render: (value: number | null) => durationText(t, value),
    })),
    ...(['responseRate', 'resolutionRate'] as const).map((text) => ({
      title: t(`andonRecords.figures.${text}`),
      dataIndex: text === 'responseRate' ? 'responseTimelyRate' : 'resolutionTimelyRate',
      align: 'right' as const,
      render: (value: number | null) => percentText(value),
    })),
  ];

  return (
    <div data-testid="andon-analysis">
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form<FilterValues>
          layout="inline"
          initialValues={{ range: quickRange('last7Days', today) }}
          onFinish={(values) => {
            if (!values.range) return;
            setQuery({
              startDate: values.range.startDate,
              endDate: values.range.endDate,
              lineId: values.lineId || undefined,
              typeId: values.typeId || undefined,
            });
          }}
          style={{ rowGap: 8 }}
        >
          <Form.Item name="range" rules={[rangeRule]}>
            <RangeField today={today} data-testid="andon-analysis-range" />
          </Form.Item>
          <Form.Item name="lineId">
            <RefSelect
              kind="line"
              allowClear
              placeholder={t('andonRecords.analysis.allLines')}
              style={{ width: 180 }}
            />
          </Form.Item>
          <Form.Item name="typeId">
            <RefSelect
              kind="andonAlarmType"
              allowClear
              placeholder={t('andonRecords.analysis.allTypes')}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={analysis.isFetching}>
                {t('andonRecords.analysis.query')}
              </Button>
              <ExportButton
                route={andonAnalysisApi.export}
                permission={Permissions.andon.analysis.export}
                query={() => query}
                fallbackName="andon-analysis.xlsx"
                testId="andon-analysis-export"
              />
            </Space>
          </Form.Item>
        </Form>
      </Card>
      {analysis.isError && <Alert type="error" showIcon message={(analysis.error as Error).message} />}
      {data ? (
        <Spin spinning={analysis.isFetching}>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {(
              [
                ['calls', data.summary.calls],
                ['responded', data.summary.responded],
                ['mtta', durationText(t, data.summary.mttaSeconds)],
                ['mttArrive', durationText(t, data.summary.mttArriveSeconds)],
                ['mttr', durationText(t, data.summary.mttrSeconds)],
                ['responseRate', percentText(data.summary.responseTimelyRate)],
                ['resolutionRate', percentText(data.summary.resolutionTimelyRate)],
              ] as const
            ).map(([key, value]) => (
              <Col xs={12} md={6} xl={3} key={key}>
                <Card size="small" data-testid={`andon-figure-${key}`}>
                  <Statistic title={t(`andonRecords.figures.${key}`)} value={value} />
                </Card>
              </Col>
            ))}
            {data.summary.cancelled > 0 && (
              <Col xs={24} xl={3} style={{ display: 'flex', alignItems: 'center' }}>
                <Typography.Text type="secondary">
                  {t('andonRecords.analysis.cancelledNote', { count: data.summary.cancelled })}
                </Typography.Text>
              </Col>
            )}
          </Row>
          <Row gutter={[16, 16]}>
            {bars('by-item', t('andonRecords.analysis.byItem'), data.byItem)}
            {bars('by-type', t('andonRecords.analysis.byType'), data.byType)}
            {bars('by-line', t('andonRecords.analysis.byLine'), data.byLine)}
            {bars('top-items', t('andonRecords.analysis.topItems'), data.top.items, true)}
            {bars('top-stations', t('andonRecords.analysis.topStations'), data.top.stations, true)}
            {bars('top-responders', t('andonRecords.analysis.topResponders'), data.top.responders, true)}
            {data.trends.map((trend) =>
              chart(
                `trend-${trend.days}`,
                t('andonRecords.analysis.trend', { days: trend.days }),
                trend.points,
                <EChart option={trendOption(trend.points, trendTexts)} height={280} />,
              ),
            )}
            <Col span={24}>
              <Card size="small" title={t('andonRecords.analysis.itemTimes')}>
                <Table<AndonItemFigures>
                  rowKey="id"
                  size="small"
                  columns={itemColumns}
                  dataSource={data.byItem}
                  pagination={false}
                  data-testid="andon-item-times"
                />
              </Card>
            </Col>
          </Row>
        </Spin>
      ) : (
        !analysis.isError && <Spin style={{ display: 'block', margin: 48 }} />
      )}
    </div>
  );
}
