import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language, negotiateLanguage } from '@takt/contracts';
import type { Locale } from 'antd/es/locale';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from '../locales/en-US';
import { readLocal, writeLocal } from './storage';

/**
 * i18next set-up (DESIGN §8). Texts live in src/locales/<lang>/index.ts; only the current
 * language (texts + antd locale) is downloaded, each language is its own small chunk.
 *
 * Choice of language, first that applies: `?lang=<code>` on the URL (kept, so links and tests
 * can pin a language), the stored choice (`takt:language`), the browser's languages.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

export { i18n };

const LANGUAGE_KEY = 'language';

/** Each language in its own script: these never go through t(). */
export const LANGUAGE_LABELS: Record<Language, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'zh-TW': '繁體中文',
  'vi-VN': 'Tiếng Việt',
};

export const SUPPORTED_LANGUAGES: readonly Language[] = LANGUAGES;

const messageLoaders = import.meta.glob<{ default: Messages }>('../locales/*/index.ts');

const antdLoaders: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'en-US': () => import('antd/es/locale/en_US'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
  'vi-VN': () => import('antd/es/locale/vi_VN'),
};

const antdLocales = new Map<Language, Locale>();

/** The language to start with (see the module comment). */
export function detectLanguage(): Language {
  if (typeof window !== 'undefined') {
    const fromUrl = new URLSearchParams(window.location.search).get('lang');
    if (isLanguage(fromUrl)) {
      writeLocal(LANGUAGE_KEY, fromUrl);
      return fromUrl;
    }
  }
  const stored = readLocal(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  if (typeof navigator !== 'undefined') {
    const wanted = navigator.languages?.length ? navigator.languages.join(',') : navigator.language;
    return negotiateLanguage(wanted);
  }
  return FALLBACK_LANGUAGE;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

/** antd's locale for a language already loaded (undefined before: antd falls back to English). */
export function antdLocaleFor(language: string): Locale | undefined {
  return isLanguage(language) ? antdLocales.get(language) : undefined;
}

async function loadLanguage(language: Language): Promise<Messages> {
  const loadMessages = messageLoaders[`../locales/${language}/index.ts`];
  if (!loadMessages) throw new Error(`no texts for ${language}`);
  const [messages, antd] = await Promise.all([loadMessages(), antdLoaders[language]()]);
  antdLocales.set(language, antd.default);
  return messages.default;
}

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export async function initI18n(): Promise<Language> {
  const language = detectLanguage();
  const messages = await loadLanguage(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    resources: { [language]: { translation: messages } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: false },
  });
  applyToDocument(language);
  return language;
}

/** Stores the language choice for the next start (the header reloads the page after it). */
export function rememberLanguage(language: Language): void {
  writeLocal(LANGUAGE_KEY, language);
}

/** True when the user (or a `?lang=` link) chose a language in this browser. */
export function hasStoredLanguage(): boolean {
  return isLanguage(readLocal(LANGUAGE_KEY));
}

/**
 * Switches the interface language in place and remembers the choice. Texts and antd's locale
 * switch at once; server-side texts follow because queries refetch on `languageChanged`
 * (query-client). The header's language menu goes through language-switch.ts instead (save on
 * the server, then reload: spec 000 §4).
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const messages = await loadLanguage(language);
    i18n.addResourceBundle(language, 'translation', messages, true, true);
  }
  writeLocal(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
}
