import type { shell as reference } from '../en-US/shell';

export const shell: typeof reference = {};
