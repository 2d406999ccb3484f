/** An image type recognised by its first bytes, never by its name or declared type. */
export interface ImageType {
  extension: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG or JPEG by magic bytes (spec 000 §5: png, jpg, jpeg), else null. */
export function detectImageType(data: Buffer): ImageType | null {
  if (data.length >= PNG_SIGNATURE.length && data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    return { extension: 'png', contentType: 'image/png' };
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  return null;
}
