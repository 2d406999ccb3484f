import type { IotRule } from '@takt/contracts';
import type { Translate } from '../../../app/resource/resource-def';

/** A rule's condition in figures (`temperature > 80 · 30 s · ±2`), the same in every language but the offline words. */
export function conditionSummary(rule: IotRule, t: Translate): string {
  const holds = rule.durationSeconds > 0 ? ` · ${rule.durationSeconds} s` : '';
  const band = rule.hysteresis > 0 ? ` · ±${rule.hysteresis}` : '';
  switch (rule.condition) {
    case 'above':
      return `${rule.metric} > ${rule.limit}${holds}${band}`;
    case 'below':
      return `${rule.metric} < ${rule.limit}${holds}${band}`;
    case 'outside':
      return `${rule.metric} ∉ [${rule.lower}, ${rule.upper}]${holds}${band}`;
    case 'rateAbove':
      return `Δ${rule.metric}/min > ${rule.limit}${holds}${band}`;
    case 'offline':
      return `${t('iotRules.conditions.offline')} ${rule.offlineSeconds} s`;
  }
}
