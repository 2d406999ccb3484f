import { LOG_RETENTION, type LogName } from '@takt/contracts';
import type { ParameterService } from '../parameters/parameter.service.js';

/**
 * How many days each log keeps: the platform's system parameter (one for every enterprise), or
 * its default while the parameter is missing or not a whole number in range.
 */
export class LogRetention {
  constructor(
    private readonly parameters: Pick<ParameterService, 'value'>,
    private readonly platformTenantId: string,
  ) {}

  async days(log: LogName): Promise<number> {
    const { code, defaultDays, min, max } = LOG_RETENTION[log];
    const text = (await this.parameters.value(this.platformTenantId, code))?.trim() ?? '';
    const days = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    return Number.isInteger(days) && days >= min && days <= max ? days : defaultDays;
  }
}
