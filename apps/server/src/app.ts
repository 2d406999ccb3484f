import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { ResultCode } from '@takt/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { createAccessModule } from './areas/access/index.js';
import { type AndonModule, createAndonModule } from './areas/andon/index.js';
import { createBarcodesModule } from './areas/barcodes/index.js';
import { createBomModule } from './areas/bom/index.js';
import { createDictionariesModule } from './areas/dictionaries/index.js';
import { createEnvironModule } from './areas/environ/index.js';
import { createEquipmentModule } from './areas/equipment/index.js';
import { createEsdFloor, createEsdModule } from './areas/esd/index.js';
import { createFactoryModule } from './areas/factory/index.js';
import { createFilesModule } from './areas/files/index.js';
import { createGatewaysModule } from './areas/gateways/index.js';
import { createIdentityModule } from './areas/identity/index.js';
import { createIotModule } from './areas/iot/index.js';
import { createIotRulesModule, type IotRulesDeps, type IotRulesModule } from './areas/iot-rules/index.js';
import { createLabelsModule } from './areas/labels/index.js';
import { createLicencesModule } from './areas/licences/index.js';
import { createLogsModule } from './areas/logs/index.js';
import { createMaterialsModule } from './areas/materials/index.js';
import { createMessagesModule } from './areas/messages/index.js';
import { createMonitoringModule } from './areas/monitoring/index.js';
import { createNoticesModule } from './areas/notices/index.js';
import { createOperationLogModule } from './areas/operation-log/index.js';
import { createOrganisationsModule } from './areas/organisations/index.js';
import { createPageSettingsModule } from './areas/page-settings/index.js';
import { createParametersModule } from './areas/parameters/index.js';
import { createPreferencesModule } from './areas/preferences/index.js';
import { createProcessesModule } from './areas/processes/index.js';
import { createPushModule, type PushModule, pushDirectory } from './areas/push/index.js';
import { createQualityModule } from './areas/quality/index.js';
import { createReferencesModule } from './areas/references/index.js';
import { createRegistrationModule } from './areas/registration/index.js';
import { createReportsModule } from './areas/reports/index.js';
import { createSchedulerModule } from './areas/scheduler/index.js';
import { createShiftsModule } from './areas/shifts/index.js';
import { createSoftwareModule } from './areas/software/index.js';
import { createStationsModule } from './areas/stations/index.js';
import { createStorageModule } from './areas/storage/index.js';
import { createTenantsModule } from './areas/tenants/index.js';
import { createTraceModule } from './areas/trace/index.js';
import { createWorkOrdersModule } from './areas/work-orders/index.js';
import { TokenService } from './platform/auth/tokens.js';
import type { VisitRecorder } from './platform/auth/visit.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { migrateDatabase } from './platform/db/migrate.js';
import { openDatabase } from './platform/db/open-database.js';
import { DeviceBus } from './platform/devices/device-bus.js';
import { registerDeviceBusRoutes } from './platform/devices/device-bus.routes.js';
import { deviceBusJobs } from './platform/devices/device-bus-jobs.js';
import { EmbeddedBroker } from './platform/devices/embedded-broker.js';
import { ExternalBroker } from './platform/devices/external-broker.js';
import { openEventBus } from './platform/events/open-event-bus.js';
import { edgeValidatorCompiler } from './platform/http/edge-input.js';
import { failure } from './platform/http/envelope.js';
import { installErrorHandling } from './platform/http/error-handler.js';
import { serializerCompiler } from './platform/http/json-fragment.js';
import { requestLogSerializer } from './platform/http/log-redaction.js';
import { requestLanguage } from './platform/http/request-context.js';
import { Hub } from './platform/hub/hub.js';
import { translate } from './platform/i18n/messages.js';
import { lateBound } from './platform/modules/late-bound.js';
import type { CodeSender } from './platform/notify/code-sender.js';
import type { MailSender, SmsSender } from './platform/notify/outbound.js';
import { ReferenceRegistry } from './platform/references/reference-registry.js';
import { Scheduler } from './platform/scheduler/scheduler.js';
import { syncCatalog } from './seed/catalog-sync.js';
import { type DemoSeeding, seedDemoFactory, seedDemoHistory } from './seed/demo-factory.js';
import { platformTenantId, type SeededAccount, seedIfEmpty } from './seed/seed.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The largest file any upload route accepts; routes set tighter limits of their own. */
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface Server {
  app: FastifyInstance;
  db: Database;
  hub: Hub;
  /** The job engine: areas' internal jobs and enterprises' scheduled tasks (`backlog()` for monitoring). */
  scheduler: Scheduler;
  /**
   * Drops the in-memory copies of an enterprise's row, grants, role grants and session states in every
   * process, for writes that bypass the services (tests, maintenance scripts).
   */
  tenantChanged(tenantId: string): void;
  /** The device bus: MQTT ingest, device directories, readings (tests read its port and counts). */
  devices: DeviceBus;
  /** The push service other areas send through (tests drive its deliveries directly). */
  push: PushModule['push'];
  /** IoT rules: `evaluate` (the devices' ingest calls it) and the offline check (tests). */
  iotRules: IotRulesModule;
  /** Andon: its calls (`raise` for triggers), escalation timers (tests fire them on their own clock) and automatic calls. */
  andon: AndonModule;
  /** Accounts created by this start's seeding (first start only). */
  seeded: SeededAccount[] | null;
  /**
   * On a first start with the demo: seeds its production history in the background (main.ts
   * calls it once listening). `close` stops it after its current transaction. The promise
   * settles when the history is in, cut short or failed (tests wait for it).
   */
  startDemoHistory(): Promise<void>;
  close(): Promise<void>;
}

