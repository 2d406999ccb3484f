/** shell texts (en-US is the reference shape for this section). */
export const shell = {};
