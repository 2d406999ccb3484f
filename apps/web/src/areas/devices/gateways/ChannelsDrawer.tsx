import {
  type AssignedGatewayType,
  GATEWAY_APIS,
  type Gateway,
  type GatewayChannels,
  Permissions,
} from '@takt/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access/use-access';
import { callApi } from '../../../app/request';

/** Counts on a counter gateway's channels refresh this often while the drawer is open. */
const COUNTS_REFRESH_MS = 30_000;

interface ChannelsDrawerProps {
  type: AssignedGatewayType;
  gateway: Gateway | null;
  onClose: () => void;
  onChanged: () => void;
}

type Row = GatewayChannels['channels'][number];

/**
 * A gateway's channels 1..N with the workstation each serves (workstations of its line), changed
 * by hand or by automatic allotment; a counter gateway's channels show today's count.
 */
export function ChannelsDrawer({ type, gateway, onClose, onChanged }: ChannelsDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const queries = useQueryClient();
  const api = GATEWAY_APIS[type];
  const mayAllot = can(Permissions.gateway[type].allot);
  const [edited, setEdited] = useState<ReadonlyMap<number, string | null>>(new Map());
  const key = [api.channels.path, gateway?.id];
  const view = useQuery({
    queryKey: key,
    queryFn: () => callApi(api.channels, { query: { id: gateway!.id } }),
    enabled: gateway !== null,
    refetchInterval: type === 'counter' ? COUNTS_REFRESH_MS : false,
  });
  const done = (answer: GatewayChannels, text: string) => {
    queries.setQueryData(key, answer);
    setEdited(new Map());
    message.success(text);
    onChanged();
  };
  const allot = async () =>
    done(await callApi(api.allot, { body: { id: gateway!.id } }), t('gateways.channelView.allotted'));
  const save = async () =>
    done(
      await callApi(api.saveChannels, {
        body: { id: gateway!.id, channels: [...edited].map(([channel, stationId]) => ({ channel, stationId })) },
      }),
      t('gateways.channelView.saved'),
    );
  const data = view.data;
  const stationOptions = (data?.stations ?? []).map((station) => ({
    value: station.id,
    label: `${station.code} ${station.name}`,
  }));
  const columns = [
    { title: t('gateways.channelView.channel'), dataIndex: 'channel', width: 90 },
    {
      title: t('gateways.channelView.station'),
      key: 'station',
      render: (_: unknown, row: Row) => (
        <Select
          style={{ width: '100%' }}
          allowClear
          showSearch
          optionFilterProp="label"
          disabled={!mayAllot || !data?.lineId}
          value={edited.has(row.channel) ? edited.get(row.channel) : row.stationId}
          options={stationOptions}
          onChange={(value) => setEdited((current) => new Map(current).set(row.channel, value ?? null))}
          data-testid={`gateway-channel-${row.channel}`}
        />
      ),
    },
    ...(type === 'counter'
      ? [{ title: t('gateways.channelView.todayCount'), dataIndex: 'todayCount', width: 130, align: 'right' as const }]
      : []),
  ];
  return (
    <Drawer
      open={gateway !== null}
      width={640}
      title={gateway && t('gateways.channelView.title', { code: gateway.code })}
      onClose={onClose}
      destroyOnHidden
      extra={
        mayAllot && (
          <Space>
            <Popconfirm title={t('gateways.channelView.allotConfirm')} onConfirm={allot} disabled={!data?.lineId}>
              <Button disabled={!data?.lineId} data-testid="gateway-allot">
                {t('gateways.channelView.allot')}
              </Button>
            </Popconfirm>
            <Button type="primary" disabled={edited.size === 0} onClick={save} data-testid="gateway-channels-save">
              {t('gateways.channelView.save')}
            </Button>
          </Space>
        )
      }
    >
      {data && !data.lineId && <Alert type="info" showIcon message={t('gateways.channelView.noLine')} />}
      {data && data.lineId && data.channels.length === 0 && (
        <Alert type="info" showIcon message={t('gateways.channelView.noChannels')} />
      )}
      <Table<Row>
        rowKey="channel"
        size="small"
        loading={view.isLoading}
        dataSource={data?.channels ?? []}
        columns={columns}
        pagination={false}
        style={{ marginTop: 12 }}
      />
    </Drawer>
  );
}
