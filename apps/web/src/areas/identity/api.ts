import {
  authApi,
  type LoginBody,
  type PhoneLoginBody,
  pageSettingApi,
  type RegisterBody,
  type ResetPasswordBody,
  registrationApi,
} from '@takt/contracts';
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

// --- codes, SMS sign-in, registration, password reset (spec 000 §7) --------------------------

/** `POST verification_code?target=…&purpose=register|login`; failures warn through the client. */
export function sendVerificationCode(target: string, purpose: 'register' | 'login') {
  return callApi(registrationApi.verificationCode, { query: { target, purpose } });
}

/** `POST reset_password_verification_code?target=…`. */
export function sendResetCode(target: string) {
  return callApi(registrationApi.resetPasswordVerificationCode, { query: { target } });
}

/** `POST phone_number_login {phone, code}` → the token pair, as /login. */
export function phoneNumberLogin(body: PhoneLoginBody) {
  return callApi(registrationApi.phoneNumberLogin, { body, quiet: isShownByLoginForm });
}

/** `POST register`; a rejected field or a taken account is shown under the form. */
export function registerEnterprise(body: RegisterBody) {
  return callApi(registrationApi.register, { body, quiet: isShownByLoginForm });
}

/** `POST reset_password`. */
export function resetPassword(body: ResetPasswordBody) {
  return callApi(registrationApi.resetPassword, { body, quiet: isShownByLoginForm });
}

/**
 * The enterprise's page settings, read right after sign-in to remember whether its users get
 * a language choice on the login page (the login page itself has no enterprise yet).
 */
export function fetchPageSettings() {
  return callApi(pageSettingApi.get, { quiet: true, timeoutMs: 5_000 });
}
