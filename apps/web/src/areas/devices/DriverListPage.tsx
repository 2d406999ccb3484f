import {
  IOT_DRIVER_CODE_MAX,
  IOT_DRIVER_CODE_PATTERN,
  IOT_DRIVER_DESCRIPTION_MAX,
  IOT_DRIVER_NAME_MAX,
  type IotDriver,
  iotDriverApi,
  Permissions,
} from '@takt/contracts';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { MappingField, NEW_MAPPING_ROW } from './iot/MappingField';
import { MappingTable } from './iot/MappingTable';

/** IoT drivers: code, name, description and the mapping of a device's telemetry to readings, tested on a sample. */
const drivers = defineResourcePage<IotDriver>({
  api: iotDriverApi,
  permissions: Permissions.iot.driver,
  testId: 'iotDriver',
  settingsKey: 'iot-drivers',
  texts: { title: 'iot.driver.title', add: 'iot.driver.add', edit: 'iot.driver.edit', detail: 'iot.driver.detail' },
  coded: { codeMax: IOT_DRIVER_CODE_MAX, nameMax: IOT_DRIVER_NAME_MAX, codePattern: IOT_DRIVER_CODE_PATTERN },
  detail: true,
  formWidth: 980,
  fields: [
    {
      name: 'description',
      label: 'iot.driver.description',
      input: { kind: 'text', max: IOT_DRIVER_DESCRIPTION_MAX },
      wide: true,
      column: { ellipsis: true, responsive: ['xxl'] },
    },
    {
      name: 'mapping',
      label: 'iot.driver.mapping',
      help: 'iot.driver.mappingHelp',
      input: { kind: 'custom', Field: MappingField },
      initial: [NEW_MAPPING_ROW],
      wide: true,
      column: { ellipsis: true },
      render: (row, t) =>
        t('iot.driver.readings', { count: row.mapping.length }) +
        ': ' +
        row.mapping.map((m) => (m.unit ? `${m.label} (${m.unit})` : m.label)).join(', '),
    },
    {
      name: 'devices',
      label: 'iot.driver.devices',
      column: { align: 'right', width: 90 },
    },
  ],
  expandable: (row) => <MappingTable mapping={row.mapping} />,
});

export default function DriverListPage() {
  return <ResourcePage resource={drivers} />;
}
