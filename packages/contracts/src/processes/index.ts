/** Processes and routings (craft routes) with versions: schemas, limits and route tables. */
export {};
