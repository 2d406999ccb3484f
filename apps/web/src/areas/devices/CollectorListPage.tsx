import {
  ESD_AIR_VOLUME_LEVEL_MAX,
  ESD_AIR_VOLUME_LEVEL_MIN,
  ESD_CLEANING_DURATION_MAX_SECONDS,
  ESD_CLEANING_INTERVAL_MAX_MINUTES,
  ESD_CODE_MAX,
  ESD_NAME_MAX,
  ESD_OFFSET_MAX,
  ESD_REMARK_MAX,
  ESD_RESISTANCE_MAX,
  ESD_STATES,
  ESD_VOLTAGE_MAX,
  ESD_WARNING_THRESHOLD_MAX,
  ESD_WARNING_THRESHOLD_MIN,
  type EsdCollector,
  esdCollectorApi,
  GATEWAY_CHANNEL_MAX,
  Permissions,
  RECORD_CODE_PATTERN,
} from '@takt/contracts';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, remarkField } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';
import { limitField, limitsText } from './esd/esd-limits';
import { ESD_STATE_COLORS, EsdLiveProvider, LiveReading, LiveState } from './esd/esd-live';

const resistance = { min: 0, max: ESD_RESISTANCE_MAX };
const voltage = { min: -ESD_VOLTAGE_MAX, max: ESD_VOLTAGE_MAX };

/**
 * ESD collectors (spec 001 §3): type, gateway and address (its channel), line and workstation,
 * limits (blank: the type's), warning threshold, offset, air volume level, cleaning settings; the
 * state and readings are live (the hub's DeviceUpdate).
 */
const collectors = defineResourcePage<EsdCollector>({
  api: esdCollectorApi,
  permissions: Permissions.esd.collector,
  testId: 'esdCollector',
  settingsKey: 'esd-collectors',
  texts: {
    title: 'esd.collectors.title',
    add: 'esd.collectors.add',
    edit: 'esd.collectors.edit',
    detail: 'esd.collectors.detail',
  },
  coded: { codeMax: ESD_CODE_MAX, nameMax: ESD_NAME_MAX, codePattern: RECORD_CODE_PATTERN },
  detail: true,
  noCreatedAt: true,
  formWidth: 720,
  fields: [
    {
      name: 'state',
      label: 'esd.fields.state',
      options: { values: ESD_STATES, texts: 'esd.states', colors: ESD_STATE_COLORS },
      column: { search: true, width: 150 },
      render: (row) => <LiveState row={row} />,
    },
    {
      name: 'resistance',
      label: 'esd.fields.resistance',
      column: { width: 120, align: 'right' },
      render: (row) => <LiveReading row={row} metric="resistance" />,
    },
    {
      name: 'voltage',
      label: 'esd.fields.voltage',
      column: { width: 110, align: 'right', responsive: ['xxl'] },
      render: (row) => <LiveReading row={row} metric="voltage" />,
    },
    {
      name: 'typeId',
      label: 'esd.fields.type',
      input: { kind: 'ref', ref: 'esdCollectorType', required: true },
      column: { search: true, responsive: ['xxl'] },
      render: (row) => row.typeName || '-',
    },
    {
      name: 'lineId',
      label: 'esd.fields.line',
      input: { kind: 'ref', ref: 'line', required: true },
      column: { search: true, width: 120 },
      render: (row) => <span title={row.lineName}>{row.lineCode || '-'}</span>,
    },
    {
      name: 'stationId',
      label: 'esd.fields.station',
      input: { kind: 'ref', ref: 'station', required: true },
      column: { search: true, width: 140 },
      render: (row) => <span title={row.stationName}>{row.stationCode || '-'}</span>,
    },
    {
      name: 'gatewayId',
      label: 'esd.fields.gateway',
      input: { kind: 'ref', ref: 'gateway', required: true },
      column: { search: true, width: 130, responsive: ['xl'] },
      render: (row) => row.gatewayCode || '-',
    },
    {
      name: 'address',
      label: 'esd.fields.address',
      input: { kind: 'number', min: 1, max: GATEWAY_CHANNEL_MAX, required: true },
      column: { sort: true, width: 100, align: 'right' },
    },
    limitField('resistanceLower', 'esd.fields.resistanceLower', resistance, { help: 'esd.fields.limitsHelp' }),
    limitField('resistanceUpper', 'esd.fields.resistanceUpper', resistance, {
      lower: 'resistanceLower',
      help: 'esd.fields.limitsHelp',
    }),
    limitField('voltageLower', 'esd.fields.voltageLower', voltage, { help: 'esd.fields.limitsHelp' }),
    limitField('voltageUpper', 'esd.fields.voltageUpper', voltage, {
      lower: 'voltageLower',
      help: 'esd.fields.limitsHelp',
    }),
    {
      name: 'resistanceLimits',
      label: 'esd.fields.resistanceLimits',
      column: { width: 140, responsive: ['xxl'] },
      render: (row) => limitsText(row.resistanceLower, row.resistanceUpper),
    },
    {
      name: 'voltageLimits',
      label: 'esd.fields.voltageLimits',
      column: false,
      render: (row) => limitsText(row.voltageLower, row.voltageUpper),
    },
    {
      name: 'warningThreshold',
      label: 'esd.fields.warningThreshold',
      help: 'esd.fields.warningThresholdHelp',
      input: { kind: 'number', min: ESD_WARNING_THRESHOLD_MIN, max: ESD_WARNING_THRESHOLD_MAX },
      column: false,
    },
    {
      name: 'offset',
      label: 'esd.fields.offset',
      help: 'esd.fields.offsetHelp',
      input: { kind: 'number', min: -ESD_OFFSET_MAX, max: ESD_OFFSET_MAX, precision: 3 },
      initial: 0,
      column: false,
    },
    {
      name: 'airVolumeLevel',
      label: 'esd.fields.airVolumeLevel',
      input: { kind: 'number', min: ESD_AIR_VOLUME_LEVEL_MIN, max: ESD_AIR_VOLUME_LEVEL_MAX },
      initial: 3,
      column: false,
    },
    { name: 'cleaningEnabled', label: 'esd.fields.cleaningEnabled', input: { kind: 'switch' }, column: false },
    {
      name: 'cleaningIntervalMinutes',
      label: 'esd.fields.cleaningIntervalMinutes',
      input: { kind: 'number', min: 1, max: ESD_CLEANING_INTERVAL_MAX_MINUTES },
      initial: 240,
      column: false,
    },
    {
      name: 'cleaningDurationSeconds',
      label: 'esd.fields.cleaningDurationSeconds',
      input: { kind: 'number', min: 1, max: ESD_CLEANING_DURATION_MAX_SECONDS },
      initial: 30,
      column: false,
    },
    {
      name: 'enabled',
      label: 'esd.fields.enabled',
      input: { kind: 'switch' },
      initial: true,
      column: false,
    },
    {
      name: 'lastSeenAt',
      label: 'esd.fields.lastSeenAt',
      column: false,
      render: (row) => dateTimeText(row.lastSeenAt),
    },
    remarkField(ESD_REMARK_MAX, 2),
  ],
});

export default function CollectorListPage() {
  return (
    <EsdLiveProvider>
      <ResourcePage resource={collectors} />
    </EsdLiveProvider>
  );
}
