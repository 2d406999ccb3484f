import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';

/**
 * The id of the routing with exactly this code, null when none (a product's routing named by code
 * in an import sheet or the demo data). Routings are the processes area's: found through the registry.
 */
export async function routingIdByCode(
  references: ReferenceRegistry,
  tenantId: string,
  code: string,
): Promise<string | null> {
  return (await references.findByCode(tenantId, 'routing', code))?.id ?? null;
}
