import { FALLBACK_LANGUAGE, isLanguage } from '@takt/contracts';
import { eq } from 'drizzle-orm';
import { seedDefaultRoles } from '../areas/access/role.defaults.js';
import { seedAndonEscalationTemplate } from '../areas/andon/escalation.template.js';
import { seedDefaultDictionaries } from '../areas/dictionaries/dictionary.defaults.js';
import { seedDefaultParameters } from '../areas/parameters/parameter.defaults.js';
import { tenants } from '../areas/tenants/tenant.table.js';
import type { Tx } from '../platform/db/database.js';

/**
 * What every enterprise starts with besides its administrator: system parameters and the starting
 * roles (named in the enterprise's default language), default dictionaries and the andon
 * escalation push template. The platform
 * tenant gets no roles (only its super administrator signs in there). Runs in the platform
 * (`system`) transaction that creates the enterprise, after its tenant row exists: the seed and
 * TenantRepository.createEnterprise call it. Idempotent, so it may run again for any enterprise.
 * Returns the enterprise's role ids by code.
 */
export async function seedTenantDefaults(tx: Tx, tenantId: string): Promise<Map<string, string>> {
  const [tenant] = await tx
    .select({ language: tenants.defaultLanguage, isPlatform: tenants.isPlatform })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) throw new Error(`seedTenantDefaults: no tenant ${tenantId}`);
  const language = isLanguage(tenant.language) ? tenant.language : FALLBACK_LANGUAGE;
  await seedDefaultParameters(tx, tenantId, language, tenant.isPlatform);
  await seedDefaultDictionaries(tx, tenantId);
  if (!tenant.isPlatform) await seedAndonEscalationTemplate(tx, tenantId, language);
  return tenant.isPlatform ? new Map() : seedDefaultRoles(tx, tenantId, language);
}
