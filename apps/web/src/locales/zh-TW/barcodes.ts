/** Barcode rules, serial schemes and gap-free serial generation (pages under areas/basics). */
export const barcodes = {};
