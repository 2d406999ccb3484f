import type { z } from 'zod';
import type { PermissionCode } from '../access/permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One entry of an area's route table: the server registers it, the web client calls it.
 * `access`: 'public' needs no session, 'session' any signed-in user, otherwise the route
 * needs the named permission code.
 */
export interface RouteDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path below `/api`, e.g. `/user/page`. */
  path: string;
  summary: string;
  tag: string;
  access: 'public' | 'session' | { permission: PermissionCode };
  query?: Q;
  body?: B;
  response: R;
}

export function defineRoute<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(def: RouteDef<Q, B, R>): RouteDef<Q, B, R> {
  return def;
}

export type RouteQuery<D> =
  D extends RouteDef<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type RouteBody<D> =
  D extends RouteDef<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type RouteResponse<D> =
  D extends RouteDef<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;

type Scalar = string | number | boolean | bigint | Date;

/**
 * A route's query as the client sends it (DESIGN §3): `{ id: ['1', '2'], q: 'a b', skip: undefined }`
 * → `?id=1&id=2&q=a+b`. Arrays repeat their key; undefined, null and '' are left out; dates go as ISO.
 */
export function buildQueryString(query: object | undefined | null): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      if (typeof item === 'object' && !(item instanceof Date)) {
        throw new TypeError(`query parameter "${key}" must be a scalar or an array of scalars`);
      }
      params.append(key, item instanceof Date ? item.toISOString() : String(item as Scalar));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
