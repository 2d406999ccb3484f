/** Print templates, the label designer, PDF/ZPL output and the print queue (pages under areas/basics). */
export const labels = {};
