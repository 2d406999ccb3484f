import type { Database } from '../../platform/db/database.js';
import { OrgType, organisations } from '../organisations/organisation.table.js';
import { type AndonFlowLevelRow, andonAlarmTypes, andonAuthorizations, andonFlows, andonItems } from './andon.table.js';

/**
 * Andon set-up rows written straight to the tables (the set-up pages are tested on their own),
 * in the enterprise's context. Codes are `<prefix>-…`, so tests sharing a database do not meet.
 */

export interface AndonPlace {
  workshopId: string;
  lineId: string;
  stationId: string;
  stationCode: string;
}

/** A workshop with a line with a workstation, as organisations of the factory model. */
export async function andonPlace(db: Database, tenantId: string, prefix: string): Promise<AndonPlace> {
  return db.tenant(tenantId, async (tx) => {
    const org = async (type: number, pid: string, suffix: string, name: string) => {
      const [row] = await tx
        .insert(organisations)
        .values({ tenantId, pid, type, code: `${prefix}-${suffix}`, name })
        .returning({ id: organisations.id });
      return row!.id;
    };
    const workshopId = await org(OrgType.WORKSHOP, '0', 'WS', `${prefix} workshop`);
    const lineId = await org(OrgType.LINE, workshopId, 'L', `${prefix} line`);
    const stationId = await org(OrgType.WORKSTATION, lineId, 'ST', `${prefix} station`);
    return { workshopId, lineId, stationId, stationCode: `${prefix}-ST` };
  });
}

/** Another workstation on a line made by {@link andonPlace}. */
export async function andonStation(db: Database, tenantId: string, lineId: string, code: string): Promise<string> {
  return db.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(organisations)
      .values({ tenantId, pid: lineId, type: OrgType.WORKSTATION, code, name: `Station ${code}` })
      .returning({ id: organisations.id });
    return row!.id;
  });
}

export async function andonType(
  db: Database,
  tenantId: string,
  values: { code: string; name?: string; color?: string },
): Promise<string> {
  return db.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(andonAlarmTypes)
      .values({ tenantId, name: values.code.slice(0, 12), ...values })
      .returning({ id: andonAlarmTypes.id });
    return row!.id;
  });
}

export type AndonItemValues = Partial<typeof andonItems.$inferInsert> & { code: string; typeId: string };

/** An item; targets 10 minutes to respond and 60 to end unless given. */
export async function andonItem(db: Database, tenantId: string, values: AndonItemValues): Promise<string> {
  return db.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(andonItems)
      .values({
        name: values.code.slice(0, 20),
        responseMinutes: 10,
        resolutionMinutes: 60,
        ...values,
        tenantId,
      })
      .returning({ id: andonItems.id });
    return row!.id;
  });
}

/** A level of a flow: `ladder`, `level`, `minutes`, the rest defaulting to none. */
export function flowLevel(
  values: Pick<AndonFlowLevelRow, 'ladder' | 'level' | 'minutes' | 'templateId'> & Partial<AndonFlowLevelRow>,
): AndonFlowLevelRow {
  return { recipients: [], channelIds: [], ...values };
}

export async function andonFlow(
  db: Database,
  tenantId: string,
  values: { code: string; levels: AndonFlowLevelRow[]; enabled?: boolean },
): Promise<string> {
  return db.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(andonFlows)
      .values({ tenantId, name: values.code.slice(0, 20), ...values })
      .returning({ id: andonFlows.id });
    return row!.id;
  });
}

/** Lets `userId` respond to these items at these workstations (an empty list: all). */
export async function andonAuthorization(
  db: Database,
  tenantId: string,
  values: { userId: string; itemIds?: string[]; stationIds?: string[] },
): Promise<string> {
  return db.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(andonAuthorizations)
      .values({ tenantId, ...values })
      .returning({ id: andonAuthorizations.id });
    return row!.id;
  });
}

/** A place, a type and an item there: what most call tests start from. */
export async function andonSetup(
  db: Database,
  tenantId: string,
  prefix: string,
  item: Partial<AndonItemValues> = {},
): Promise<AndonPlace & { typeId: string; itemId: string }> {
  const place = await andonPlace(db, tenantId, prefix);
  const typeId = await andonType(db, tenantId, { code: `${prefix}-T` });
  const itemId = await andonItem(db, tenantId, { code: `${prefix}-I`, typeId, ...item });
  return { ...place, typeId, itemId };
}
