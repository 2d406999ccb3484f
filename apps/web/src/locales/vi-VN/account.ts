import type { account as reference } from '../en-US/account';

export const account: typeof reference = {};
