/** Test helpers for multipart uploads (imported by tests only). */

/** A 1×1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JFIF file: enough for a content check. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64, 0x20),
  Buffer.from([0xff, 0xd9]),
]);

export interface UploadResponse {
  status: number;
  headers: Headers;
  body: { success: boolean; code: number; message: string; data: unknown };
}

/** POSTs one file as multipart/form-data (or a form with no file when `data` is null). */
export async function uploadFile(
  baseUrl: string,
  path: string,
  token: string,
  data: Buffer | null,
  options: { filename?: string; field?: string; type?: string; language?: string } = {},
): Promise<UploadResponse> {
  const form = new FormData();
  if (data) {
    form.append(
      options.field ?? 'file',
      new Blob([new Uint8Array(data)], { type: options.type ?? 'application/octet-stream' }),
      options.filename ?? 'upload.png',
    );
  } else {
    form.append('note', 'no file here');
  }
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'en-US' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: form });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
