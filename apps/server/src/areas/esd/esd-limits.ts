import { ESD_LIMIT_PAIRS } from '@takt/contracts';
import { invalid } from '../../platform/errors.js';

type Limits = Record<(typeof ESD_LIMIT_PAIRS)[number][number], number>;

/** Spec 001 §5 "upper limit not below lower limit", for each pair (refused naming both fields). */
export function assertLimitsOrdered(limits: Limits): void {
  for (const [lower, upper] of ESD_LIMIT_PAIRS)
    if (limits[upper] < limits[lower]) throw invalid('esd.upperBelowLower', { upper, lower });
}
