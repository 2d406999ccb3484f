/** Workshops, production lines and workstations (spec 001 §3), kept as organisations of the organisation tree (pages under areas/basics). */
export const factory = {};
