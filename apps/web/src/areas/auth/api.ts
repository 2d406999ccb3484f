import { authApi, type LoginBody } from '@takt/contracts';
import { type ApiError, callApi } from '../../app/request';

/**
 * Calls of the auth area. The login page shows 4xx answers (wrong password, locked account,
 * disabled enterprise…) itself, under the form, so the client keeps quiet about those; network
 * trouble and server faults still come through the client's notifications.
 */
export const isShownByLoginForm = (error: ApiError) => error.httpStatus >= 400 && error.httpStatus < 500;

export function login(body: LoginBody) {
  return callApi(authApi.login, { body, quiet: isShownByLoginForm });
}

/** Best effort: the local sign-out happens whatever the server says. */
export function logout() {
  return callApi(authApi.logout, { quiet: true, timeoutMs: 5_000 });
}

export function fetchAccountInfo(signal?: AbortSignal) {
  return callApi(authApi.accountInfo, signal ? { signal } : {});
}
