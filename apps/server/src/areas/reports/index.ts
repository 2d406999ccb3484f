import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { createFactoryModule } from '../factory/index.js';
import type { OrgCaller } from '../organisations/organisation.service.js';
import type { createProcessesModule } from '../processes/index.js';
import type { createQualityModule } from '../quality/index.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import type { createShiftsModule } from '../shifts/index.js';
import type { createStationsModule } from '../stations/index.js';
import type { createWorkOrdersModule } from '../work-orders/index.js';
import { MonthBarService } from './month-bar.service.js';
import { ProductionTodayService } from './production-today.js';
import { ReportAnalysisService } from './report-analysis.service.js';
import { workOrderSource } from './report-orders.js';
import { ReportReferences } from './report-references.js';
import { reportsMessages } from './reports.messages.js';
import { ReportRepository } from './reports.repository.js';
import { registerReportsRoutes } from './reports.routes.js';
import { seedReportsDemo } from './reports.seed.js';
import { ReportService } from './reports.service.js';
import { registerScannedOutputRoutes } from './scanned-output.routes.js';
import { ScannedOutputService } from './scanned-output.service.js';

/** What production reporting is built from besides the shared context. */
export interface ReportsDeps {
  workOrders: ReturnType<typeof createWorkOrdersModule>;
  factory: ReturnType<typeof createFactoryModule>;
  processes: ReturnType<typeof createProcessesModule>;
  stations: ReturnType<typeof createStationsModule>;
  shifts: ReturnType<typeof createShiftsModule>;
  quality: ReturnType<typeof createQualityModule>;
}

/** The factory as reporting checks it: every workstation, whatever the caller's data scope. */
const everything = (tenantId: string): OrgCaller => ({ tenantId, scope: { kind: 'all' } });

/** Production reports (report records) and their analysis: output, first-pass yield, defect Pareto, plan versus actual. */
export function createReportsModule(ctx: MasterDataContext, deps: ReportsDeps) {
  registerAreaMessages(reportsMessages);
  const { db, references } = ctx;
  const repo = new ReportRepository(db);
  const orders = workOrderSource(deps.workOrders.workOrders, deps.workOrders.planFigures, references);
  const reports = new ReportService(
    db,
    repo,
    references,
    orders,
    deps.shifts.resolver,
    {
      userNames: (tenantId, ids) => ctx.organisations.userNames(tenantId, ids),
      // Reporters deleted since keep their names in the reports they made, as operators do in traces.
      userNamesEver: (tenantId, ids) => ctx.organisations.userNamesEver(tenantId, ids),
      station: (tenantId, stationId) => deps.factory.factory.detail('station', everything(tenantId), stationId),
      lineStations: (tenantId, lineId) => deps.factory.factory.list('station', everything(tenantId), { lineId }),
      routingVersion: (tenantId, routingId, versionNo) =>
        deps.processes.routings.detail(tenantId, routingId, versionNo),
    },
    ctx.timeZones,
  );
  new ReportReferences(db).register(references);
  // A defect recorded without a type counts under its bad phenomenon's defect type.
  const phenomenonTypes = async (tenantId: string) =>
    new Map(
      (await deps.quality.catalogues.badPhenomena.list(tenantId, {})).map((phenomenon) => [
        phenomenon.id,
        phenomenon.defectTypeId,
      ]),
    );
  const analysis = new ReportAnalysisService(
    db,
    reports,
    repo,
    deps.stations.stats,
    orders,
    references,
    phenomenonTypes,
  );

  /** The ids of the lines a reader's data scope covers. */
  const scopedLineIds = async (reader: OrgCaller) =>
    (await deps.factory.factory.list('line', reader, {})).map((line) => line.id);
  const today = new ProductionTodayService(
    db,
    reports,
    deps.stations.stats,
    deps.workOrders.workOrders,
    references,
    scopedLineIds,
  );
  const monthBar = new MonthBarService(db, reports, repo, deps.stations.stats, scopedLineIds);
  const scanned = new ScannedOutputService(db, reports, deps.stations.stats, orders, references, scopedLineIds);

  return {
    reports,
    analysis,
    today,
    /** Listens to defects entered with reports (after commit), and counts them per workstation: andon's defects rules. */
    onDefects: repo.onDefects.bind(repo),
    countDefects: repo.countDefects.bind(repo),
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerReportsRoutes(app, guards, { reports, analysis, today, monthBar, dataScopes: ctx.dataScopes });
      registerScannedOutputRoutes(app, guards, scanned, ctx.dataScopes);
    },
    /** Demo report records over the last days for the demo orders (after production). */
    seedDemoHistory: (tenantId: string) =>
      seedReportsDemo({ reports, repo, stats: deps.stations.stats, references }, tenantId),
  };
}
