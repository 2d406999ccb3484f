import type {
  AndonAlarmType,
  AndonItem,
  AndonItemInput,
  AndonLabel,
  andonAlarmTypeSchemas,
  andonLabelSchemas,
} from '@takt/contracts';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { andonAlarmTypes, andonAuthorizations, andonCalls, andonItems, andonLabels } from './andon.table.js';
import { type AndonPeople, assertPeopleExist, named } from './andon-config.people.js';

/** Alarm types (resource kit): code, name, colour, sort; in use while items have them. */
export function createAndonAlarmTypes(db: Database, references: ReferenceRegistry) {
  return new ResourceService<typeof andonAlarmTypes, AndonAlarmType, z.output<typeof andonAlarmTypeSchemas.add>>(
    db,
    references,
    {
      kind: 'andonAlarmType',
      table: andonAlarmTypes,
      sortable: { sort: andonAlarmTypes.sort },
      leadingOrder: [sql`${andonAlarmTypes.sort}`],
      values: async (_tenantId, input) => ({ color: input.color, sort: input.sort, remark: input.remark || null }),
      toDtos: async (_tenantId, rows) =>
        rows.map((row) => ({ ...codedDto(row), color: row.color, sort: row.sort, remark: row.remark })),
    },
  );
}

/** Labels (resource kit): code, name, colour; in use while items carry them. */
export function createAndonLabels(db: Database, references: ReferenceRegistry) {
  return new ResourceService<typeof andonLabels, AndonLabel, z.output<typeof andonLabelSchemas.add>>(db, references, {
    kind: 'andonLabel',
    table: andonLabels,
    values: async (_tenantId, input) => ({ color: input.color, remark: input.remark || null }),
    toDtos: async (_tenantId, rows) => rows.map((row) => ({ ...codedDto(row), color: row.color, remark: row.remark })),
  });
}

type ItemRow = typeof andonItems.$inferSelect;

/**
 * Alarm items (resource kit): type, labels and flow through the reference registry, responsible
 * users and roles of the enterprise, targets in order, one item per gateway button. An item with
 * calls, or named by a response authorisation, is not deleted (disable it instead).
 */
