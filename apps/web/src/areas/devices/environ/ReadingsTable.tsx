import { ENVIRON_QUERY_MAX_DAYS, type EnvironReading, environHistoryApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../app/request';
import { dateTimeText } from '../../../app/time';
import { measureText } from './format';

/** A device's samples over a range of its reader's choosing (at most 31 days), paged by the server. */
export function ReadingsTable({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(1, 'hour'), dayjs()]);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const tooLong = range[1].diff(range[0], 'day', true) > ENVIRON_QUERY_MAX_DAYS;
  const readings = useQuery({
    queryKey: ['environ', 'readings', deviceId, range[0].valueOf(), range[1].valueOf(), paging],
    enabled: !tooLong,
    queryFn: ({ signal }) =>
      callApi(environHistoryApi.readings, {
        query: { deviceId, from: range[0].toISOString(), to: range[1].toISOString(), ...paging },
        signal,
      }),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <DatePicker.RangePicker
        showTime
        allowClear={false}
        value={range}
        aria-label={t('environ.history.custom')}
        onChange={(next) => {
          if (next?.[0] && next[1]) {
            setRange([next[0], next[1]]);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }
        }}
      />
      {tooLong && (
        <Alert type="warning" showIcon message={t('environ.alarm.rangeTooLong', { max: ENVIRON_QUERY_MAX_DAYS })} />
      )}
      <Table<EnvironReading>
        rowKey="at"
        size="small"
        loading={readings.isFetching}
        dataSource={readings.data?.rows ?? []}
        data-testid="environ-readings"
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: readings.data?.totalRows ?? 0,
          showSizeChanger: true,
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
        columns={[
          { title: t('environ.history.time'), dataIndex: 'at', render: (at: string) => dateTimeText(at) },
          {
            title: t('environ.metric.temperature'),
            dataIndex: 'temperature',
            align: 'right',
            render: (value: number | null) => measureText('temperature', value),
          },
          {
            title: t('environ.metric.humidity'),
            dataIndex: 'humidity',
            align: 'right',
            render: (value: number | null) => measureText('humidity', value),
          },
        ]}
      />
    </Space>
  );
}
