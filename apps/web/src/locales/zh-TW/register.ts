import type { register as reference } from '../en-US/register';

export const register: typeof reference = {};
