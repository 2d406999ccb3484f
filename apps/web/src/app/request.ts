import {
  ACCESS_TOKEN_HEADER,
  buildQueryString,
  type MessageParamValues,
  REFRESH_TOKEN_HEADER,
  type RefusalDetail,
  ResultCode,
  type RouteBody,
  type RouteDef,
  type RouteQuery,
  type RouteResponse,
  type SaidMessage,
} from '@takt/contracts';
import { apiBaseFor, storedServerBase } from './server-base';
import { currentPath, getRefreshToken, getToken, renewTokens, sessionGeneration, signOut } from './session';
import { settings } from './settings';

/**
 * The one request client of the console (DESIGN §3, spec 000 §7 "Common" and "Handling").
 *
 *   const info = await callApi(authApi.accountInfo);
 *   const page = await callApi(userApi.page, { query: { pageNo: 1, id: ['1', '2'] } });
 *
 * Every call goes to `/api<path>` of a contracts route, with the session headers and the
 * current language, and resolves with the envelope's `data` typed by the route's response
 * schema. Failures reject with an {@link ApiError} after the handling rules below have shown
 * their notice (unless the caller asked for `quiet`) and, for an expired session, signed out.
 *
 * The rules live in {@link classifyResponse} / {@link classifyNetworkFailure}: pure functions
 * of what came back, tested in request.test.ts. The antd presenter, translations and language
 * are plugged in by {@link configureRequestClient} at start-up, so this module stays free of
 * UI imports.
 */

// ---------------------------------------------------------------------------------------------
// Errors

/** Code of failures that never reached the server (network down, timeout). */
export const NETWORK_ERROR_CODE = 0;

export interface ApiErrorInit {
  /** Envelope `code` (400, 401, 403, 404, 409, 1001, 500…), or 0 when the server was not reached. */
  code: number;
  /** Already localized: the server's message, or the client's own text. */
  message: string;
  /** HTTP status; 0 when no response arrived. */
  httpStatus: number;
  /** Set by the server on 500s so support can find the log line. */
  requestId?: string;
  /** No answer came within the time limit (httpStatus 0). */
  timedOut?: boolean;
  /** What a refusal adds under its message (key, params and the server's text). */
  details?: readonly RefusalDetail[];
  /** The server's key and parameters `message` was said from, when it sent them. */
  said?: SaidMessage;
}

