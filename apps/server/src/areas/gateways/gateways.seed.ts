import type { AssignedGatewayType } from '@takt/contracts';
import { AppError } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { DEMO_WORKSHOPS } from '../factory/factory.seed.js';
import type { GatewayResource } from './gateway.resource.js';
import type { GatewayService } from './gateway.service.js';
import type { GatewayChannelService } from './gateway-channels.service.js';

/** The demo's gateways per line: an andon box and a counter (ESD gateways are the ESD area's). */
const DEMO_GATEWAYS: readonly { type: AssignedGatewayType; prefix: string; name: string }[] = [
  { type: 'andon', prefix: 'AGW', name: 'andon box' },
  { type: 'counter', prefix: 'CGW', name: 'counter' },
];

interface SeedDeps {
  resources: Record<AssignedGatewayType, GatewayResource>;
  channels: GatewayChannelService;
  service: GatewayService;
  references: ReferenceRegistry;
}

/**
 * The demo enterprise's enrolment key, and per line of the demo factory an andon and a counter
 * gateway (`AGW-<line>`, `CGW-<line>`) with their channels allotted to the line's workstations.
 * Idempotent: gateways whose code exists are kept as they are.
 */
export async function seedGatewaysDemo(deps: SeedDeps, tenantId: string): Promise<void> {
  await deps.service.enrolment(tenantId);
  for (const lineCode of DEMO_WORKSHOPS.flatMap((workshop) => workshop.lines)) {
    const line = await deps.references.findByCode(tenantId, 'line', lineCode);
    if (!line) continue;
    for (const { type, prefix, name } of DEMO_GATEWAYS) {
      const resource = deps.resources[type];
      const code = `${prefix}-${lineCode}`;
      if (await resource.findByCode(tenantId, code)) continue;
      const gateway = await resource.add(tenantId, { code, name: `${lineCode} ${name}`, lineId: line.id, channels: 0 });
      await deps.channels.allot(tenantId, type, gateway.id, 'UTC').catch((error: unknown) => {
        // A line without workstations keeps its gateway unallotted.
        if (!(error instanceof AppError && error.messageKey === 'gateways.lineWithoutStations')) throw error;
      });
    }
  }
}
