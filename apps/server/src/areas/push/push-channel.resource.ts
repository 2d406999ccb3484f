import type { PushChannel, pushChannelSchemas } from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { pushChannels } from './push.table.js';
import type { Robots } from './robot.resource.js';

/** Push channels (spec 000 §3): a robot channel names its robot (checked and locked through the registry). */
export function createPushChannels(db: Database, references: ReferenceRegistry, robots: Robots) {
  return new ResourceService<typeof pushChannels, PushChannel, z.output<typeof pushChannelSchemas.add>>(
    db,
    references,
    {
      kind: 'pushChannel',
      table: pushChannels,
      codeTaken: 'push.channelCodeTaken',
      equals: { type: pushChannels.type },
      sortable: { type: pushChannels.type },
      values: async (tenantId, input) => {
        if (input.type !== 'robot') return { type: input.type, robotId: null, remark: input.remark || null };
        if (!input.robotId) throw invalid('push.robotRequired', { field: 'robotId' });
        await references.resolveOne(tenantId, 'robot', input.robotId, 'robotId');
        return { type: input.type, robotId: input.robotId, remark: input.remark || null };
      },
      toDtos: async (tenantId, rows) => {
        const robotIds = [...new Set(rows.flatMap((row) => (row.robotId ? [row.robotId] : [])))];
        const robotOf = new Map(
          (await robots.repo.findByIds(tenantId, robotIds)).map((robot) => [
            robot.id,
            { id: robot.id, code: robot.code, name: robot.name },
          ]),
        );
        return rows.map((row) => ({
          ...codedDto(row),
          type: row.type,
          robotId: row.robotId,
          robot: (row.robotId && robotOf.get(row.robotId)) || null,
          remark: row.remark,
        }));
      },
    },
  );
}
export type PushChannels = ReturnType<typeof createPushChannels>;
