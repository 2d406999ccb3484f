import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { defineResource } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import {
  andonAlarmTypeSchemas,
  andonAuthorizationPageQuerySchema,
  andonAuthorizationPageSchema,
  andonAuthorizationSaveSchema,
  andonAuthorizationSchema,
  andonConfigIdSchema,
  andonFlowSchemas,
  andonItemSchemas,
  andonLabelSchemas,
} from './andon-config.schema.js';

const P = Permissions.andon;

/** The andon set-up (issue 19): alarm types, labels, items, escalation flows, response authorisation. */
export const andonAlarmTypeApi = defineResource(
  {
    path: 'andon_alarm_type',
    noun: 'Andon alarm type',
    nouns: 'Andon alarm types',
    tag: 'andon',
    permissions: P.alarmType,
    schemas: andonAlarmTypeSchemas,
    sortFields: ['code', 'name', 'sort', 'createdAt'],
    notes: { add: 'code unique in the enterprise', delete: 'refused while alarm items have it' },
  },
  ['detail', 'add', 'edit', 'delete'],
);

export const andonLabelApi = defineResource(
  {
    path: 'andon_label',
    noun: 'Andon label',
    nouns: 'Andon labels',
    tag: 'andon',
    permissions: P.label,
    schemas: andonLabelSchemas,
    sortFields: ['code', 'name', 'createdAt'],
    notes: { add: 'code unique in the enterprise', delete: 'refused while alarm items carry it' },
  },
  ['detail', 'add', 'edit', 'delete'],
);

const itemResource = defineResource(
  {
    path: 'andon_item',
    noun: 'Andon alarm item',
    nouns: 'Andon alarm items',
    tag: 'andon',
    permissions: P.alarmItem,
    schemas: andonItemSchemas,
    sortFields: ['code', 'name', 'level', 'button', 'sort', 'createdAt'],
    notes: {
      add: 'code unique in the enterprise; a gateway button calls one item; resolution target not before response target',
      delete: 'refused while the item has calls',
    },
  },
  ['detail', 'add', 'edit', 'delete'],
);

export const andonItemApi = {
  ...itemResource,
  enable: defineRoute({
    method: 'POST',
    path: '/andon_item/enable',
    summary: 'Enables an alarm item: stations and buttons can call it again',
    tag: 'andon',
    access: { permission: P.alarmItem.enable },
    body: andonConfigIdSchema,
    response: andonItemSchemas.record,
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/andon_item/disable',
    summary: 'Disables an alarm item: no new calls for it; open calls go on',
    tag: 'andon',
    access: { permission: P.alarmItem.disable },
    body: andonConfigIdSchema,
    response: andonItemSchemas.record,
  }),
};

const flowResource = defineResource(
  {
    path: 'andon_flow',
    noun: 'Andon escalation flow',
    nouns: 'Andon escalation flows',
    tag: 'andon',
    permissions: P.escalation,
    schemas: andonFlowSchemas,
    sortFields: ['code', 'name', 'createdAt'],
    notes: {
      add: 'response and resolution ladders of up to 5 levels each, minutes strictly increasing by level',
      delete: 'refused while alarm items use it',
    },
  },
  ['detail', 'add', 'edit', 'delete'],
);

export const andonFlowApi = {
  ...flowResource,
  enable: defineRoute({
    method: 'POST',
    path: '/andon_flow/enable',
    summary: 'Enables an escalation flow: new calls of its items escalate',
    tag: 'andon',
    access: { permission: P.escalation.enable },
    body: andonConfigIdSchema,
    response: andonFlowSchemas.record,
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/andon_flow/disable',
    summary: 'Disables an escalation flow: new calls of its items do not escalate',
    tag: 'andon',
    access: { permission: P.escalation.disable },
    body: andonConfigIdSchema,
    response: andonFlowSchemas.record,
  }),
};

export const andonAuthorizationApi = {
  page: defineRoute({
    method: 'GET',
    path: '/andon_authorization/page',
    summary: 'Response authorisations, one per user: the items and workstations they may respond to (empty: all)',
    tag: 'andon',
    access: { permission: P.authorization.page },
    query: andonAuthorizationPageQuerySchema,
    response: andonAuthorizationPageSchema,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/andon_authorization/save',
    summary: "Sets a user's response authorisation (adds it, or replaces the user's one)",
    tag: 'andon',
    access: { permission: P.authorization.edit },
    body: andonAuthorizationSaveSchema,
    response: andonAuthorizationSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/andon_authorization/delete',
    summary: "Removes a user's response authorisation (they may then respond only where responsible or notified)",
    tag: 'andon',
    access: { permission: P.authorization.edit },
    body: andonConfigIdSchema,
    response: z.null(),
  }),
};