export class ApiError extends Error implements ApiErrorInit {
  readonly code: number;
  readonly httpStatus: number;
  readonly requestId?: string;
  readonly timedOut: boolean;
  readonly details: readonly RefusalDetail[];
  readonly said?: SaidMessage;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.timedOut = init.timedOut === true;
    this.details = init.details ?? [];
    if (init.requestId) this.requestId = init.requestId;
    if (init.said) this.said = init.said;
  }

  get isNetwork(): boolean {
    return this.httpStatus === 0;
  }

  get isUnauthorized(): boolean {
    return this.code === ResultCode.UNAUTHORIZED;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

// ---------------------------------------------------------------------------------------------
// Handling rules (pure)

/** Texts the client itself may show; keys of the `request` namespace of src/locales. */
export type RequestTextKey =
  | 'request.networkError'
  | 'request.timeout'
  | 'request.forbidden'
  | 'request.unauthorized'
  | 'request.loginAgain'
  | 'request.serverError'
  | 'request.proxyError'
  | 'request.requestError'
  | 'request.requestId';

/** Only `request.requestId` interpolates (`{{id}}`). */
export type Translate = (key: RequestTextKey, values?: { id: string }) => string;

/** A toast (`message`) or a notification box, shown through antd's static API. */
export interface Notice {
  channel: 'notification' | 'message';
  level: 'error' | 'warning';
  title: string;
  description?: string;
  /** Same key replaces the notice already on screen instead of stacking another one. */
  key?: string;
}

/**
 * 'current': a token was sent and the session is still the one that sent it.
 * 'stale': a token was sent but the user signed out or in since (late response).
 * 'none': no token was sent.
 */
export type SessionState = 'current' | 'stale' | 'none';

export interface ResponseFacts {
  httpStatus: number;
  /** Parsed JSON, or the text when the body was not JSON, or undefined when empty. */
  body: unknown;
  session: SessionState;
}

export type Classified =
  | { ok: true; data: unknown }
  | { ok: false; error: ApiErrorInit; notice: Notice | null; signOut: boolean };

interface WireEnvelope {
  success: boolean;
  code: number;
  message: string;
  data: unknown;
  requestId?: string;
  said?: SaidMessage;
  details?: RefusalDetail[];
}

export function asEnvelope(body: unknown): WireEnvelope | null {
  if (typeof body !== 'object' || body === null) return null;
  const candidate = body as Record<string, unknown>;
  if (typeof candidate.success !== 'boolean' || typeof candidate.code !== 'number') return null;
  return {
    success: candidate.success,
    code: candidate.code,
    message: typeof candidate.message === 'string' ? candidate.message : '',
    data: candidate.data,
    ...(typeof candidate.requestId === 'string' ? { requestId: candidate.requestId } : {}),
    ...(typeof candidate.messageKey === 'string' && isParams(candidate.messageParams)
      ? { said: { key: candidate.messageKey, params: candidate.messageParams } }
      : {}),
    ...(Array.isArray(candidate.details) ? { details: candidate.details.filter(isRefusalDetail) } : {}),
  };
}

function isRefusalDetail(value: unknown): value is RefusalDetail {
  if (typeof value !== 'object' || value === null) return false;
  const detail = value as Record<string, unknown>;
  return typeof detail.key === 'string' && typeof detail.message === 'string' && isParams(detail.params);
}

function isParams(value: unknown): value is MessageParamValues {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

/** A short plain-text body worth showing (not an HTML error page). */
function plainText(body: unknown): string {
  if (typeof body !== 'string') return '';
  const text = body.trim();
  return text && !text.startsWith('<') && text.length <= 300 ? text : '';
}

const PROXY_STATUSES = new Set([502, 503, 504]);

/**
 * Spec 000 §7 "Handling", for a response that arrived:
 *
 * | what came back                               | notice                                            | then          |
 * |----------------------------------------------|---------------------------------------------------|---------------|
 * | 2xx envelope, success true                   | none                                              | resolve data  |
 * | 401 (HTTP or body code)                      | notification 'Unauthorized' + message or 'Need to log in again' | sign out with redirect if the session is current; nothing at all if stale |
 * | 403                                          | notification 'Forbidden (403)' + server message   | reject        |
 * | 500 envelope (HTTP or body code)             | notification 'internal server error' + message + request id | reject |
 * | HTTP 500 with a plain-text message           | error toast with that message                     | reject        |
 * | 5xx without a body / 502–504 from a proxy    | notification 'Backend not started or proxy error' | reject        |
 * | 2xx that is not an envelope                  | notification 'Request error, please try again later' | reject     |
 * | 400 (validation) or 1001 (business rule)     | warning toast with the server message             | reject        |
 * | any other failure (404, 409, …)              | warning toast with the server message             | reject        |
 */
export function classifyResponse(facts: ResponseFacts, t: Translate): Classified {
  const { httpStatus, body, session } = facts;
  const envelope = asEnvelope(body);
  const httpOk = httpStatus >= 200 && httpStatus < 300;

  if (envelope?.success && httpOk) return { ok: true, data: envelope.data };

  const serverMessage = envelope ? envelope.message.trim() : plainText(body);
  const requestId = envelope?.requestId;
  const details = envelope?.details;
  const said = envelope?.said;
  const fail = (
    code: number,
    notice: Notice | null,
    fallback: string,
    signOut = false,
    message = serverMessage,
  ): Classified => ({
    ok: false,
    error: {
      code,
      httpStatus,
      message: message || fallback,
      ...(requestId ? { requestId } : {}),
      ...(said && message === serverMessage ? { said } : {}),
      ...(details?.length ? { details } : {}),
    },
    notice,
    signOut,
  });

  if (!envelope && httpOk) {
    const title = t('request.requestError');
    return fail(ResultCode.INTERNAL, { channel: 'notification', level: 'error', title, key: 'bad-response' }, title);
  }

  const code = envelope && !envelope.success ? envelope.code : httpStatus;

  if (code === ResultCode.UNAUTHORIZED || httpStatus === 401) {
    const description = serverMessage || t('request.loginAgain');
    if (session === 'stale') return fail(ResultCode.UNAUTHORIZED, null, description);
    const notice: Notice = {
      channel: 'notification',
      level: 'error',
      title: t('request.unauthorized'),
      description,
      key: 'unauthorized',
    };
    return fail(ResultCode.UNAUTHORIZED, notice, description, session === 'current');
  }

  if (code === ResultCode.FORBIDDEN || httpStatus === 403) {
    const title = t('request.forbidden');
    const notice: Notice = { channel: 'notification', level: 'error', title, key: 'forbidden' };
    if (serverMessage) notice.description = serverMessage;
    return fail(ResultCode.FORBIDDEN, notice, title);
  }

  // 1001 (business rule) is above 500 but is no server fault.
  if (httpStatus >= 500 || code === ResultCode.INTERNAL || (code > 500 && code < 600)) {
    if (envelope) {
      const title = t('request.serverError');
      const lines = [serverMessage, requestId ? t('request.requestId', { id: requestId }) : ''].filter(Boolean);
      const notice: Notice = { channel: 'notification', level: 'error', title };
      if (lines.length) notice.description = lines.join(' ');
      return fail(ResultCode.INTERNAL, notice, title);
    }
    if (serverMessage && !PROXY_STATUSES.has(httpStatus)) {
      return fail(ResultCode.INTERNAL, { channel: 'message', level: 'error', title: serverMessage }, serverMessage);
    }
    const title = t('request.proxyError');
    return fail(
      httpStatus,
      { channel: 'notification', level: 'error', title, key: 'proxy-error' },
      title,
      false,
      title,
    );
  }

  // 400 validation and 1001 business rule warn with the server's (localized) message; so does
  // every other failure (404, 409, …), falling back to a generic text when there is none.
  const text = serverMessage || t('request.requestError');
  return fail(code, { channel: 'message', level: 'warning', title: text }, text);
}

/** Spec 000 §7: network error or timeout → notification 'network disconnected, please check'. */
export function classifyNetworkFailure(kind: 'network' | 'timeout', t: Translate): Classified {
  const description = kind === 'timeout' ? t('request.timeout') : undefined;
  const title = t('request.networkError');
  return {
    ok: false,
    error: { code: NETWORK_ERROR_CODE, httpStatus: 0, message: description ?? title, timedOut: kind === 'timeout' },
    notice: { channel: 'notification', level: 'error', title, ...(description ? { description } : {}), key: 'network' },
    signOut: false,
  };
}

// ---------------------------------------------------------------------------------------------
// URL building (pure)

export function buildUrl(base: string, path: string, query?: object | null): string {
  const left = base.endsWith('/') ? base.slice(0, -1) : base;
  const right = path.startsWith('/') ? path : `/${path}`;
  return `${left}${right}${buildQueryString(query)}`;
}

// ---------------------------------------------------------------------------------------------
// The client

export interface RequestClientConfig {
  translate: Translate;
  /** Current UI language, sent as Accept-Language. */
  language: () => string;
  /** Shows a notice (antd notification / message in the app). */
  notify: (notice: Notice) => void;
}

let config: RequestClientConfig = {
  translate: (key) => key,
  language: () => 'en-US',
  notify: (notice) => console.warn(`[request] ${notice.title}${notice.description ? `: ${notice.description}` : ''}`),
};

export function configureRequestClient(overrides: Partial<RequestClientConfig>): void {
  config = { ...config, ...overrides };
}

interface CommonOptions {
  /** Cancels the call (TanStack Query passes its own); a cancelled call shows nothing. */
  signal?: AbortSignal;
  /** Overrides the 30 s timeout of spec 000 §9. */
  timeoutMs?: number;
  /**
   * Skip the notice for failures the caller shows itself (true, or a predicate on the error).
   * Sign-out on an expired session still happens.
   */
  quiet?: boolean | ((error: ApiError) => boolean);
}

type QueryPart<D> = [RouteQuery<D>] extends [undefined]
  ? { query?: undefined }
  : object extends RouteQuery<D>
    ? { query?: RouteQuery<D> }
    : { query: RouteQuery<D> };

// Routes without a JSON body may take a multipart form (uploads, bulk_read).
type BodyPart<D> = [RouteBody<D>] extends [undefined]
  ? { body?: FormData }
  : object extends RouteBody<D>
    ? { body?: RouteBody<D> | FormData }
    : { body: RouteBody<D> | FormData };

export type CallOptions<D> = QueryPart<D> & BodyPart<D> & CommonOptions;
type CallArgs<D> = object extends CallOptions<D> ? [options?: CallOptions<D>] : [options: CallOptions<D>];

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: string })?.name === 'AbortError';
}

