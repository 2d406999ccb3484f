import { andonAlarmRecordApi, andonAnalysisApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { Database } from '../../platform/db/database.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { TimeZoneService } from '../preferences/time-zone.service.js';
import { AndonAlarmRecordService } from './andon-alarm-record.service.js';
import { AndonAnalysisService } from './andon-analysis.service.js';
import { alarmRecordsWorkbook, analysisWorkbook, registerWorkbook } from './andon-record-export.js';
import { andonRecordsMessages } from './andon-records.messages.js';

export interface AndonRecordsContext {
  db: Database;
  references: ReferenceRegistry;
  timeZones: Pick<TimeZoneService, 'effective'>;
}

/**
 * Andon records (spec 001 §9, issue 19): the calls' records, the escalation notifications (alarm
 * records) and the analysis, each with its Excel export. Dates are days in the reader's time zone.
 */
export function createAndonRecords(ctx: AndonRecordsContext) {
  registerAreaMessages(andonRecordsMessages);
  const alarms = new AndonAlarmRecordService(ctx.db, ctx.references);
  const analysis = new AndonAnalysisService(ctx.db, ctx.references);
  const zoneOf = (auth: AuthContext) => ctx.timeZones.effective(auth.tenantId, auth.userId);
  return {
    alarms,
    analysis,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerRoute(app, guards, andonAlarmRecordApi.page, async ({ auth, query }) =>
        alarms.page(auth.tenantId, query, await zoneOf(auth)),
      );
      registerWorkbook(app, guards, andonAlarmRecordApi.export, zoneOf, async (auth, query, texts) =>
        alarmRecordsWorkbook(texts, await alarms.list(auth.tenantId, query, texts.timeZone)),
      );
      registerRoute(app, guards, andonAnalysisApi.get, async ({ auth, query }) =>
        analysis.analyse(auth.tenantId, query, await zoneOf(auth)),
      );
      registerWorkbook(app, guards, andonAnalysisApi.export, zoneOf, async (auth, query, texts) =>
        analysisWorkbook(texts, await analysis.analyse(auth.tenantId, query, texts.timeZone)),
      );
    },
  };
}
