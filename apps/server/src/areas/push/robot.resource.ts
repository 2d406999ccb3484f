import type { Robot, robotSchemas } from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { robots } from './push.table.js';

/** Push robots (spec 000 §3 "Robot"): code and name unique per enterprise, platform, webhook, secret, description. */
export function createRobots(db: Database, references: ReferenceRegistry) {
  return new ResourceService<typeof robots, Robot, z.output<typeof robotSchemas.add>>(db, references, {
    kind: 'robot',
    table: robots,
    codeTaken: 'push.robotCodeTaken',
    equals: { platform: robots.platform },
    sortable: { platform: robots.platform },
    values: async (_tenantId, input) => ({
      platform: input.platform,
      webhook: input.webhook,
      secret: input.secret || null,
      description: input.description || null,
    }),
    toDtos: async (_tenantId, rows) =>
      rows.map((row) => ({
        ...codedDto(row),
        platform: row.platform,
        webhook: row.webhook,
        secret: row.secret,
        description: row.description,
      })),
  });
}
export type Robots = ReturnType<typeof createRobots>;