export function createAndonItems(
  db: Database,
  references: ReferenceRegistry,
  people: AndonPeople,
  colours: { types: AndonAlarmTypeService; labels: AndonLabelService },
) {
  async function assertButtonFree(tenantId: string, button: number, current?: ItemRow) {
    const [holder] = await db.tenant(tenantId, (tx) =>
      tx
        .select({ code: andonItems.code, name: andonItems.name })
        .from(andonItems)
        .where(
          and(
            eq(andonItems.tenantId, tenantId),
            eq(andonItems.button, button),
            current ? ne(andonItems.id, current.id) : undefined,
          ),
        )
        .limit(1),
    );
    if (holder) throw conflict('andonConfig.buttonTaken', { button, item: `${holder.code} ${holder.name}` });
  }

  async function assertDeletable(tenantId: string, row: ItemRow) {
    const item = `${row.code} ${row.name}`;
    const [calls] = await db.tenant(tenantId, (tx) =>
      tx
        .select({ n: count() })
        .from(andonCalls)
        .where(and(eq(andonCalls.tenantId, tenantId), eq(andonCalls.itemId, row.id))),
    );
    if (calls && calls.n > 0) throw conflict('andonConfig.itemHasCalls', { item, count: calls.n });
    const holders = await db.tenant(tenantId, (tx) =>
      tx
        .select({ userId: andonAuthorizations.userId })
        .from(andonAuthorizations)
        .where(
          and(
            eq(andonAuthorizations.tenantId, tenantId),
            sql`${andonAuthorizations.itemIds} @> ${JSON.stringify([row.id])}::jsonb`,
          ),
        )
        .limit(5),
    );
    if (holders.length === 0) return;
    const names = await people.userNames(
      tenantId,
      holders.map((holder) => holder.userId),
    );
    const users = holders.map((holder) => names.get(holder.userId) ?? holder.userId).join(', ');
    throw conflict('andonConfig.itemAuthorized', { item, users });
  }

  async function toDtos(tenantId: string, rows: ItemRow[]): Promise<AndonItem[]> {
    const all = (pick: (row: ItemRow) => readonly (string | null)[]) =>
      [...new Set(rows.flatMap(pick))].filter((id): id is string => id !== null);
    const [types, labels, flows, users, roles] = await Promise.all([
      colours.types.repo.findByIds(
        tenantId,
        all((row) => [row.typeId]),
      ),
      colours.labels.repo.findByIds(
        tenantId,
        all((row) => row.labelIds),
      ),
      references.options(tenantId, { kind: 'andonFlow', ids: all((row) => [row.flowId]), limit: rows.length }),
      people.userNames(
        tenantId,
        all((row) => row.responsibleUserIds),
      ),
      people.roleNames(
        tenantId,
        all((row) => row.responsibleRoleIds),
      ),
    ]);
    const coloured = (ref: { id: string; code: string; name: string; color: string }) => ({
      id: ref.id,
      code: ref.code,
      name: ref.name,
      color: ref.color,
    });
    const typeById = new Map(types.map((type) => [type.id, coloured(type)]));
    const labelById = new Map(labels.map((label) => [label.id, coloured(label)]));
    const flowById = new Map(flows.map((flow) => [flow.id, flow]));
    return rows.map((row) => ({
      ...codedDto(row),
      typeId: row.typeId,
      type: typeById.get(row.typeId) ?? null,
      labelIds: row.labelIds,
      labels: row.labelIds.flatMap((id) => labelById.get(id) ?? []),
      level: row.level,
      flowId: row.flowId,
      flow: (row.flowId && flowById.get(row.flowId)) || null,
      responseMinutes: row.responseMinutes,
      resolutionMinutes: row.resolutionMinutes,
      responsibleUserIds: row.responsibleUserIds,
      responsibleUsers: named(row.responsibleUserIds, users),
      responsibleRoleIds: row.responsibleRoleIds,
      responsibleRoles: named(row.responsibleRoleIds, roles),
      button: row.button,
      enabled: row.enabled,
      sort: row.sort,
      remark: row.remark,
    }));
  }

  return new ResourceService<typeof andonItems, AndonItem, AndonItemInput>(db, references, {
    kind: 'andonItem',
    table: andonItems,
    equals: { typeId: andonItems.typeId, level: andonItems.level, enabled: andonItems.enabled },
    sortable: { level: andonItems.level, button: andonItems.button, sort: andonItems.sort },
    leadingOrder: [sql`${andonItems.sort}`],
    values: async (tenantId, input, current) => {
      if (input.resolutionMinutes < input.responseMinutes)
        throw invalid('andonConfig.targetsReversed', {
          response: input.responseMinutes,
          resolution: input.resolutionMinutes,
        });
      const labelIds = [...new Set(input.labelIds)];
      const responsibleUserIds = [...new Set(input.responsibleUserIds)];
      const responsibleRoleIds = [...new Set(input.responsibleRoleIds)];
      await references.resolveOne(tenantId, 'andonAlarmType', input.typeId, 'typeId');
      await references.resolve(tenantId, 'andonLabel', labelIds, 'labelIds');
      if (input.flowId) await references.resolveOne(tenantId, 'andonFlow', input.flowId, 'flowId');
      await assertPeopleExist(people, tenantId, {
        userIds: responsibleUserIds,
        roleIds: responsibleRoleIds,
        usersField: 'responsibleUserIds',
        rolesField: 'responsibleRoleIds',
      });
      const button = input.button ?? null;
      if (button !== null) await assertButtonFree(tenantId, button, current);
      return {
        typeId: input.typeId,
        labelIds,
        level: input.level,
        flowId: input.flowId ?? null,
        responseMinutes: input.responseMinutes,
        resolutionMinutes: input.resolutionMinutes,
        responsibleUserIds,
        responsibleRoleIds,
        button,
        enabled: input.enabled,
        sort: input.sort,
        remark: input.remark || null,
      };
    },
    beforeDelete: assertDeletable,
    toDtos,
    detailUsedBy: false,
  });
}

export type AndonAlarmTypeService = ReturnType<typeof createAndonAlarmTypes>;
export type AndonLabelService = ReturnType<typeof createAndonLabels>;
export type AndonItemService = ReturnType<typeof createAndonItems>;

/** "In use": items name their type and flow in a column, their labels in a list. */
export function registerItemUsages(references: ReferenceRegistry, items: AndonItemService, db: Database) {
  references.usedBy('andonAlarmType', 'andonItem', (tenantId, id, limit) =>
    items.repo.lookups.usersOf(tenantId, andonItems.typeId, id, limit),
  );
  references.usedBy('andonFlow', 'andonItem', (tenantId, id, limit) =>
    items.repo.lookups.usersOf(tenantId, andonItems.flowId, id, limit),
  );
  references.usedBy('andonLabel', 'andonItem', (tenantId, id, limit) =>
    db.tenant(tenantId, (tx) =>
      tx
        .select({ id: andonItems.id, code: andonItems.code, name: andonItems.name })
        .from(andonItems)
        .where(and(eq(andonItems.tenantId, tenantId), sql`${andonItems.labelIds} @> ${JSON.stringify([id])}::jsonb`))
        .orderBy(andonItems.code)
        .limit(limit),
    ),
  );
}
