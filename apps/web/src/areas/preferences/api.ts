import { type PreferencesEdit, preferenceApi } from '@takt/contracts';
import { callApi } from '../../app/request';

/** Preferences of the signed-in user (spec 000 §7 `/client_theme/*`). */
export function fetchPreferences(signal?: AbortSignal) {
  // A failure here costs nothing but the cached look: keep quiet about it.
  return callApi(preferenceApi.get, { quiet: true, ...(signal ? { signal } : {}) });
}

export function savePreferences(body: PreferencesEdit) {
  return callApi(preferenceApi.edit, { body });
}
