/** Bills of materials and scan configurations per product and process: every table of the area (or re-exports of them), gathered by platform/db/schema.ts. */
export {};
