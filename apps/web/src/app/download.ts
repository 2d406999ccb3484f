import { ApiError, asEnvelope, buildUrl } from './request';
import { apiBaseFor, storedServerBase } from './server-base';
import { getRefreshToken, getToken } from './session';
import { settings } from './settings';

/** The file name a `Content-Disposition` header names, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      return fallback;
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * Calls a route that answers a file with the session headers and returns it (for a caller that
 * shows or prints it rather than saving it). A failure answers an envelope: its message is thrown
 * as an ApiError.
 */
export async function fetchFile(
  route: { method: string; path: string },
  options: { query?: object; body?: unknown; language: string; fallbackName: string },
): Promise<{ blob: Blob; name: string }> {
  const url = buildUrl(apiBaseFor(storedServerBase(), settings.apiBase), route.path, options.query);
  const headers = new Headers({ 'Accept-Language': options.language });
  const token = getToken();
  const refreshToken = getRefreshToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (refreshToken) headers.set('X-Authorization', `Bearer ${refreshToken}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url, { method: route.method, headers, body, credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const envelope = asEnvelope(await response.json().catch(() => null));
    throw new ApiError({
      code: envelope?.code ?? response.status,
      httpStatus: response.status,
      message: envelope?.message ?? response.statusText,
    });
  }
  const name = fileNameOf(response.headers.get('content-disposition'), options.fallbackName);
  return { blob: await response.blob(), name };
}

/**
 * Calls a route that answers a file (the `.xlsx` exports) with the session headers and saves the
 * file in the browser. A failure answers an envelope: its message is thrown as an ApiError.
 */
export async function downloadFile(
  route: { method: string; path: string },
  options: { query?: object; body?: unknown; language: string; fallbackName: string },
): Promise<string> {
  const { blob, name } = await fetchFile(route, options);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return name;
}
