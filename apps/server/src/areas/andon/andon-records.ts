import { andonAlarmRecordApi, andonAnalysisApi, andonRecordApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { DataScopeResolver } from '../../platform/data-scope/data-scope.js';
import type { Database } from '../../platform/db/database.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { TimeZoneService } from '../preferences/time-zone.service.js';
import { AndonAlarmRecordService } from './andon-alarm-record.service.js';
import { AndonAnalysisService } from './andon-analysis.service.js';
import { AndonRecordService } from './andon-record.service.js';
import { alarmRecordsWorkbook, analysisWorkbook, callsWorkbook, registerWorkbook } from './andon-record-export.js';

export interface AndonRecordsContext {
  db: Database;
  references: ReferenceRegistry;
  dataScopes: DataScopeResolver;
  timeZones: Pick<TimeZoneService, 'effective'>;
}

/**
 * Andon records (spec 001 §9, issue 19): the calls' records, the escalation notifications (alarm
 * records) and the analysis, each with its Excel export. Dates are days in the reader's time zone;
 * rows are those of lines in the reader's data scope.
 */
export function createAndonRecords(ctx: AndonRecordsContext) {
  const records = new AndonRecordService(ctx.db);
  const alarms = new AndonAlarmRecordService(ctx.db, ctx.references);
  const analysis = new AndonAnalysisService(ctx.db, ctx.references);
  const zoneOf = (auth: AuthContext) => ctx.timeZones.effective(auth.tenantId, auth.userId);
  const reader = async (auth: AuthContext) => ({ scope: await ctx.dataScopes.resolve(auth), zone: await zoneOf(auth) });
  return {
    records,
    alarms,
    analysis,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerRoute(app, guards, andonRecordApi.page, async ({ auth, query }) => {
        const { scope, zone } = await reader(auth);
        return records.page(auth.tenantId, query, scope, zone);
      });
      registerWorkbook(app, guards, andonRecordApi.export, zoneOf, async (auth, query, texts) =>
        callsWorkbook(
          texts,
          await records.list(auth.tenantId, query, await ctx.dataScopes.resolve(auth), texts.timeZone),
        ),
      );
      registerRoute(app, guards, andonAlarmRecordApi.page, async ({ auth, query }) => {
        const { scope, zone } = await reader(auth);
        return alarms.page(auth.tenantId, query, scope, zone);
      });
      registerWorkbook(app, guards, andonAlarmRecordApi.export, zoneOf, async (auth, query, texts) =>
        alarmRecordsWorkbook(
          texts,
          await alarms.list(auth.tenantId, query, await ctx.dataScopes.resolve(auth), texts.timeZone),
        ),
      );
      registerRoute(app, guards, andonAnalysisApi.get, async ({ auth, query }) => {
        const { scope, zone } = await reader(auth);
        return analysis.analyse(auth.tenantId, query, scope, zone);
      });
      registerWorkbook(app, guards, andonAnalysisApi.export, zoneOf, async (auth, query, texts) =>
        analysisWorkbook(
          texts,
          await analysis.analyse(auth.tenantId, query, await ctx.dataScopes.resolve(auth), texts.timeZone),
        ),
      );
    },
  };
}
