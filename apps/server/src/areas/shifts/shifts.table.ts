/** Shifts, shift regimes, time ranges and the shift resolver: every table of the area (or re-exports of them), gathered by platform/db/schema.ts. */
export {};
