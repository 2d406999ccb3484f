import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { station as enUS } from '../../../locales/en-US/station';
import { station as zhCN } from '../../../locales/zh-CN/station';
import { refusalDetailText } from './refusal-detail';

describe('refusalDetailText', () => {
  const i18n = i18next.createInstance();
  const ready = i18n.init({
    lng: 'en-US',
    resources: { 'en-US': { translation: { station: enUS } }, 'zh-CN': { translation: { station: zhCN } } },
    interpolation: { escapeValue: false },
  });
  const detail = {
    key: 'production.refusal.next',
    params: { step: 2, process: 'P020 Placement', stations: 'SMT-L1-S02 Placement station' },
    message: 'Next: step 2 P020 Placement at SMT-L1-S02 Placement station',
  };

  it('says a fact the screen has a text for in the language shown now', async () => {
    await ready;
    expect(refusalDetailText(i18n.t, detail)).toBe('Next: step 2 P020 Placement at SMT-L1-S02 Placement station');
    await i18n.changeLanguage('zh-CN');
    expect(refusalDetailText(i18n.t, detail)).toBe('下一步：第 2 步 P020 Placement，工位 SMT-L1-S02 Placement station');
    await i18n.changeLanguage('en-US');
  });

  it('keeps the server’s words for a fact it has no text for', async () => {
    await ready;
    expect(refusalDetailText(i18n.t, { key: 'production.refusal.newer', params: {}, message: 'words' })).toBe('words');
    expect(refusalDetailText(i18n.t, { key: 'bom.other', params: {}, message: 'other words' })).toBe('other words');
  });
});
