import {
  addDays,
  DATE_RANGE_MAX_DAYS,
  type PageResult,
  queryRangeProblem,
  type SmsRecord,
  type smsFilterSchema,
  type smsQueryBodySchema,
} from '@takt/contracts';
import { gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { invalid } from '../../platform/errors.js';
import type { TimeZoneService } from '../preferences/time-zone.service.js';
import { dayStart } from './day-window.js';
import { smsRecords } from './message.table.js';
import type { OutboundRepository, SmsRecordRow } from './outbound.repository.js';

export function toSmsRecord(row: SmsRecordRow): SmsRecord {
  return {
    id: row.id,
    phone: row.phone,
    text: row.text,
    source: row.source,
    state: row.state === 'sent' ? 'sent' : 'failed',
    provider: row.provider,
    answer: row.answer,
    createdTime: row.createdAt.toISOString(),
  };
}

type Filter = z.output<typeof smsFilterSchema>;

/** SMS records: the spec's query (both dates, at most 31 days, in the reader's time zone) and the export. */
export class SmsRecordService {
  constructor(
    private readonly records: OutboundRepository,
    private readonly timeZones: Pick<TimeZoneService, 'effective'>,
  ) {}

  /** Spec 000 §5: start and end dates required, the end not before the start, at most 31 days. */
  private async window(auth: AuthContext, filter: Filter) {
    const problem = queryRangeProblem(filter.startDate, filter.endDate);
    if (problem === 'tooLong') throw invalid('messages.range.tooLong', { max: DATE_RANGE_MAX_DAYS });
    if (problem) throw invalid(`messages.range.${problem}`);
    const timeZone = await this.timeZones.effective(auth.tenantId, auth.userId);
    return [
      gte(smsRecords.createdAt, dayStart(filter.startDate, timeZone)),
      lt(smsRecords.createdAt, dayStart(addDays(filter.endDate, 1), timeZone)),
    ];
  }

  async query(auth: AuthContext, body: z.output<typeof smsQueryBodySchema>): Promise<PageResult<SmsRecord>> {
    const window = await this.window(auth, body);
    const { rows, totalRows } = await this.records.smsPage(auth.tenantId, body, window);
    return { rows: rows.map(toSmsRecord), totalRows, pageNo: body.pageNo, pageSize: body.pageSize };
  }

  async list(auth: AuthContext, filter: Filter): Promise<SmsRecord[]> {
    const window = await this.window(auth, filter);
    return (await this.records.smsList(auth.tenantId, filter, window)).map(toSmsRecord);
  }
}
