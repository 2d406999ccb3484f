import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  andonArriveSchema,
  andonCallDetailSchema,
  andonCallIdSchema,
  andonCallSchema,
  andonCancelSchema,
  andonLinkSchema,
  andonOpenQuerySchema,
  andonOpenSchema,
  andonRecordExportQuerySchema,
  andonRecordPageQuerySchema,
  andonRecordPageSchema,
  andonResolveSchema,
  andonRespondSchema,
  andonTriggerSchema,
} from './andon-call.schema.js';

const P = Permissions.andon;

/** Calls: raise, respond, arrive, resolve, cancel; open calls for monitors; records. */
export const andonCallApi = {
  trigger: defineRoute({
    method: 'POST',
    path: '/andon_call/trigger',
    summary:
      'Raises a call for an item at a workstation (call screen or external app); answers the open call when the same item is already called there',
    tag: 'andon',
    access: { permission: P.call.trigger },
    body: andonTriggerSchema,
    response: andonCallSchema,
  }),
  respond: defineRoute({
    method: 'POST',
    path: '/andon_call/respond',
    summary: 'Accepts a calling call (the responder must be authorised for its item and workstation)',
    tag: 'andon',
    access: { permission: P.call.respond },
    body: andonRespondSchema,
    response: andonCallSchema,
  }),
  arrive: defineRoute({
    method: 'POST',
    path: '/andon_call/arrive',
    summary: "Proves the responder is at the workstation: their badge or the workstation's code, scanned there",
    tag: 'andon',
    access: { permission: P.call.respond },
    body: andonArriveSchema,
    response: andonCallSchema,
  }),
  resolve: defineRoute({
    method: 'POST',
    path: '/andon_call/resolve',
    summary: 'Ends a responded call with its cause and action',
    tag: 'andon',
    access: { permission: P.call.resolve },
    body: andonResolveSchema,
    response: andonCallSchema,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/andon_call/cancel',
    summary: 'Withdraws a call still calling (a wrong button): it ends, cancelled, and escalates no further',
    tag: 'andon',
    access: { permission: P.call.trigger },
    body: andonCancelSchema,
    response: andonCallSchema,
  }),
  open: defineRoute({
    method: 'GET',
    path: '/andon_call/open',
    summary: 'Calls not ended, oldest first, with the server time for running timers',
    tag: 'andon',
    access: { permission: P.monitor.page },
    query: andonOpenQuerySchema,
    response: andonOpenSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/andon_call/detail',
    summary: 'A call with its trail: each step, and each escalation level with recipients, channels and deliveries',
    tag: 'andon',
    access: { permission: P.record.get },
    query: andonCallIdSchema,
    response: andonCallDetailSchema,
  }),
  acceptLink: defineRoute({
    method: 'POST',
    path: '/andon_call/link/accept',
    summary: "Accepts a call through a robot message's link (the link's signed token names the call and the recipient)",
    tag: 'andon',
    access: 'public',
    body: andonLinkSchema,
    response: z.object({ call: andonCallSchema, responderName: z.string() }),
  }),
};

export const andonRecordApi = {
  page: defineRoute({
    method: 'GET',
    path: '/andon_record/page',
    summary: 'Calls in a date range (≤ 31 days) with filters',
    tag: 'andon',
    access: { permission: P.record.page },
    query: andonRecordPageQuerySchema,
    response: andonRecordPageSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/andon_record/export',
    summary: 'The filtered calls as an Excel file',
    tag: 'andon',
    access: { permission: P.record.export },
    query: andonRecordExportQuerySchema,
    response: fileResponseSchema,
  }),
};
