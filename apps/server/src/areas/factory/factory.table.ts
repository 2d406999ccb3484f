/** Workshops, production lines and workstations (spec 001 §3), kept as organisations of the organisation tree: every table of the area (or re-exports of them), gathered by platform/db/schema.ts. */
export {};
