/** Processes and routings (craft routes) with versions: every table of the area (or re-exports of them), gathered by platform/db/schema.ts. */
export {};
