import { settings } from '../../app/settings';
import { readLocal, writeLocal } from '../../app/storage';
import { fetchPageSettings } from './api';

/**
 * Spec 000 §1/§2: the login page offers the language dropdown only when multi-language is
 * enabled. That switch is an enterprise page setting (`multiLanguage`), but the login page
 * knows no enterprise yet: it follows the setting of the last enterprise that signed in on
 * this browser, remembered here after each sign-in; the deployment's switch (settings.ts)
 * decides on a browser that never signed in, and when it is off no enterprise turns it on.
 */
const KEY = 'loginMultiLanguage';

export function loginMultiLanguage(): boolean {
  // The deployment's switch is the master switch; an enterprise can only turn the choice off.
  return settings.multiLanguage && readLocal(KEY) !== 'false';
}

/** After sign-in: remember the enterprise's choice for the next visit of the login page. */
export async function rememberMultiLanguage(): Promise<void> {
  try {
    const pageSettings = await fetchPageSettings();
    writeLocal(KEY, String(pageSettings.multiLanguage));
  } catch {
    // not essential: the login page keeps what it knew
  }
}
