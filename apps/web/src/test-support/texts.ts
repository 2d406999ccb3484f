import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from '../locales/en-US';
import zhCN from '../locales/zh-CN';

/** For tests that render with the product's texts: English (first) and Simplified Chinese. */
export function initTestTexts(): Promise<unknown> {
  return i18next.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    interpolation: { escapeValue: false },
  });
}

/** The language the next render speaks. */
export function setTestLanguage(language: string): void {
  void i18next.changeLanguage(language);
}
