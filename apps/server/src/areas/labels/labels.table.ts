/** Print templates, the label designer, PDF/ZPL output and the print queue: every table of the area (or re-exports of them), gathered by platform/db/schema.ts. */
export {};
