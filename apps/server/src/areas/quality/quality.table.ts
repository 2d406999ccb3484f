/** The quality catalogue: defect types, bad phenomena, causes, responsible units, solutions: every table of the area (or re-exports of them), gathered by platform/db/schema.ts. */
export {};