/** Migrations, catalog sync, first-start seed. Returns the accounts created, if any. */
async function prepareSchemaAndData(db: Database, config: Config): Promise<SeededAccount[] | null> {
  await migrateDatabase(db, config.DATABASE_URL);
  await syncCatalog(db);
  return seedIfEmpty(db, config.SEED_PASSWORD);
}

/**
 * Brings a database up to date and seeds it, without serving (see main.ts). `pgdata`: the
 * embedded database's folder in DATA_DIR, when not the usual one.
 */
export async function prepareDatabase(config: Config, pgdata?: string): Promise<SeededAccount[] | null> {
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, pgdata });
  try {
    return await prepareSchemaAndData(db, config);
  } finally {
    await db.close();
  }
}

/** What a test may replace: the code sender, to read the codes instead of delivering them. */
export interface ServerOverrides {
  codeSender?: CodeSender;
  /**
   * The database was created and seeded by another process just now (main.ts prepares a new
   * embedded database in a child): seed the demo factory as on a first start.
   */
  preparedNow?: boolean;
  /** At most this many units per order in the demo history (tests; unset: all of them, ~2,400). */
  demoUnitsPerOrder?: number;
  /**
   * A stop requested during start-up (main.ts): the demo factory's seeding ends after the area
   * it is in, so the caller can close the server sooner.
   */
  stopping?: AbortSignal;
  /** Receives the visit log's entries (tests read external apps' calls from it). */
  visits?: VisitRecorder;
  /** The push service's outbound e-mail and SMS senders and its clock (tests). */
  push?: { mail?: MailSender; sms?: SmsSender; clock?: () => Date };
  /** The IoT devices' lookups the rules use (tests; the IoT devices area at merge). */
  iotRules?: IotRulesDeps;
  /** Andon calls' clock (tests, with a scheduler of their own on the same clock). */
  andon?: { clock?: () => Date };
}

