/**
 * The browser's side of the imports' file rules (spec 000 §5: .xls and .xlsx only; not empty),
 * judged as the server judges them: by the first bytes (an OOXML zip or an OLE2 compound file).
 */
export const IMPORT_ACCEPT = '.xls,.xlsx';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (head: Uint8Array, magic: number[]) =>
  head.length >= magic.length && magic.every((byte, index) => head[index] === byte);

export function isWorkbookBytes(head: Uint8Array): boolean {
  return startsWith(head, ZIP) || startsWith(head, OLE2);
}

export type ImportFileProblem = 'empty' | 'tooLarge' | 'wrongType';

export async function importFileProblem(file: Blob, maxBytes: number): Promise<ImportFileProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return isWorkbookBytes(head) ? null : 'wrongType';
}
