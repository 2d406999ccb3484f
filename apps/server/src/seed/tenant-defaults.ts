import { FALLBACK_LANGUAGE, isLanguage } from '@takt/contracts';
import { eq } from 'drizzle-orm';
import { seedDefaultDictionaries } from '../areas/dictionaries/dictionary.defaults.js';
import { seedDefaultParameters } from '../areas/parameters/parameter.defaults.js';
import { tenants } from '../areas/tenants/tenant.table.js';
import type { Tx } from '../platform/db/database.js';

/**
 * What every enterprise starts with besides its administrator: system parameters (named in the
 * enterprise's default language) and default dictionaries. Runs in the platform (`system`)
 * transaction that creates the enterprise, after its tenant row exists: the seed and
 * TenantRepository.createEnterprise call it. Idempotent, so it may run again for any enterprise.
 */
export async function seedTenantDefaults(tx: Tx, tenantId: string): Promise<void> {
  const [tenant] = await tx.select({ language: tenants.defaultLanguage }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw new Error(`seedTenantDefaults: no tenant ${tenantId}`);
  const language = isLanguage(tenant.language) ? tenant.language : FALLBACK_LANGUAGE;
  await seedDefaultParameters(tx, tenantId, language);
  await seedDefaultDictionaries(tx, tenantId);
}
