import { DownloadOutlined } from '@ant-design/icons';
import { type IotLatestValue, type IotReading, iotDataApi, Permissions } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access/use-access';
import { downloadFile } from '../../../app/download';
import { callApi, isApiError } from '../../../app/request';
import { formatTime } from '../../../app/time';

/** The device's readings in the span, newest first, paged on the server; one metric or all; export. */
export function ReadingsTable({
  deviceId,
  metrics,
  times,
  tick,
}: {
  deviceId: string;
  metrics: IotLatestValue[];
  times: { from: string; to: string };
  tick: number;
}) {
  const { t, i18n } = useTranslation();
  const can = useAccess();
  const { message } = App.useApp();
  const [metric, setMetric] = useState<string | undefined>();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const filter = { deviceId, metric, ...times };
  const page = useQuery({
    queryKey: ['iot-readings', filter, paging, tick],
    queryFn: () => callApi(iotDataApi.readings, { query: { ...filter, ...paging } }),
    placeholderData: (previous) => previous,
  });
  const unitOf = new Map(metrics.map((m) => [m.metric, m]));
  const exportReadings = async () => {
    try {
      await downloadFile(iotDataApi.export, {
        query: filter,
        language: i18n.language,
        fallbackName: 'iot-readings.xlsx',
      });
    } catch (error) {
      message.error(isApiError(error) ? error.message : String(error));
    }
  };
  return (
    <Card
      size="small"
      title={t('iot.data.table')}
      extra={
        <Space wrap>
          <Select
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('iot.data.allMetrics')}
            value={metric}
            onChange={(value) => {
              setMetric(value);
              setPaging((p) => ({ ...p, pageNo: 1 }));
            }}
            options={metrics.map((m) => ({ value: m.metric, label: m.label }))}
            data-testid="iot-readings-metric"
          />
          {can(Permissions.iot.data.export) && (
            <Button icon={<DownloadOutlined />} onClick={() => void exportReadings()} data-testid="iot-readings-export">
              {t('iot.data.export')}
            </Button>
          )}
        </Space>
      }
    >
      <Table<IotReading>
        size="small"
        rowKey={(row) => `${row.at}/${row.metric}`}
        loading={page.isFetching && !page.data}
        dataSource={page.data?.rows ?? []}
        scroll={{ x: 480 }}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: page.data?.totalRows ?? 0,
          showSizeChanger: true,
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
        columns={[
          { title: t('iot.data.at'), dataIndex: 'at', render: (at: string) => formatTime(at), width: 190 },
          { title: t('iot.data.metric'), dataIndex: 'metric', render: (m: string) => unitOf.get(m)?.label ?? m },
          {
            title: t('iot.data.value'),
            dataIndex: 'value',
            align: 'right',
            render: (value: number, row) => {
              const known = unitOf.get(row.metric);
              const text = known?.decimals == null ? String(value) : value.toFixed(known.decimals);
              return `${text} ${known?.unit ?? ''}`.trim();
            },
          },
        ]}
        data-testid="iot-readings"
      />
    </Card>
  );
}
