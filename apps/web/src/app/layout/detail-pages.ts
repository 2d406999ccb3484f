import { flattenMenuCatalog } from '@takt/contracts';

/** `/a/:id/b` → a pattern matching one path segment per parameter. */
function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

let detailPatterns: RegExp[] | null = null;

/**
 * Whether a path is one of the product's hidden sub-pages (details, designers) reached from a
 * list. A user without it in their menus gets spec 000 §6's details-permission message there
 * instead of being sent home as for a path that does not exist.
 */
export function isDetailPagePath(pathname: string): boolean {
  detailPatterns ??= flattenMenuCatalog()
    .filter(({ seed, fullPath }) => seed.type === 'menu' && seed.hidden && fullPath)
    .map(({ fullPath }) => pathPattern(fullPath as string));
  return detailPatterns.some((pattern) => pattern.test(pathname));
}
