import { Permissions } from '../access/permissions.js';
import { defineResource } from '../common/resource.js';
import { pushTemplateSchemas } from './push-template.schema.js';

export const pushTemplateApi = defineResource(
  {
    path: 'push_template',
    noun: 'Push template',
    nouns: 'Push templates',
    tag: 'push',
    permissions: Permissions.sys.pushTemplate,
    schemas: pushTemplateSchemas,
    sortFields: ['code', 'name', 'createdAt'],
    notes: { add: 'variables must be known ({line}, {station}, {level}, {item}, {time}, …)' },
  },
  ['detail', 'add', 'edit', 'delete'],
);
