import { z } from 'zod';

/** The largest id PostgreSQL's bigint holds; a larger one would fail in the database, not at the edge. */
const ID_MAX = 9_223_372_036_854_775_807n;

/** Database ids travel as decimal strings so JavaScript never loses precision. */
export const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,18}$/, { message: 'id' })
  .refine((value) => !/^\d{19}$/.test(value) || BigInt(value) <= ID_MAX, { message: 'id' });
export type Id = z.infer<typeof idSchema>;
