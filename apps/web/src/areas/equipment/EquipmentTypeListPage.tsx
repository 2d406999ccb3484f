import {
  EQUIPMENT_CODE_PATTERN,
  EQUIPMENT_REMARK_MAX,
  EQUIPMENT_TYPE_CODE_MAX,
  EQUIPMENT_TYPE_NAME_MAX,
  type EquipmentType,
  equipmentTypeApi,
  Permissions,
} from '@takt/contracts';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, remarkField } from '../../app/resource/resource-def';

/** Equipment types (spec 001 §3): code and name of at most 12 characters, a remark. */
const equipmentTypes = defineResourcePage<EquipmentType>({
  api: equipmentTypeApi,
  permissions: Permissions.ems.equipmentType,
  testId: 'equipmentType',
  settingsKey: 'equipment-types',
  texts: { title: 'equipment.types.title', add: 'equipment.types.add', edit: 'equipment.types.edit' },
  coded: { codeMax: EQUIPMENT_TYPE_CODE_MAX, nameMax: EQUIPMENT_TYPE_NAME_MAX, codePattern: EQUIPMENT_CODE_PATTERN },
  fields: [remarkField(EQUIPMENT_REMARK_MAX, 3)],
});

export default function EquipmentTypeListPage() {
  return <ResourcePage resource={equipmentTypes} />;
}
