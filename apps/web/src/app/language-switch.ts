import { type Language, preferenceApi } from '@takt/contracts';
import { rememberLanguage } from './i18n';
import { callApi } from './request';
import { isSignedIn } from './session';

/**
 * Switching the interface language from the header or the login page (spec 000 §4: "saves the
 * choice, then the page reloads after 1 second"; §7: "language change switches on success").
 *
 * Signed in: `PUT /client_theme/change_language?language=…` (the server's texts, pushes and
 * e-mails follow the account's language); on success the choice is stored and the page reloads
 * 1 s later, on failure nothing changes (the request client has said why). Signed out: the choice
 * is stored and the page reloads at once.
 */
export const LANGUAGE_RELOAD_DELAY_MS = 1_000;

export interface LanguageSwitchDeps {
  signedIn: () => boolean;
  saveOnServer: (language: Language) => Promise<unknown>;
  remember: (language: Language) => void;
  reload: () => void;
  schedule: (fn: () => void, ms: number) => void;
}

/** Reloads without `?lang=` (which would otherwise pin the old language again). */
export function reloadWithoutLanguageParameter(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.location.replace(url.toString());
    return;
  }
  window.location.reload();
}

const browserDeps: LanguageSwitchDeps = {
  signedIn: isSignedIn,
  saveOnServer: (language) => callApi(preferenceApi.changeLanguage, { query: { language } }),
  remember: rememberLanguage,
  reload: reloadWithoutLanguageParameter,
  schedule: (fn, ms) => {
    setTimeout(fn, ms);
  },
};

/** Resolves 'saved' when the reload is scheduled (signed in), 'reloading' when it happens at once. */
export async function switchLanguage(
  language: Language,
  deps: LanguageSwitchDeps = browserDeps,
): Promise<'saved' | 'reloading'> {
  if (!deps.signedIn()) {
    deps.remember(language);
    deps.reload();
    return 'reloading';
  }
  await deps.saveOnServer(language);
  deps.remember(language);
  deps.schedule(deps.reload, LANGUAGE_RELOAD_DELAY_MS);
  return 'saved';
}
