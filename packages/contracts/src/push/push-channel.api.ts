import { Permissions } from '../access/permissions.js';
import { defineResource } from '../common/resource.js';
import { pushChannelSchemas } from './push-channel.schema.js';

export const pushChannelApi = defineResource(
  {
    path: 'push_channel',
    noun: 'Push channel',
    nouns: 'Push channels',
    tag: 'push',
    permissions: Permissions.sys.pushChannel,
    schemas: pushChannelSchemas,
    sortFields: ['code', 'name', 'type', 'createdAt'],
    notes: { add: 'a robot channel names its robot' },
  },
  ['detail', 'add', 'edit', 'delete'],
);