/** Calls a contracts route; resolves with its typed `data`, rejects with {@link ApiError}. */
export async function callApi<D extends RouteDef>(def: D, ...[options]: CallArgs<D>): Promise<RouteResponse<D>> {
  const opts = (options ?? {}) as CommonOptions & { query?: object; body?: unknown };
  // The backend chosen in the login page's server dialog, else this origin.
  const url = buildUrl(apiBaseFor(storedServerBase(), settings.apiBase), def.path, opts.query);

  const startedIn = sessionGeneration();
  const token = def.access === 'public' ? null : getToken();
  const refreshToken = def.access === 'public' ? null : getRefreshToken();

  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': config.language() });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (refreshToken) headers.set('X-Authorization', `Bearer ${refreshToken}`);

  let payload: BodyInit | undefined;
  if (opts.body !== undefined && def.method !== 'GET') {
    if (typeof FormData !== 'undefined' && opts.body instanceof FormData) {
      payload = opts.body; // the browser sets the multipart boundary
    } else {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(opts.body);
    }
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? settings.requestTimeoutMs);
  const callerSignal = opts.signal;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  const settle = (outcome: Classified): RouteResponse<D> => {
    if (outcome.ok) return outcome.data as RouteResponse<D>;
    const error = new ApiError(outcome.error);
    if (outcome.signOut) signOut({ returnTo: currentPath() });
    const quiet = typeof opts.quiet === 'function' ? opts.quiet(error) : opts.quiet === true;
    if (outcome.notice && !quiet) config.notify(outcome.notice);
    throw error;
  };

  try {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        method: def.method,
        headers,
        body: payload,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      // Transparent renewal (DESIGN §3): the server hands out fresh tokens in these headers.
      renewTokens(
        { token: response.headers.get(ACCESS_TOKEN_HEADER), refreshToken: response.headers.get(REFRESH_TOKEN_HEADER) },
        startedIn,
      );
      body = await readBody(response);
    } catch (cause) {
      if (!timedOut && callerSignal?.aborted) throw cause; // cancelled by the caller: stay silent
      if (!timedOut && !isAbortError(cause) && !(cause instanceof TypeError)) throw cause;
      return settle(classifyNetworkFailure(timedOut ? 'timeout' : 'network', config.translate));
    }
    const session: SessionState = !token ? 'none' : startedIn === sessionGeneration() ? 'current' : 'stale';
    return settle(classifyResponse({ httpStatus: response.status, body, session }, config.translate));
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}
