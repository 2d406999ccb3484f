import { USER_PICTURE_MAX_BYTES } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { isPictureBytes, PICTURE_ACCEPT, pictureProblem } from './picture-check';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

describe('picture checks (spec 000 §5)', () => {
  it('knows png and jpeg by their bytes', () => {
    expect(isPictureBytes(png)).toBe(true);
    expect(isPictureBytes(jpeg)).toBe(true);
    expect(isPictureBytes(new TextEncoder().encode('GIF89a'))).toBe(false);
    expect(isPictureBytes(new Uint8Array([0x89, 0x50]))).toBe(false);
  });

  it('refuses empty, oversized and non-image files whatever their names', async () => {
    expect(await pictureProblem(new Blob([]))).toBe('empty');
    expect(await pictureProblem(new Blob([png, new Uint8Array(USER_PICTURE_MAX_BYTES)]))).toBe('tooLarge');
    expect(await pictureProblem(new File(['plain text'], 'photo.png'))).toBe('type');
    expect(await pictureProblem(new Blob([png]))).toBeNull();
    expect(await pictureProblem(new Blob([jpeg, new Uint8Array(USER_PICTURE_MAX_BYTES - jpeg.length)]))).toBeNull();
  });

  it('offers the accepted extensions to the file dialog', () => {
    expect(PICTURE_ACCEPT).toBe('.png,.jpg,.jpeg');
  });
});
