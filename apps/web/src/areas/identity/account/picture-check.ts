import { USER_PICTURE_EXTENSIONS, USER_PICTURE_MAX_BYTES } from '@takt/contracts';

/**
 * The browser's side of the picture rules (spec 000 §5: png, jpg or jpeg, at most 2 MB), judged
 * as the server judges them: by the file's first bytes, not its name.
 */
export const PICTURE_ACCEPT = USER_PICTURE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPictureBytes(head: Uint8Array): boolean {
  if (head.length >= PNG.length && PNG.every((byte, index) => head[index] === byte)) return true;
  return head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

export type PictureProblem = 'empty' | 'tooLarge' | 'type';

/** What is wrong with a chosen file, or null when it may be uploaded. */
export async function pictureProblem(file: Blob): Promise<PictureProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > USER_PICTURE_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return isPictureBytes(head) ? null : 'type';
}
