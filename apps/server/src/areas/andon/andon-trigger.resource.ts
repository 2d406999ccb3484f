import type { AndonTriggerKind, AndonTriggerRule, AndonTriggerRuleInput, CodedRef } from '@takt/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { andonTriggerFires, andonTriggers } from './andon-trigger.table.js';

type TriggerRow = typeof andonTriggers.$inferSelect;

/** The defects parameters a rule of that kind needs, the others cleared. */
function kindValues(input: AndonTriggerRuleInput) {
  if (input.kind !== 'defects') return { badPhenomenonId: null, defectCount: null, defectMinutes: null };
  if (input.defectCount == null || input.defectMinutes == null) throw invalid('andonTriggers.defectsRequired');
  return {
    badPhenomenonId: input.badPhenomenonId ?? null,
    defectCount: input.defectCount,
    defectMinutes: input.defectMinutes,
  };
}

const named = (refs: Map<string, CodedRef>, id: string): CodedRef => refs.get(id) ?? { id, code: id, name: '' };

/**
 * Rules of automatic calls (resource kit): the item, lines, workstations and phenomenon through
 * the reference registry (another enterprise's ids are refused naming the field); a changed rule
 * forgets where it fired, so its defects window starts afresh.
 */
export function createAndonTriggerRules(db: Database, references: ReferenceRegistry) {
  const lookup = async (tenantId: string, kind: Parameters<ReferenceRegistry['options']>[1]['kind'], ids: string[]) =>
    new Map(
      (ids.length ? await references.options(tenantId, { kind, ids, limit: ids.length }) : []).map((ref) => [
        ref.id,
        ref,
      ]),
    );

  async function toDtos(tenantId: string, rows: TriggerRow[]): Promise<AndonTriggerRule[]> {
    const all = (pick: (row: TriggerRow) => (string | null)[]) => [
      ...new Set(rows.flatMap(pick).filter((id): id is string => id !== null)),
    ];
    const [items, lines, stations, phenomena] = await Promise.all([
      lookup(
        tenantId,
        'andonItem',
        all((row) => [row.itemId]),
      ),
      lookup(
        tenantId,
        'line',
        all((row) => row.lineIds),
      ),
      lookup(
        tenantId,
        'station',
        all((row) => row.stationIds),
      ),
      lookup(
        tenantId,
        'badPhenomenon',
        all((row) => [row.badPhenomenonId]),
      ),
    ]);
    return rows.map((row) => ({
      ...codedDto(row),
      kind: row.kind as AndonTriggerKind,
      itemId: row.itemId,
      item: named(items, row.itemId),
      lineIds: row.lineIds,
      lines: row.lineIds.map((id) => named(lines, id)),
      stationIds: row.stationIds,
      stations: row.stationIds.map((id) => named(stations, id)),
      badPhenomenonId: row.badPhenomenonId,
      badPhenomenon: row.badPhenomenonId ? named(phenomena, row.badPhenomenonId) : null,
      defectCount: row.defectCount,
      defectMinutes: row.defectMinutes,
      enabled: row.enabled,
      remark: row.remark,
      firedCount: row.firedCount,
      lastFiredAt: row.lastFiredAt?.toISOString() ?? null,
    }));
  }

  const forgetFires = (tenantId: string, triggerId: string): Promise<void> =>
    db.tenant(tenantId, async (tx) => {
      await tx
        .delete(andonTriggerFires)
        .where(and(eq(andonTriggerFires.tenantId, tenantId), eq(andonTriggerFires.triggerId, triggerId)));
    });

  const service = new ResourceService<typeof andonTriggers, AndonTriggerRule, AndonTriggerRuleInput>(db, references, {
    kind: 'andonTrigger',
    table: andonTriggers,
    codeTaken: 'andonTriggers.codeTaken',
    equals: { kind: andonTriggers.kind, itemId: andonTriggers.itemId },
    sortable: { kind: andonTriggers.kind },
    values: async (tenantId, input) => {
      const kindParameters = kindValues(input);
      const lineIds = [...new Set(input.lineIds)];
      const stationIds = [...new Set(input.stationIds)];
      await references.resolveOne(tenantId, 'andonItem', input.itemId, 'itemId');
      await references.resolve(tenantId, 'line', lineIds, 'lineIds');
      await references.resolve(tenantId, 'station', stationIds, 'stationIds');
      if (kindParameters.badPhenomenonId)
        await references.resolveOne(tenantId, 'badPhenomenon', kindParameters.badPhenomenonId, 'badPhenomenonId');
      return {
        ...kindParameters,
        kind: input.kind,
        itemId: input.itemId,
        lineIds,
        stationIds,
        enabled: input.enabled,
        remark: input.remark || null,
      };
    },
    afterSave: (tenantId, id) => forgetFires(tenantId, id),
    beforeDelete: (tenantId, row) => forgetFires(tenantId, row.id),
    toDtos: (tenantId, rows) => toDtos(tenantId, rows),
  });

  return Object.assign(service, {
    setEnabled: (tenantId: string, id: string, enabled: boolean) => service.change(tenantId, id, { enabled }),
    /** Counts a raise of the rule (the list shows how often and when it last fired). */
    async fired(tenantId: string, id: string, at: Date): Promise<void> {
      await db.tenant(tenantId, (tx) =>
        tx
          .update(andonTriggers)
          .set({ firedCount: sql`${andonTriggers.firedCount} + 1`, lastFiredAt: at })
          .where(and(eq(andonTriggers.tenantId, tenantId), eq(andonTriggers.id, id))),
      );
    },
  });
}
export type AndonTriggerRules = ReturnType<typeof createAndonTriggerRules>;
