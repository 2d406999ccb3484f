import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { defineResource } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import {
  iotRuleAlarmPageQuerySchema,
  iotRuleAlarmPageSchema,
  iotRuleAlarmSchema,
  iotRuleIdSchema,
  iotRuleSchemas,
} from './iot-rule.schema.js';

const P = Permissions.iot.rule;

export const iotRuleApi = {
  ...defineResource(
    {
      path: 'iot_rule',
      noun: 'IoT rule',
      nouns: 'IoT rules',
      tag: 'iot',
      permissions: P,
      schemas: iotRuleSchemas,
      sortFields: ['code', 'name', 'condition', 'createdAt'],
      notes: { delete: 'its alarms stay in the alarm list' },
    },
    ['detail', 'add', 'edit', 'delete'],
  ),
  enable: defineRoute({
    method: 'POST',
    path: '/iot_rule/enable',
    summary: 'Enables a rule: readings are evaluated against it again',
    tag: 'iot',
    access: { permission: P.enable },
    body: iotRuleIdSchema,
    response: iotRuleSchemas.record,
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/iot_rule/disable',
    summary: 'Disables a rule: nothing fires; its pending conditions are forgotten, active alarms stay',
    tag: 'iot',
    access: { permission: P.disable },
    body: iotRuleIdSchema,
    response: iotRuleSchemas.record,
  }),
};

export const iotRuleAlarmApi = {
  page: defineRoute({
    method: 'GET',
    path: '/iot_rule_alarm/page',
    summary: 'Alarms of IoT rules, active and past, newest first',
    tag: 'iot',
    access: { permission: P.page },
    query: iotRuleAlarmPageQuerySchema,
    response: iotRuleAlarmPageSchema,
  }),
  ack: defineRoute({
    method: 'POST',
    path: '/iot_rule_alarm/ack',
    summary: 'Acknowledges an alarm (once; it still clears by itself)',
    tag: 'iot',
    access: { permission: P.edit },
    body: z.strictObject({ id: iotRuleIdSchema.shape.id }),
    response: iotRuleAlarmSchema,
  }),
};
