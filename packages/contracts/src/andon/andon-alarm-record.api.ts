import { Permissions } from '../access/permissions.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  andonAlarmRecordExportQuerySchema,
  andonAlarmRecordPageQuerySchema,
  andonAlarmRecordPageSchema,
} from './andon-alarm-record.schema.js';

const P = Permissions.andon.alarmRecord;

export const andonAlarmRecordApi = {
  page: defineRoute({
    method: 'GET',
    path: '/andon_alarm_record/page',
    summary: "Escalation notifications in a date range (≤ 31 days): each step's deliveries and their outcome",
    tag: 'andon',
    access: { permission: P.page },
    query: andonAlarmRecordPageQuerySchema,
    response: andonAlarmRecordPageSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/andon_alarm_record/export',
    summary: 'The filtered escalation notifications as an Excel file',
    tag: 'andon',
    access: { permission: P.export },
    query: andonAlarmRecordExportQuerySchema,
    response: fileResponseSchema,
  }),
};
