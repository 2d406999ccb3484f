/** Units, materials, product types, products, BOMs and scan configurations: every table of the area (or re-exports of them), gathered by platform/db/schema.ts. */
export {};
