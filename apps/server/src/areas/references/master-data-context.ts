import type { FastifyBaseLogger } from 'fastify';
import type { DataScopeResolver } from '../../platform/data-scope/data-scope.js';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { Hub } from '../../platform/hub/hub.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { FileService } from '../files/file.service.js';
import type { OrganisationService } from '../organisations/organisation.service.js';
import type { ParameterService } from '../parameters/parameter.service.js';
import type { TimeZoneService } from '../preferences/time-zone.service.js';

/** What every master-data area (factory, shifts, processes, materials, quality, barcodes, labels) is built from. */
export interface MasterDataContext {
  db: Database;
  references: ReferenceRegistry;
  organisations: OrganisationService;
  dataScopes: DataScopeResolver;
  files: FileService;
  hub: Hub;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** System parameters (e.g. `mes.timezone`, read by the shift resolver). */
  parameters: Pick<ParameterService, 'value'>;
  /** The zone a user's times are shown and bucketed in (their preference, else the enterprise's). */
  timeZones: Pick<TimeZoneService, 'effective'>;
}
