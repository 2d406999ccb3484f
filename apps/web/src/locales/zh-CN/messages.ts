import type { messages as reference } from '../en-US/messages';

export const messages: typeof reference = {};
