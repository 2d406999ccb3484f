import { Permissions } from '../access/permissions.js';
import { defineResource } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import { andonTriggerRuleIdSchema, andonTriggerRuleSchemas } from './andon-trigger.schema.js';

const P = Permissions.andon.trigger;

/** Rules of automatic calls (menu page andon/TriggerListPage). */
export const andonTriggerRuleApi = {
  ...defineResource(
    {
      path: 'andon_trigger',
      noun: 'Automatic call rule',
      nouns: 'Automatic call rules',
      tag: 'andon',
      permissions: P,
      schemas: andonTriggerRuleSchemas,
      sortFields: ['code', 'name', 'kind', 'createdAt'],
      notes: { delete: 'the calls it raised stay' },
    },
    ['detail', 'add', 'edit', 'delete'],
  ),
  enable: defineRoute({
    method: 'POST',
    path: '/andon_trigger/enable',
    summary: 'Enables a rule: it raises calls again',
    tag: 'andon',
    access: { permission: P.enable },
    body: andonTriggerRuleIdSchema,
    response: andonTriggerRuleSchemas.record,
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/andon_trigger/disable',
    summary: 'Disables a rule: it raises nothing until enabled',
    tag: 'andon',
    access: { permission: P.disable },
    body: andonTriggerRuleIdSchema,
    response: andonTriggerRuleSchemas.record,
  }),
};
