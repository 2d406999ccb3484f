import {
  DEVICE_CLIENT_CODE_PATTERN,
  ENVIRON_DEVICE_CODE_MAX,
  ENVIRON_DEVICE_NAME_MAX,
  ENVIRON_LOCATION_MAX,
  type EnvironDevice,
  environDeviceApi,
  environDeviceTokenApi,
  Permissions,
} from '@takt/contracts';
import { App, Badge, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';
import { measureText } from './environ/format';

const P = Permissions.environ.device;

/** Temperature and humidity devices: sensors that sign in to the device bus with their code and token. */
export default function EnvironmentDeviceListPage() {
  const { modal } = App.useApp();
  // Built once per dialog API: the new token is shown in the app's modal.
  const devices = useMemo(
    () =>
      defineResourcePage<EnvironDevice>({
        api: environDeviceApi,
        permissions: P,
        testId: 'environDevice',
        settingsKey: 'environ-devices',
        texts: {
          title: 'environ.device.title',
          add: 'environ.device.add',
          edit: 'environ.device.edit',
          detail: 'environ.device.detail',
        },
        coded: {
          codeMax: ENVIRON_DEVICE_CODE_MAX,
          nameMax: ENVIRON_DEVICE_NAME_MAX,
          codePattern: DEVICE_CLIENT_CODE_PATTERN,
          codeHelp: 'environ.device.codeHelp',
        },
        detail: true,
        fields: [
          {
            name: 'online',
            label: 'environ.device.state',
            column: { search: true, width: 100 },
            options: {
              values: ['true', 'false'],
              texts: 'environ.online',
              colors: { true: 'green', false: 'default' },
            },
            render: (row, t) => (
              <Badge status={row.online ? 'success' : 'default'} text={t(`environ.online.${row.online}`)} />
            ),
          },
          {
            name: 'lastSample',
            label: 'environ.device.lastSample',
            column: { width: 220 },
            render: (row, t) =>
              row.sampledAt ? (
                <Space size={4} wrap>
                  <Tag color="orange">{measureText('temperature', row.temperature)}</Tag>
                  <Tag color="blue">{measureText('humidity', row.humidity)}</Tag>
                  <Typography.Text type="secondary">{dateTimeText(row.sampledAt)}</Typography.Text>
                </Space>
              ) : (
                t('environ.history.noSample')
              ),
          },
          {
            name: 'openAlarms',
            label: 'environ.device.openAlarms',
            column: { width: 100, align: 'right' },
            render: (row) => (row.openAlarms > 0 ? <Tag color="red">{row.openAlarms}</Tag> : 0),
          },
          {
            name: 'workshopId',
            label: 'environ.device.workshop',
            input: { kind: 'ref', ref: 'workshop' },
            column: { search: true, responsive: ['lg'] },
            render: (row) => row.workshopName ?? '–',
          },
          {
            name: 'lineId',
            label: 'environ.device.line',
            input: { kind: 'ref', ref: 'line' },
            column: { search: true, responsive: ['xl'] },
            render: (row) => row.lineName ?? '–',
          },
          {
            name: 'location',
            label: 'environ.device.location',
            input: { kind: 'text', max: ENVIRON_LOCATION_MAX },
            column: { responsive: ['xl'] },
          },
          {
            name: 'enabled',
            label: 'environ.device.enabled',
            input: { kind: 'switch' },
            initial: true,
            column: { width: 90 },
          },
          {
            name: 'token',
            label: 'environ.device.token',
            column: false,
            render: (row) => <Typography.Text copyable>{row.token}</Typography.Text>,
          },
        ],
        rowActions: (row, page) => [
          {
            key: 'newToken',
            label: page.t('environ.device.newToken'),
            permission: P.edit,
            confirm: page.t('environ.device.newTokenConfirm'),
            onClick: async () => {
              const renewed = await callApi(environDeviceTokenApi, { body: { id: row.id } });
              page.reload();
              modal.info({
                title: page.t('environ.device.newTokenDone', { code: renewed.code }),
                content: <Typography.Text copyable>{renewed.token}</Typography.Text>,
              });
            },
          },
        ],
      }),
    [modal],
  );
  return <ResourcePage resource={devices} />;
}
