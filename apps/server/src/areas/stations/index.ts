import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { createBarcodesModule } from '../barcodes/index.js';
import type { createBomModule } from '../bom/index.js';
import type { createFactoryModule } from '../factory/index.js';
import type { AccountService } from '../identity/account.service.js';
import type { createProcessesModule } from '../processes/index.js';
import type { createQualityModule } from '../quality/index.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import type { createShiftsModule } from '../shifts/index.js';
import type { createWorkOrdersModule } from '../work-orders/index.js';
import { ProductionStats } from './production-stats.service.js';
import { ProgressAnnouncer } from './progress-announcer.service.js';
import { registerScanRoutes } from './scan.routes.js';
import { ScanService, type ScanServiceDeps } from './scan.service.js';
import { ScanEventPartitionKeeper } from './scan-event-partitions.service.js';
import { ScanMasterData } from './scan-master-data.service.js';
import { ScanRequestPurger } from './scan-request-purge.job.js';
import { StationService } from './station.service.js';
import { productionMessages } from './stations.messages.js';
import { ProductionReferences } from './stations.references.js';
import { ProductionRepository } from './stations.repository.js';
import { seedProductionDemo } from './stations.seed.js';

/** What station scanning is built from besides the shared context. */
export interface StationsDeps {
  factory: ReturnType<typeof createFactoryModule>;
  shifts: ReturnType<typeof createShiftsModule>;
  processes: ReturnType<typeof createProcessesModule>;
  bom: ReturnType<typeof createBomModule>;
  quality: ReturnType<typeof createQualityModule>;
  barcodes: ReturnType<typeof createBarcodesModule>;
  workOrders: ReturnType<typeof createWorkOrdersModule>;
  /** Users by account (the demo seed's operator and technician). */
  accounts: Pick<AccountService, 'usersByAccount'>;
  /** The ESD interlock (ScanServiceDeps.esdState), given by the ESD area once it exists. */
  esdState?: ScanServiceDeps['esdState'];
  /** At most this many units per order in the demo history (tests); all when unset. */
  demoUnitsPerOrder?: number;
}

/** Station scanning: units, packing, assembly, passing and repair, and the scan_events partitions. */
export function createStationsModule(ctx: MasterDataContext, _deps: StationsDeps) {
  registerAreaMessages(productionMessages);
  // The scan_events table's monthly partitions, kept ahead of the calendar.
  const partitions = new ScanEventPartitionKeeper(ctx.db, ctx.log);
  // Station scanning (scan.service.ts): one transaction per scan, idempotent by client scan id.
  const repo = new ProductionRepository(ctx.db);
  // Units and boxes keep the master data they were made with from being deleted.
  const productionRefs = new ProductionReferences(ctx.db);
  productionRefs.register(ctx.references);
  // The barcode generator skips codes that already name a unit, box or carrier.
  _deps.barcodes.rules.onCodesInUse((tenantId, codes) => productionRefs.codesInUse(tenantId, codes));
  const master = new ScanMasterData({ ..._deps, references: ctx.references });
  const announcer = new ProgressAnnouncer(ctx.hub, (err) => ctx.log.error({ err }, 'progress announcement failed'));
  const scans = new ScanService(ctx.db, repo, master, {
    orders: _deps.workOrders.workOrders,
    references: ctx.references,
    barcodeRules: _deps.barcodes.rules,
    announcer,
    esdState: _deps.esdState,
  });
  const stations = new StationService(ctx.db, repo, master, scans, _deps.workOrders.workOrders);
  const purger = new ScanRequestPurger(ctx.db);
  return {
    /**
     * `scans.scan(tenantId, {userId, name}, kind, request, language?)`: one station scan, the
     * same code as the routes (demo seed, benchmark); also `unbind`, `unpack`, `seal`, `newBox`.
     */
    scans,
    stations,
    /** `partitions.ensureNow()`: resolves once this month's partitions exist (a seed scanning at start-up may wait for it). */
    partitions,
    /** Periodic work for the scheduler: old scan requests purged, scan_events partitions kept ahead. */
    jobs: [purger.job(), partitions.job()],
    /** Read-only figures over the production tables for the reports area's analysis. */
    stats: new ProductionStats(ctx.db, async (tenantId) =>
      (await _deps.processes.processes.list(tenantId, { counting: true })).map((process) => process.id),
    ),
    /** Listens to defects recorded by failed scans (after commit), and counts them per workstation: andon's defects rules. */
    onDefects: repo.onDefects.bind(repo),
    countDefects: repo.countDefects.bind(repo),
    register(app: FastifyInstance, guards: RouteGuards): void {
      app.addHook('onReady', async () => {
        await partitions.ensureNow();
      });
      registerScanRoutes(app, guards, { scans, stations });
      app.addHook('onClose', async () => announcer.close());
    },
    /** Demo units scanned through their routings (after the work orders). */
    async seedDemoHistory(tenantId: string, signal: AbortSignal): Promise<void> {
      await seedProductionDemo(
        {
          db: ctx.db,
          scans,
          workOrders: _deps.workOrders.workOrders,
          references: ctx.references,
          barcodeRules: _deps.barcodes.rules,
          accounts: _deps.accounts,
          unitsPerOrder: _deps.demoUnitsPerOrder,
          timeZone: (id) => master.timeZone(id),
          log: ctx.log,
        },
        tenantId,
        signal,
      );
    },
  };
}
