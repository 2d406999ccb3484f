import {
  ENVIRON_DEFAULT_LIMITS,
  type EnvironLimits,
  type EnvironValueConfig,
  environValueConfigApi,
  Permissions,
} from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../app/access/TableActions';
import { useAccess } from '../../app/access/use-access';
import { callApi } from '../../app/request';
import { measureText } from './environ/format';
import { LimitsForm, type LimitsTarget } from './environ/LimitsForm';

const P = Permissions.environ.valueConfig;
type DeviceLimits = EnvironValueConfig['devices'][number];

const rangeText = (limits: EnvironLimits, metric: 'temperature' | 'humidity') =>
  `${measureText(metric, limits[`${metric}Lower`])} – ${measureText(metric, limits[`${metric}Upper`])}`;

/** Limit settings: the enterprise's default and each device's own limits (or "follows the default"). */
export default function EnvironmentValueConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const [target, setTarget] = useState<LimitsTarget | null>(null);
  const config = useQuery({
    queryKey: ['environ', 'value-config'],
    queryFn: ({ signal }) => callApi(environValueConfigApi.list, { signal }),
  });
  const defaults = config.data?.defaults;
  // What a device is held to: its own limits, else the default (both come in one answer).
  const limitsOf = (row: DeviceLimits) => row.own ?? defaults ?? ENVIRON_DEFAULT_LIMITS;
  const saved = () => {
    setTarget(null);
    message.success(t('environ.limits.saved'));
    void config.refetch();
  };
  const limitItems = (limits: EnvironLimits) => [
    { key: 't', label: t('environ.limits.temperature'), children: rangeText(limits, 'temperature') },
    { key: 'h', label: t('environ.limits.humidity'), children: rangeText(limits, 'humidity') },
    { key: 'd', label: t('environ.limits.delaySeconds'), children: limits.delaySeconds },
    { key: 'tb', label: t('environ.limits.temperatureHysteresis'), children: limits.temperatureHysteresis },
    { key: 'hb', label: t('environ.limits.humidityHysteresis'), children: limits.humidityHysteresis },
  ];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="environ-value-config">
      <Card
        title={`${t('environ.limits.title')} · ${t('environ.limits.defaults')}`}
        loading={config.isPending}
        extra={
          can(P.edit) &&
          defaults && (
            <Button
              data-testid="environLimits-editDefault"
              onClick={() => setTarget({ deviceId: null, title: t('environ.limits.defaults'), limits: defaults })}
            >
              {t('environ.limits.edit')}
            </Button>
          )
        }
      >
        {defaults && <Descriptions column={{ xs: 1, md: 2, xl: 3 }} items={limitItems(defaults)} />}
        <div style={{ color: 'var(--ant-color-text-secondary)' }}>{t('environ.limits.defaultsHelp')}</div>
      </Card>
      <Card>
        <Table<DeviceLimits>
          rowKey="deviceId"
          loading={config.isPending}
          dataSource={config.data?.devices ?? []}
          scroll={{ x: true }}
          pagination={{ defaultPageSize: 20, showSizeChanger: true }}
          columns={[
            { title: t('crud.code'), dataIndex: 'code', sorter: (a, b) => a.code.localeCompare(b.code) },
            { title: t('crud.name'), dataIndex: 'name' },
            {
              title: t('environ.limits.temperature'),
              render: (_, row) => rangeText(limitsOf(row), 'temperature'),
            },
            { title: t('environ.limits.humidity'), render: (_, row) => rangeText(limitsOf(row), 'humidity') },
            { title: t('environ.limits.delay'), render: (_, row) => `${limitsOf(row).delaySeconds} s` },
            {
              title: t('environ.limits.own'),
              render: (_, row) =>
                row.own ? (
                  <Tag color="blue">{t('environ.limits.own')}</Tag>
                ) : (
                  <Tag>{t('environ.limits.followsDefault')}</Tag>
                ),
            },
            {
              title: t('crud.actions'),
              fixed: 'right',
              render: (_, row) => (
                <TableActions
                  actions={[
                    {
                      key: 'editLimits',
                      label: t('environ.limits.edit'),
                      permission: P.edit,
                      onClick: () =>
                        setTarget({
                          deviceId: row.deviceId,
                          title: t('environ.limits.editDevice', { code: row.code }),
                          limits: limitsOf(row),
                        }),
                    },
                    {
                      key: 'resetLimits',
                      label: t('environ.limits.reset'),
                      permission: P.edit,
                      visible: row.own !== null,
                      confirm: t('environ.limits.resetConfirm'),
                      onClick: async () => {
                        await callApi(environValueConfigApi.reset, { body: { deviceId: row.deviceId } });
                        saved();
                      },
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
      <LimitsForm target={target} onClose={() => setTarget(null)} onSaved={saved} />
    </div>
  );
}
