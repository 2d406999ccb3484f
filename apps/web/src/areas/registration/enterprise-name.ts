import { ENTERPRISE_NAME_MAX, ENTERPRISE_NAME_MIN, ENTERPRISE_NAME_PATTERN } from '@takt/contracts';

/**
 * Spec 000 §5: enterprise name 4 to 20 characters, Chinese or English letters, full-width
 * brackets allowed, e.g. 苏州精工（二厂）. The limits are the server's (contracts); this tells the
 * form which rule a name breaks, so it can say so.
 */
export { ENTERPRISE_NAME_MAX, ENTERPRISE_NAME_MIN };

export type EnterpriseNameProblem = 'required' | 'length' | 'characters';

/** null when the name is acceptable. */
export function enterpriseNameProblem(value: string | null | undefined): EnterpriseNameProblem | null {
  const name = (value ?? '').trim();
  if (!name) return 'required';
  // The server counts UTF-16 units (zod's min/max); every allowed character is one unit.
  if (name.length < ENTERPRISE_NAME_MIN || name.length > ENTERPRISE_NAME_MAX) {
    return ENTERPRISE_NAME_PATTERN.test(name) ? 'length' : 'characters';
  }
  if (!ENTERPRISE_NAME_PATTERN.test(name)) return 'characters';
  return null;
}
