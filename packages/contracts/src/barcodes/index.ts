/** Barcode rules, serial schemes and gap-free serial generation: schemas, limits and route tables. */
export {};
