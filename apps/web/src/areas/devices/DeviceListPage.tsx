import {
  IOT_DEVICE_CODE_MAX,
  IOT_DEVICE_CODE_PATTERN,
  IOT_DEVICE_NAME_MAX,
  IOT_DEVICE_REMARK_MAX,
  IOT_DEVICE_TYPE_MAX,
  type IotDevice,
  iotDeviceApi,
  Permissions,
} from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, type ResourcePageHandle, remarkField } from '../../app/resource/resource-def';
import { DeviceState, DeviceToken, LastSeen } from './iot/DeviceState';
import { LiveDevicesContext, useLiveDeviceUpdates } from './iot/live-devices';

const P = Permissions.iot.device;

/** IoT devices: device-bus clients with a driver, on a line and workstation; token, enabled, online live. */
const devices = defineResourcePage<IotDevice>({
  api: iotDeviceApi,
  permissions: P,
  testId: 'iotDevice',
  settingsKey: 'iot-devices',
  texts: { title: 'iot.device.title', add: 'iot.device.add', edit: 'iot.device.edit', detail: 'iot.device.detail' },
  coded: {
    codeMax: IOT_DEVICE_CODE_MAX,
    nameMax: IOT_DEVICE_NAME_MAX,
    codePattern: IOT_DEVICE_CODE_PATTERN,
    codeHelp: 'iot.device.codeHelp',
  },
  detail: true,
  fields: [
    {
      name: 'state',
      label: 'iot.device.state',
      column: { width: 110 },
      render: (row) => <DeviceState row={row} />,
    },
    {
      name: 'type',
      label: 'iot.device.type',
      help: 'iot.device.typeHelp',
      input: { kind: 'text', max: IOT_DEVICE_TYPE_MAX },
      column: { sort: true, search: true, responsive: ['md'] },
    },
    {
      name: 'driverId',
      label: 'iot.device.driver',
      input: { kind: 'ref', ref: 'iotDriver', required: true },
      column: { search: true },
      render: (row) => `${row.driverCode} ${row.driverName}`,
    },
    {
      name: 'lineId',
      label: 'iot.device.line',
      input: { kind: 'ref', ref: 'line' },
      column: { search: true, responsive: ['lg'] },
      render: (row) => row.lineName ?? '—',
    },
    {
      name: 'stationId',
      label: 'iot.device.station',
      input: { kind: 'ref', ref: 'station' },
      column: { responsive: ['xl'] },
      render: (row) => row.stationName ?? '—',
    },
    {
      name: 'gatewayCode',
      label: 'iot.device.gateway',
      column: { responsive: ['xxl'] },
      render: (row) => row.gatewayCode ?? '—',
    },
    {
      name: 'lastSeenAt',
      label: 'iot.device.lastSeen',
      column: { sort: true, width: 170, responsive: ['md'] },
      render: (row) => <LastSeen row={row} />,
    },
    {
      name: 'missingCount',
      label: 'iot.device.missing',
      help: 'iot.device.missingHelp',
      column: false,
    },
    { name: 'token', label: 'iot.device.token', column: false, render: (row) => <DeviceToken row={row} /> },
    remarkField(IOT_DEVICE_REMARK_MAX, 2),
  ],
});

/** The device data page beside this one (`…/device` → `…/data`), opened on the device. */
function useOpenData() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (row: IotDevice) => void navigate(`${pathname.replace(/[^/]+\/?$/, 'data')}?device=${row.id}`);
}

export default function DeviceListPage() {
  const { t } = useTranslation();
  const openData = useOpenData();
  const live = useLiveDeviceUpdates();
  const act = async (
    route: typeof iotDeviceApi.enable,
    row: IotDevice,
    done: string,
    handle: ResourcePageHandle<IotDevice>,
  ) => {
    await callApi(route, { body: { id: row.id } });
    handle.changed(done);
  };
  return (
    <LiveDevicesContext.Provider value={live}>
      <ResourcePage
        resource={devices}
        rowActions={(row, handle) => [
          {
            key: 'data',
            label: t('iot.device.data'),
            permission: Permissions.iot.data.page,
            onClick: () => openData(row),
          },
          {
            key: 'disable',
            label: t('iot.device.disable'),
            permission: P.disable,
            visible: row.enabled,
            onClick: () => void act(iotDeviceApi.disable, row, t('iot.device.disabledDone'), handle),
          },
          {
            key: 'enable',
            label: t('iot.device.enable'),
            permission: P.enable,
            visible: !row.enabled,
            onClick: () => void act(iotDeviceApi.enable, row, t('iot.device.enabled'), handle),
          },
          {
            key: 'token',
            label: t('iot.device.newToken'),
            permission: P.edit,
            confirm: t('iot.device.newTokenConfirm', { code: row.code }),
            onClick: () => void act(iotDeviceApi.newToken, row, t('iot.device.tokenChanged'), handle),
          },
        ]}
      />
    </LiveDevicesContext.Provider>
  );
}
