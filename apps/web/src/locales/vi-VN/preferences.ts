import type { preferences as reference } from '../en-US/preferences';

export const preferences: typeof reference = {};
