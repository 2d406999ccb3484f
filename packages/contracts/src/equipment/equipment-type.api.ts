import { Permissions } from '../access/permissions.js';
import { defineResource } from '../common/resource.js';
import { equipmentTypeSchemas } from './equipment-type.schema.js';

export const equipmentTypeApi = defineResource(
  {
    path: 'equipment_type',
    noun: 'Equipment type',
    nouns: 'Equipment types',
    tag: 'equipment',
    permissions: Permissions.ems.equipmentType,
    schemas: equipmentTypeSchemas,
    sortFields: ['code', 'name', 'createdAt'],
    notes: { add: 'code unique in the enterprise', delete: 'refused while equipment uses it' },
  },
  ['detail', 'add', 'edit', 'delete'],
);
