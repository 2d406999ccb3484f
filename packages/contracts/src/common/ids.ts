import { z } from 'zod';

/** Database ids travel as decimal strings so JavaScript never loses precision. */
export const idSchema = z.string().regex(/^[1-9]\d{0,18}$/, { message: 'id' });
export type Id = z.infer<typeof idSchema>;
