/**
 * Spec 000 §2: links opened in a blank target carry the token as a query parameter; the
 * parameter is skipped when there is no token.
 */
export function withTokenParameter(link: string, token: string | null): string {
  if (!token) return link;
  const hashAt = link.indexOf('#');
  const base = hashAt >= 0 ? link.slice(0, hashAt) : link;
  const hash = hashAt >= 0 ? link.slice(hashAt) : '';
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}token=${encodeURIComponent(token)}${hash}`;
}
