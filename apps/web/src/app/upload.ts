import { ACCESS_TOKEN_HEADER, REFRESH_TOKEN_HEADER, type RouteDef, type RouteResponse } from '@takt/contracts';
import { ApiError, buildUrl, classifyNetworkFailure, classifyResponse, type Translate } from './request';
import { apiBaseFor, storedServerBase } from './server-base';
import { getRefreshToken, getToken, renewTokens, sessionGeneration } from './session';
import { settings } from './settings';

export interface UploadOptions {
  /** Share of the body sent so far, 0 to 1 (fetch cannot tell this: the upload goes through XHR). */
  onProgress?: (sent: number) => void;
  /** Overrides the 30 s timeout (spec 000 §9: software uploads 300 000 ms). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The request client's texts (network error, timeout…), for failures the server did not word. */
  t: Translate;
  language: string;
}

/**
 * Sends a multipart form to a contracts route with upload progress; resolves with the route's
 * `data`, rejects with an {@link ApiError} worded like the request client's (the caller shows it).
 */
export function uploadForm<D extends RouteDef>(
  def: D,
  form: FormData,
  options: UploadOptions,
): Promise<RouteResponse<D>> {
  const url = buildUrl(apiBaseFor(storedServerBase(), settings.apiBase), def.path);
  const startedIn = sessionGeneration();
  const token = getToken();
  const refreshToken = getRefreshToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(def.method, url);
    xhr.timeout = options.timeoutMs ?? settings.requestTimeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', options.language);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (refreshToken) xhr.setRequestHeader('X-Authorization', `Bearer ${refreshToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    const fail = (kind: 'network' | 'timeout') => {
      const outcome = classifyNetworkFailure(kind, options.t);
      if (!outcome.ok) reject(new ApiError(outcome.error));
    };
    xhr.onerror = () => fail('network');
    xhr.ontimeout = () => fail('timeout');
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      renewTokens(
        {
          token: xhr.getResponseHeader(ACCESS_TOKEN_HEADER),
          refreshToken: xhr.getResponseHeader(REFRESH_TOKEN_HEADER),
        },
        startedIn,
      );
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // Not JSON: classified as the text it is.
      }
      const outcome = classifyResponse(
        { httpStatus: xhr.status, body, session: token ? 'current' : 'none' },
        options.t,
      );
      if (outcome.ok) resolve(outcome.data as RouteResponse<D>);
      else reject(new ApiError(outcome.error));
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
