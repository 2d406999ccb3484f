import { Permissions, UNIT_PRECISION_MAX, type Unit, unitApi } from '@takt/contracts';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { materialsCoded, materialsRemark } from './materials-page';

/** Units of measure: code, name, decimals, remark. */
const units = defineResourcePage<Unit>({
  api: unitApi,
  permissions: Permissions.basics.unit,
  testId: 'unit',
  settingsKey: 'units',
  texts: { title: 'materials.units.title', add: 'materials.units.add', edit: 'materials.units.editTitle' },
  coded: materialsCoded,
  fields: [
    {
      name: 'precision',
      label: 'materials.units.precision',
      help: 'materials.units.precisionHelp',
      input: { kind: 'number', max: UNIT_PRECISION_MAX, precision: 0 },
      initial: 0,
      column: { sort: true, width: 110 },
    },
    materialsRemark,
  ],
});

export default function UnitListPage() {
  return <ResourcePage resource={units} />;
}
