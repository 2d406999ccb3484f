/** Print templates, the label designer, PDF/ZPL output and the print queue: schemas, limits and route tables. */
export {};