/** Start-up order: database → migrations → seed → services → HTTP plugins → routes. */
export async function createServer(config: Config, overrides: ServerOverrides = {}): Promise<Server> {
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const seeded = await prepareSchemaAndData(db, config);
    const platformId = await platformTenantId(db);
    const app = Fastify({
      // process.stdout rather than pino's own asynchronous writer: that one flushes on exit in a
      // loop that retries a failed write forever, so a server whose output pipe had closed (its
      // terminal gone) never finished exiting. process.stdout writes pipes and files at once.
      logger: { level: config.LOG_LEVEL, serializers: { req: requestLogSerializer }, stream: process.stdout },
      genReqId: () => randomUUID(),
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: config.TRUST_PROXY,
    });
    const bus = await openEventBus(config, app.log);
    const hub = new Hub(bus);

    const tokens = await TokenService.create({
      secret: config.TOKEN_SECRET,
      dataDir: config.DATA_DIR,
      accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    });
    const operationLogModule = createOperationLogModule({ db, platformTenantId: platformId });
    const { operationLog } = operationLogModule;
    // Areas meet through the reference registry, not each other's tables (master data, issue 5);
    // every area on the resource kit takes it (parameters, dictionaries, positions…).
    const references = new ReferenceRegistry();
    const parametersModule = createParametersModule({ db, bus, references });
    const { parameters } = parametersModule;
    const dictionariesModule = createDictionariesModule({ db, bus, references });

    // Accounts and who may do what. The identity area uses the four before it, which need it back
    // (a user's organisation, admin type and language, an enterprise's sessions): each is handed
    // the identity area's part through its hook once that area exists.
    const organisationsModule = createOrganisationsModule({ db, references });
    const { organisations } = organisationsModule;
    const preferencesModule = createPreferencesModule({ db, parameters });
    const { timeZones } = preferencesModule;
    const logsModule = createLogsModule({
      db,
      log: app.log,
      platformTenantId: platformId,
      parameters,
      zoneOf: (auth) => timeZones.effective(auth.tenantId, auth.userId),
    });
    // External apps' calls go to the visit log (tests may read them instead).
    const visits: VisitRecorder = overrides.visits ?? logsModule.visits;
    const accessModule = createAccessModule({ db, bus, organisations, references, visits });
    const { access, roles, dataScopes } = accessModule;
    // This start may have changed the catalog (catalog sync): every process drops its copy.
    await bus.publish('catalog', { changedAt: new Date().toISOString() });
    const tenantsModule = createTenantsModule({ db, bus, hub, access, platformTenantId: platformId });
    const { tenants } = tenantsModule;
    const filesModule = createFilesModule({
      db,
      dir: path.join(config.DATA_DIR, 'files'),
      storageOf: (tenantId) => tenants.storageOf(tenantId),
      userNames: (tenantId, ids) => organisations.userNamesEver(tenantId, ids),
      timeZoneOf: (tenantId, userId) => timeZones.effective(tenantId, userId),
    });
    const { files } = filesModule;
    const storageModule = createStorageModule({
      enterprises: tenantsModule.tenantAdmin,
      stores: filesModule.stores,
      access,
    });
    const identityModule = await createIdentityModule({
      db,
      bus,
      hub,
      log: app.log,
      tokens,
      refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
      tenants,
      access,
      organisations,
      roles,
      dataScopes,
      parameters,
      files,
      timeZones,
      visits: logsModule.visits,
      platformTenantId: platformId,
    });
    const { auth, account } = identityModule;
    organisationsModule.useUsers(identityModule.userOrgs);
    accessModule.useUsers(identityModule.userOrgs);
    preferencesModule.useAccounts(account);
    tenantsModule.useIdentity(identityModule.identity);

    const messagesModule = createMessagesModule({
      db,
      hub,
      log: app.log,
      accounts: account,
      audiences: {
        unknownOrgIds: (tenantId, ids) => organisations.unknownIds(tenantId, ids),
        orgSubtree: (tenantId, ids) => organisations.subtreeIds(tenantId, ids),
        usersInOrgs: (tenantId, ids) => identityModule.userOrgs.idsInOrgs(tenantId, ids),
        roleHolders: (tenantId, ids) => roles.holdersOf(tenantId, ids),
        userNames: (tenantId, ids) => identityModule.userOrgs.namesOf(tenantId, ids),
      },
      timeZones,
      config,
    });
    const pageSettingsModule = createPageSettingsModule({ db, files });
    const registrationModule = createRegistrationModule({
      db,
      log: app.log,
      codeSender: overrides.codeSender ?? messagesModule.codeSender(platformId),
      digest: (data) => tokens.digest(data),
      tenants,
      account,
      auth,
    });
    const noticesModule = createNoticesModule({ db, hub, accounts: account, timeZones });
    // Outbound push: e-mail and SMS through the messages area's senders (tests may replace them).
    const recipientDirectory = pushDirectory({ roles, organisations, users: identityModule.userOrgs });
    const pushModule = createPushModule({
      db,
      references,
      log: app.log,
      directory: recipientDirectory,
      messages: messagesModule.messages,
      mail: overrides.push?.mail ?? messagesModule.mailSender,
      sms: overrides.push?.sms ?? messagesModule.smsSender,
      clock: overrides.push?.clock,
    });

    // Master data (issue 5).
    const masterData = {
      db,
      references,
      organisations,
      dataScopes,
      files,
      hub,
      bus,
      log: app.log,
      parameters,
      timeZones,
    };
    const factoryArea = createFactoryModule(masterData);
    const shiftsArea = createShiftsModule(masterData);
    const processesArea = createProcessesModule(masterData);
    const materialsArea = createMaterialsModule(masterData);
    const bomArea = createBomModule(masterData);
    const qualityArea = createQualityModule(masterData);
    const barcodesArea = createBarcodesModule(masterData);
    const labelsArea = createLabelsModule(masterData);
    const equipmentArea = createEquipmentModule(masterData);
    // Production (issue 6): work orders, then execution over them, then reporting over both.
    const workOrdersArea = createWorkOrdersModule(masterData, { processes: processesArea, materials: materialsArea });
    // ESD floor (issue 18): the scan interlock asks the ESD floor, built with the devices below.
    const esdInterlock = lateBound<ReturnType<typeof createEsdFloor>['interlock']>('ESD interlock');
    const stationsArea = createStationsModule(masterData, {
      esdState: (tenantId, stationId) => esdInterlock.ref.stateForScan(tenantId, stationId),
      factory: factoryArea,
      shifts: shiftsArea,
      processes: processesArea,
      bom: bomArea,
      quality: qualityArea,
      barcodes: barcodesArea,
      workOrders: workOrdersArea,
      accounts: account,
      demoUnitsPerOrder: overrides.demoUnitsPerOrder,
    });
    const traceArea = createTraceModule(masterData, {
      workOrders: workOrdersArea.workOrders,
      scanOrders: workOrdersArea.workOrders,
      routings: processesArea.routings,
    });
    const reportsArea = createReportsModule(masterData, {
      workOrders: workOrdersArea,
      factory: factoryArea,
      processes: processesArea,
      stations: stationsArea,
      shifts: shiftsArea,
      quality: qualityArea,
    });
    /** Every area on the master-data context, in demo-seeding order (a routing needs its processes, an order its product). */
    const masterDataAreas = [
      processesArea,
      factoryArea,
      shiftsArea,
      materialsArea,
      qualityArea,
      barcodesArea,
      bomArea,
      labelsArea,
      equipmentArea,
      workOrdersArea,
      traceArea,
      stationsArea,
      reportsArea,
    ];

    const licencesModule = await createLicencesModule({
      db,
      enterprises: tenantsModule.tenantAdmin,
      keys: {
        dataDir: config.DATA_DIR,
        signingKey: config.LICENCE_SIGNING_KEY,
        trustedKeys: config.LICENCE_TRUSTED_KEYS,
      },
    });
    const referencesModule = createReferencesModule({ references });
    const softwareModule = createSoftwareModule({
      db,
      files,
      enterprises: tenantsModule.tenantAdmin,
      platformTenantId: platformId,
    });
    // The job engine runs every area's periodic work and the enterprises' scheduled tasks.
    const scheduler = new Scheduler({ db, log: app.log });
    const schedulerModule = createSchedulerModule({ db, references, scheduler, timeZones });
    // Devices (issue 18): the bus areas register their clients and message handlers on; its
    // broker starts once every area has (below, after the routes).
    const devices = new DeviceBus(db, app.log);
    const broker = config.MQTT_URL
      ? new ExternalBroker(devices, app.log, {
          url: config.MQTT_URL,
          clientId: config.MQTT_CLIENT_ID,
          shareGroup: config.MQTT_SHARE_GROUP,
        })
      : new EmbeddedBroker(devices, app.log, { port: config.MQTT_PORT });
    devices.useTransport(broker);
    await devices.readings.keepPartitions();
    // Gateways (issue 18): on the device bus; routes, job and demo part with the master-data areas'.
    const gatewaysArea = createGatewaysModule({ ...masterData, devices });
    // ESD monitoring (issue 18): collectors on the ESD gateways, their states and alarm records.
    const esdArea = createEsdModule({ ...masterData, devices });
    // Temperature and humidity monitoring (issue 18): its sensors, ingest, routes, jobs and demo sensors.
    const environArea = createEnvironModule({ ...masterData, devices });
    // IoT (issue 18): devices with drivers, their telemetry as readings; the rules engine hooks `onReadings`.
    const iotArea = createIotModule({
      db,
      references,
      hub,
      devices,
      onReadings: async (tx, tenantId, readings) => {
        await iotRulesModule.evaluate(tx, tenantId, readings);
      },
    });
    // IoT rules (issue 18): evaluated in the IoT ingest's transaction; its devices' names and last messages.
    const iotRulesModule = createIotRulesModule(
      { db, references, push: pushModule.push, log: app.log },
      overrides.iotRules ?? {
        devices: (tenantId, ids) => iotArea.devices.repo.lookups.byIds(tenantId, ids),
        lastSeen: iotArea.lastSeen,
      },
    );
    // ESD floor (issue 18): the board, history and trends, and the station scan interlock.
    const esdFloor = createEsdFloor(masterData, {
      factory: factoryArea.factory,
      readings: devices.readings,
      stateOfStation: (tenantId, stationId) => esdArea.stateOfStation(tenantId, stationId),
    });
    esdInterlock.set(esdFloor.interlock);
    /** The device areas: routes and jobs with the others', seeded into the demo after the factory they sit in. */
    const deviceAreas = [gatewaysArea, esdArea, environArea, iotArea, iotRulesModule];
    // Andon (issue 19): set-up, calls and their escalation on the scheduler's timers (pushed
    // through the push area), records and analysis, and calls raised by other areas' events.
    const andonModule = createAndonModule(
      { db, hub, log: app.log, references, masterData },
      {
        timers: scheduler,
        push: pushModule.push,
        directory: recipientDirectory,
        templateCode: async (tenantId, id) => (await pushModule.templates.repo.findById(tenantId, id))?.code ?? null,
        channelNames: async (tenantId, ids) =>
          (await pushModule.channels.repo.findByIds(tenantId, ids)).map((channel) => channel.name),
        access,
        roleHolders: (tenantId, ids) => roles.userIdsOfRoles(tenantId, ids),
        fileExists: (tenantId, id) => files.exists(tenantId, id),
        timeZone: (tenantId) => timeZones.enterprise(tenantId),
        sign: (data) => tokens.digest(data),
        publicUrl: config.PUBLIC_URL,
        clock: overrides.andon?.clock,
        config: {
          roles,
          accounts: account,
          push: { channels: pushModule.channels, templates: pushModule.templates },
        },
        triggers: {
          onAndonButton: gatewaysArea.onAndonButton,
          onEsdAlarm: esdArea.onAlarmOpened,
          onDeviceAlarm: (listener) =>
            iotRulesModule.onAlarm((tenantId, alarm) =>
              listener({
                tenantId,
                ruleCode: alarm.rule.code,
                andonItemId: alarm.rule.andonItemId,
                deviceId: alarm.deviceId,
                at: alarm.startedAt,
              }),
            ),
          devicePlace: (tenantId, deviceId) => iotArea.placeOf(tenantId, deviceId),
          defectSources: [stationsArea, reportsArea],
        },
      },
    );
    const monitoringModule = createMonitoringModule({
      db,
      hub,
      dataDir: config.DATA_DIR,
      backlog: async () => {
        const { due, running, oldestDueAgeMs } = await scheduler.backlog();
        return { due, running, oldestDueSeconds: due === 0 ? null : oldestDueAgeMs / 1000 };
      },
    });

    app.setValidatorCompiler(edgeValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('auth', null);
    app.decorateRequest('actor', null);
    app.decorateRequest('tenantClaim', null);
    app.decorateRequest('appCaller', null);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    db.reportError = (error) => app.log.error({ err: error }, 'after-commit work failed');
    installErrorHandling(app, { onServerError: (error) => logsModule.exceptions.record(error) });
    operationLogModule.install(app);

    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'Takt MES API', version: '0.1.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
    // Uploads: one part per request field; each route sets its own file size limit below this.
    await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 10, fields: 200 } });

    const guards = { db, auth, access, operationLog, apps: accessModule.externalApps };
    identityModule.register(app, guards);
    operationLogModule.register(app, guards, {
      zoneOf: (caller) => timeZones.effective(caller.tenantId, caller.userId),
      retentionDays: () => logsModule.retention.days('operation'),
    });
    logsModule.register(app, guards);
    dictionariesModule.register(app, guards);
    organisationsModule.register(app, { ...guards, dataScopes });
    accessModule.register(app, guards);
    parametersModule.register(app, guards);
    preferencesModule.register(app, guards);
    pageSettingsModule.register(app, guards);
    filesModule.register(app, guards);
    registrationModule.register(app, guards);
    messagesModule.register(app, guards);
    noticesModule.register(app, guards);
    pushModule.register(app, guards);
    tenantsModule.register(app, { ...guards, platformTenantId: platformId });
    licencesModule.register(app, { ...guards, platformTenantId: platformId });
    storageModule.register(app, { ...guards, platformTenantId: platformId });
    softwareModule.register(app, { ...guards, platformTenantId: platformId });
    monitoringModule.register(app, { ...guards, platformTenantId: platformId });
    referencesModule.register(app, guards);
    schedulerModule.register(app, guards);
    registerDeviceBusRoutes(app, guards, devices);
    // Every area's periodic work (the operation log's purge exists once its routes are registered).
    scheduler.registerJobs(platformId, [
      ...stationsArea.jobs,
      ...registrationModule.jobs,
      ...logsModule.jobs,
      ...operationLogModule.jobs,
      ...pushModule.jobs,
      ...deviceBusJobs(devices.readings),
      ...deviceAreas.flatMap((area) => area.jobs),
      ...andonModule.jobs,
    ]);
    scheduler.registerTimers(andonModule.timers);
    for (const area of [...masterDataAreas, ...deviceAreas, esdFloor, andonModule]) area.register(app, guards);
    const seedingDemo = (seeded !== null || overrides.preparedNow === true) && config.SEED_DEMO_DATA;
    if (seedingDemo)
      await seedDemoFactory(
        db,
        [...masterDataAreas, ...deviceAreas, andonModule] as DemoSeeding[],
        app.log,
        overrides.stopping,
      );
    const stopHistory = new AbortController();
    let history: Promise<void> | null = null;
    hub.register(app, auth);
    if (broker instanceof EmbeddedBroker) broker.registerWebSocket(app);
    await broker.start();

    const webDist = config.WEB_DIST ?? DEFAULT_WEB_DIST;
    const serveWeb = existsSync(path.join(webDist, 'index.html'));
    if (serveWeb) await app.register(fastifyStatic, { root: webDist, wildcard: false });
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0]!;
      if (pathname === '/api' || pathname.startsWith('/api/') || !serveWeb || request.method !== 'GET') {
        const message = translate(requestLanguage(request), 'error.routeNotFound', {
          method: request.method,
          path: pathname,
        });
        return reply.status(404).send(failure(ResultCode.NOT_FOUND, message));
      }
      // History-mode routing: every other page path is the single-page app.
      return reply.type('text/html').sendFile('index.html');
    });

    return {
      app,
      db,
      hub,
      scheduler,
      devices,
      push: pushModule.push,
      iotRules: iotRulesModule,
      andon: andonModule,
      tenantChanged(tenantId) {
        tenants.changed(tenantId);
        access.grantsChanged(tenantId);
        access.rolesChanged(tenantId);
        identityModule.sessionStates.changed(tenantId);
      },
      seeded,
      startDemoHistory() {
        if (seedingDemo && config.SEED_DEMO_PRODUCTION && !history)
          history = seedDemoHistory(db, masterDataAreas as DemoSeeding[], app.log, stopHistory.signal);
        return history ?? Promise.resolve();
      },
      async close() {
        stopHistory.abort();
        await history;
        hub.closeAll();
        await devices.close();
        await app.close();
        messagesModule.close();
        await bus.close();
        await db.close();
        filesModule.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
