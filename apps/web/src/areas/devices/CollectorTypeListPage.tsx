import {
  ESD_CODE_MAX,
  ESD_COLLECTOR_KINDS,
  ESD_KIND_DEFAULTS,
  ESD_NAME_MAX,
  ESD_REMARK_MAX,
  ESD_RESISTANCE_MAX,
  ESD_VOLTAGE_MAX,
  ESD_WARNING_THRESHOLD_MAX,
  ESD_WARNING_THRESHOLD_MIN,
  type EsdCollectorType,
  esdCollectorTypeApi,
  Permissions,
  RECORD_CODE_PATTERN,
} from '@takt/contracts';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, remarkField } from '../../app/resource/resource-def';
import { limitField, limitsText } from './esd/esd-limits';

const defaults = ESD_KIND_DEFAULTS.wristStrap;
const resistance = { min: 0, max: ESD_RESISTANCE_MAX };
const voltage = { min: -ESD_VOLTAGE_MAX, max: ESD_VOLTAGE_MAX };

/** ESD collector types: kind and the limits their collectors start from; in use while collectors have them. */
const types = defineResourcePage<EsdCollectorType>({
  api: esdCollectorTypeApi,
  permissions: Permissions.esd.collectorType,
  testId: 'esdCollectorType',
  settingsKey: 'esd-collector-types',
  texts: { title: 'esd.types.title', add: 'esd.types.add', edit: 'esd.types.edit' },
  coded: { codeMax: ESD_CODE_MAX, nameMax: ESD_NAME_MAX, codePattern: RECORD_CODE_PATTERN },
  fields: [
    {
      name: 'kind',
      label: 'esd.fields.kind',
      options: { values: ESD_COLLECTOR_KINDS, texts: 'esd.kinds' },
      input: { kind: 'enum', required: true },
      initial: 'wristStrap',
      column: { sort: true, search: true, width: 150 },
    },
    {
      ...limitField('resistanceLower', 'esd.fields.resistanceLower', resistance),
      input: { kind: 'number', min: 0, max: ESD_RESISTANCE_MAX, precision: 3, required: true },
      initial: defaults.resistanceLower,
    },
    {
      ...limitField('resistanceUpper', 'esd.fields.resistanceUpper', resistance, { lower: 'resistanceLower' }),
      input: { kind: 'number', min: 0, max: ESD_RESISTANCE_MAX, precision: 3, required: true },
      initial: defaults.resistanceUpper,
    },
    {
      ...limitField('voltageLower', 'esd.fields.voltageLower', voltage),
      input: { kind: 'number', ...voltage, precision: 3, required: true },
      initial: defaults.voltageLower,
    },
    {
      ...limitField('voltageUpper', 'esd.fields.voltageUpper', voltage, { lower: 'voltageLower' }),
      input: { kind: 'number', ...voltage, precision: 3, required: true },
      initial: defaults.voltageUpper,
    },
    {
      name: 'resistanceLimits',
      label: 'esd.fields.resistanceLimits',
      column: { width: 150 },
      detail: false,
      render: (row) => limitsText(row.resistanceLower, row.resistanceUpper),
    },
    {
      name: 'voltageLimits',
      label: 'esd.fields.voltageLimits',
      column: { width: 140 },
      detail: false,
      render: (row) => limitsText(row.voltageLower, row.voltageUpper),
    },
    {
      name: 'warningThreshold',
      label: 'esd.fields.warningThreshold',
      help: 'esd.fields.warningThresholdHelp',
      input: { kind: 'number', min: ESD_WARNING_THRESHOLD_MIN, max: ESD_WARNING_THRESHOLD_MAX, required: true },
      initial: defaults.warningThreshold,
      column: { width: 110, align: 'right' },
    },
    remarkField(ESD_REMARK_MAX, 2),
  ],
});

export default function CollectorTypeListPage() {
  return <ResourcePage resource={types} />;
}
