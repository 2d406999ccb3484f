/** Processes and routings (craft routes) with versions (pages under areas/basics). */
export const processes = {};
