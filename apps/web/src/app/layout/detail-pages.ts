import { type FlatMenuSeed, flattenMenuCatalog, type Language } from '@takt/contracts';

/** `/a/:id/b` → a pattern matching one path segment per parameter. */
function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/** A page or directory of the product's catalog, as a path outside the user's menus finds it. */
export interface CatalogPage {
  title: Record<Language, string>;
  /** One of the hidden sub-pages (details, designers) reached from a list. */
  detail: boolean;
}

let catalogPatterns: { pattern: RegExp; page: CatalogPage }[] | null = null;

/**
 * The catalog page or directory at a path, or null for a path the product does not have. A user
 * whose menus lack it is refused there (403, spec 000 §6) rather than sent home as for a path
 * that does not exist (spec 000 §2).
 */
export function catalogPageAt(pathname: string): CatalogPage | null {
  catalogPatterns ??= flattenMenuCatalog()
    .filter((entry): entry is FlatMenuSeed & { fullPath: string } => entry.seed.type !== 'button' && !!entry.fullPath)
    .map(({ seed, fullPath }) => ({
      pattern: pathPattern(fullPath),
      page: { title: seed.title, detail: seed.type === 'menu' && !!seed.hidden },
    }));
  return catalogPatterns.find(({ pattern }) => pattern.test(pathname))?.page ?? null;
}

/** Whether a path is one of the product's hidden sub-pages (details, designers) reached from a list. */
export function isDetailPagePath(pathname: string): boolean {
  return catalogPageAt(pathname)?.detail ?? false;
}
