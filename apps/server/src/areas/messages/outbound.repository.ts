import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { likePattern, type PageRequest } from '../../platform/db/paging.js';
import { emailRecords, smsRecords } from './message.table.js';

export type EmailRecordRow = typeof emailRecords.$inferSelect;
export type SmsRecordRow = typeof smsRecords.$inferSelect;
type Insert<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'tenantId' | 'id' | 'createdAt'>;

export interface EmailListQuery extends PageRequest<'createdTime' | 'code' | 'status'> {
  to?: string | undefined;
  code?: string | undefined;
  status?: string | undefined;
  source?: string | undefined;
}

export interface SmsListFilter {
  phone?: string | undefined;
  state?: string | undefined;
  source?: string | undefined;
}
export type SmsListQuery = SmsListFilter & PageRequest<'createdTime' | 'phone' | 'state'>;

/** Rows an SMS export writes at most. */
export const SMS_EXPORT_MAX = 50_000;

/** The records of what the product sent out: e-mails and SMS. */
export class OutboundRepository {
  constructor(private readonly db: Database) {}

  insertEmail(tenantId: string, values: Insert<typeof emailRecords>): Promise<EmailRecordRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(emailRecords)
        .values({ tenantId, ...values })
        .returning();
      if (!row) throw new Error('email_records insert returned no row');
      return row;
    });
  }

  insertSms(tenantId: string, values: Insert<typeof smsRecords>): Promise<SmsRecordRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(smsRecords)
        .values({ tenantId, ...values })
        .returning();
      if (!row) throw new Error('sms_records insert returned no row');
      return row;
    });
  }

  /** Sent e-mails, newest first unless sorted; `to` matches any recipient containing the text. */
  emailPage(tenantId: string, query: EmailListQuery, window: SQL[]) {
    const t = emailRecords;
    return this.db.tenant(tenantId, (tx) =>
      selectPage(tx, tx.select().from(t).$dynamic(), query, {
        table: t,
        where: listConditions(
          query,
          { contains: { code: t.subject }, equals: { status: t.status, source: t.source } },
          eq(t.tenantId, tenantId),
          query.to
            ? sql`exists (select 1 from unnest(${t.recipients}) as r(address) where ${ilike(sql`r.address`, likePattern(query.to))})`
            : undefined,
          ...window,
        ),
        sortable: { createdTime: t.createdAt, code: t.subject, status: t.status },
        defaultOrder: desc(t.createdAt),
        tieBreaker: t.id,
      }),
    );
  }

  private smsWhere(tenantId: string, filter: SmsListFilter, window: SQL[]) {
    const t = smsRecords;
    return listConditions(
      filter,
      { contains: { phone: t.phone }, equals: { state: t.state, source: t.source } },
      eq(t.tenantId, tenantId),
      ...window,
    );
  }

  smsPage(tenantId: string, query: SmsListQuery, window: SQL[]) {
    const t = smsRecords;
    return this.db.tenant(tenantId, (tx) =>
      selectPage(tx, tx.select().from(t).$dynamic(), query, {
        table: t,
        where: this.smsWhere(tenantId, query, window),
        sortable: { createdTime: t.createdAt, phone: t.phone, state: t.state },
        defaultOrder: desc(t.createdAt),
        tieBreaker: t.id,
      }),
    );
  }

  smsList(tenantId: string, filter: SmsListFilter, window: SQL[]): Promise<SmsRecordRow[]> {
    const t = smsRecords;
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(t)
        .where(and(this.smsWhere(tenantId, filter, window)))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(SMS_EXPORT_MAX),
    );
  }
}
