/** Shifts, shift regimes, time ranges and the shift resolver (pages under areas/basics). */
export const shifts = {};
