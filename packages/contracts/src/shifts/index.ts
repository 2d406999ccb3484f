/** Shifts, shift regimes, time ranges and the shift resolver: schemas, limits and route tables. */
export {};
