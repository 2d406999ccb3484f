/** The quality catalogue: defect types, bad phenomena, causes, responsible units, solutions (pages under areas/basics). */
export const quality = {};
