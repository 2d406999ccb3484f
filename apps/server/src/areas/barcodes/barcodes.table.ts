/** Barcode rules, serial schemes and gap-free serial generation: every table of the area (or re-exports of them), gathered by platform/db/schema.ts. */
export {};
