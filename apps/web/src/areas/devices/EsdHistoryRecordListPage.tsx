import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import {
  DATE_RANGE_MAX_DAYS,
  DEVICE_HISTORY_RANGES_MINUTES,
  DEVICE_TREND_DAYS,
  ESD_METRICS,
  type EsdMetric,
  type EsdReading,
  esdFloorApi,
  Permissions,
} from '@takt/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Empty, Segmented, Space, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../app/access/use-access';
import { EChart } from '../../app/components/EChart';
import { lastDays } from '../../app/crud/log-days';
import { RefSelect } from '../../app/crud/RefSelect';
import { downloadFile } from '../../app/download';
import { durationText } from '../../app/duration';
import { callApi } from '../../app/request';
import { dateTimeText } from '../../app/time';
import { seriesChartOption } from './esd-floor/history-chart';

const PAGE_SIZE = 20;
const UNITS: Record<EsdMetric, string> = { resistance: 'MΩ', voltage: 'V' };

/** A collector's history: chart over the spec's ranges, 30-day trend, and its readings (paged, sorted, exported). */
export default function EsdHistoryRecordListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const collectorId = params.get('collector') ?? undefined;
  const [metric, setMetric] = useState<EsdMetric>('resistance');
  const rangeLabel = (minutes: number) => durationText(t, minutes * 60);
  const chartTexts = {
    mean: t('esdFloor.history.mean'),
    band: t('esdFloor.history.band'),
    unit: UNITS[metric],
  };

  return (
    <PageContainer
      title={t('esdFloor.history.title')}
      extra={
        <Space wrap>
          <RefSelect
            kind="esdCollector"
            value={collectorId}
            allowClear={false}
            placeholder={t('esdFloor.history.pickCollector')}
            style={{ width: 260 }}
            onChange={(value) => typeof value === 'string' && setParams({ collector: value }, { replace: true })}
            data-testid="esd-history-collector"
          />
          <Segmented<EsdMetric>
            value={metric}
            onChange={setMetric}
            options={ESD_METRICS.map((value) => ({ value, label: t(`esdFloor.metric.${value}`) }))}
            data-testid="esd-history-metric"
          />
        </Space>
      }
    >
      {!collectorId ? (
        <Empty description={t('esdFloor.history.pickCollector')} />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <SeriesCard collectorId={collectorId} metric={metric} texts={chartTexts} rangeLabel={rangeLabel} />
          <Card size="small" title={t('esdFloor.history.trend', { days: DEVICE_TREND_DAYS })}>
            <TrendChart collectorId={collectorId} metric={metric} texts={chartTexts} />
          </Card>
          <ReadingsCard collectorId={collectorId} metric={metric} />
        </Space>
      )}
    </PageContainer>
  );
}

type ChartTexts = Parameters<typeof seriesChartOption>[1];

function SeriesCard(props: {
  collectorId: string;
  metric: EsdMetric;
  texts: ChartTexts;
  rangeLabel: (minutes: number) => string;
}) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState<number>(60);
  const query = { collectorId: props.collectorId, metric: props.metric, minutes: String(minutes) };
  const series = useQuery({
    queryKey: ['esd-history', 'series', query],
    queryFn: () => callApi(esdFloorApi.series, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  return (
    <Card
      size="small"
      title={t('esdFloor.history.series')}
      extra={
        <Segmented<number>
          value={minutes}
          onChange={setMinutes}
          options={DEVICE_HISTORY_RANGES_MINUTES.map((value) => ({ value, label: props.rangeLabel(value) }))}
          data-testid="esd-history-range"
        />
      }
    >
      {series.data?.points.length === 0 ? (
        <Empty description={t('esdFloor.history.noData')} />
      ) : (
        <EChart option={seriesChartOption(series.data?.points ?? [], props.texts)} data-testid="esd-history-chart" />
      )}
    </Card>
  );
}

function TrendChart({ collectorId, metric, texts }: { collectorId: string; metric: EsdMetric; texts: ChartTexts }) {
  const { t } = useTranslation();
  const query = { collectorId, metric };
  const trend = useQuery({
    queryKey: ['esd-history', 'trend', query],
    queryFn: () => callApi(esdFloorApi.trend, { query }),
    placeholderData: keepPreviousData,
  });
  return trend.data?.points.length === 0 ? (
    <Empty description={t('esdFloor.history.noData')} />
  ) : (
    <EChart option={seriesChartOption(trend.data?.points ?? [], texts)} data-testid="esd-trend-chart" />
  );
}

function ReadingsCard({ collectorId, metric }: { collectorId: string; metric: EsdMetric }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const canExport = useAccess()(Permissions.esd.historyRecord.export);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => lastDays());
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<{ field?: 'at' | 'value'; order?: 'ascend' | 'descend' }>({});
  const filters = {
    collectorId,
    metric,
    startDate: range[0].format('YYYY-MM-DD'),
    endDate: range[1].format('YYYY-MM-DD'),
  };
  const query = { ...filters, pageNo, pageSize: PAGE_SIZE, sortField: sort.field, sortOrder: sort.order };
  const readings = useQuery({
    queryKey: ['esd-history', 'readings', query],
    queryFn: () => callApi(esdFloorApi.readings, { query }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<EsdReading> = [
    {
      title: t('esdFloor.history.time'),
      dataIndex: 'at',
      sorter: true,
      sortOrder: sort.field === 'at' ? sort.order : null,
      render: dateTimeText,
    },
    {
      title: `${t(`esdFloor.metric.${metric}`)} (${UNITS[metric]})`,
      dataIndex: 'value',
      sorter: true,
      sortOrder: sort.field === 'value' ? sort.order : null,
      align: 'right',
    },
  ];
  const exportReadings = async () => {
    try {
      await downloadFile(esdFloorApi.export, {
        query: filters,
        language: i18n.language,
        fallbackName: 'esd-readings.xlsx',
      });
    } catch (error) {
      message.error((error as Error).message);
    }
  };
  return (
    <Card
      size="small"
      title={t('esdFloor.history.readings')}
      extra={
        <Space wrap>
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            data-testid="esd-history-dates"
            disabledDate={(current, info) =>
              info.from ? Math.abs(current.diff(info.from, 'day')) >= DATE_RANGE_MAX_DAYS : false
            }
            onChange={(value) => {
              if (value?.[0] && value[1]) {
                setRange([value[0], value[1]]);
                setPageNo(1);
              }
            }}
          />
          {canExport && (
            <Button icon={<DownloadOutlined />} onClick={() => void exportReadings()} data-testid="esd-history-export">
              {t('esdFloor.history.export')}
            </Button>
          )}
        </Space>
      }
    >
      <Table<EsdReading>
        rowKey={(row) => `${row.at}-${row.metric}`}
        size="small"
        data-testid="esd-history-readings"
        loading={readings.isFetching}
        columns={columns}
        dataSource={readings.data?.rows ?? []}
        onChange={(_pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          setSort({
            field: one?.order ? (one.field as 'at' | 'value') : undefined,
            order: one?.order ?? undefined,
          });
          setPageNo(1);
        }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: readings.data?.totalRows ?? 0,
          showSizeChanger: false,
          onChange: setPageNo,
        }}
      />
    </Card>
  );
}
