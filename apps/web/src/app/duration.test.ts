import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enUS from '../locales/en-US';
import viVN from '../locales/vi-VN';
import zhCN from '../locales/zh-CN';
import zhTW from '../locales/zh-TW';
import { durationText } from './duration';

async function texts(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: {
      'zh-CN': { translation: zhCN },
      'en-US': { translation: enUS },
      'zh-TW': { translation: zhTW },
      'vi-VN': { translation: viVN },
    },
  });
  return i18n.t;
}

const HOUR = 3600;

describe('durationText', () => {
  it('says the units in the interface language', async () => {
    const seconds = HOUR + 2 * 60 + 3;
    expect(durationText(await texts('en-US'), seconds)).toBe('1 h 2 min 3 s');
    expect(durationText(await texts('zh-CN'), seconds)).toBe('1 小时 2 分 3 秒');
    expect(durationText(await texts('zh-TW'), seconds)).toBe('1 小時 2 分 3 秒');
    expect(durationText(await texts('vi-VN'), seconds)).toBe('1 giờ 2 phút 3 giây');
  });

  it('leaves zero units out, says nothing as 0 s and no value as a dash', async () => {
    const t = await texts('en-US');
    expect(durationText(t, 2 * HOUR + 5)).toBe('2 h 5 s');
    expect(durationText(t, 2 * HOUR)).toBe('2 h');
    expect(durationText(t, 125.9)).toBe('2 min 5 s');
    expect(durationText(t, 0)).toBe('0 s');
    expect(durationText(t, -3)).toBe('0 s');
    expect(durationText(t, null)).toBe('-');
    expect(durationText(t, undefined)).toBe('-');
    expect(durationText(await texts('zh-CN'), 0)).toBe('0 秒');
  });

  it('counts hours past a day unless days are asked for', async () => {
    const t = await texts('en-US');
    expect(durationText(t, 26 * HOUR + 60)).toBe('26 h 1 min');
    expect(durationText(t, 26 * HOUR + 60, { days: true })).toBe('1 d 2 h 1 min');
    expect(durationText(await texts('vi-VN'), 3 * 86_400 + 4 * HOUR + 59, { days: true, largest: 2 })).toBe(
      '3 ngày 4 giờ',
    );
  });

  it('stops at the smallest unit asked for', async () => {
    const t = await texts('en-US');
    expect(durationText(t, 90 * 60 + 59, { smallest: 'min' })).toBe('1 h 30 min');
    expect(durationText(t, 30, { smallest: 'min' })).toBe('0 min');
    expect(durationText(await texts('zh-TW'), 2 * HOUR, { smallest: 'min' })).toBe('2 小時');
  });

  it('keeps the largest units asked for', async () => {
    const t = await texts('en-US');
    expect(durationText(t, HOUR + 2 * 60 + 3, { largest: 2 })).toBe('1 h 2 min');
    expect(durationText(t, HOUR + 3, { largest: 2 })).toBe('1 h');
    expect(durationText(t, 312, { largest: 2 })).toBe('5 min 12 s');
  });

  it('pads the units after the first on floor screens, zeros kept', async () => {
    const t = await texts('en-US');
    const floor = { largest: 2, pad: true };
    expect(durationText(t, HOUR + 5 * 60 + 59, floor)).toBe('1 h 05 min');
    expect(durationText(t, HOUR + 30, floor)).toBe('1 h 00 min');
    expect(durationText(t, 200, floor)).toBe('3 min 20 s');
    expect(durationText(t, 60, floor)).toBe('1 min 00 s');
    expect(durationText(t, 12, floor)).toBe('12 s');
    expect(durationText(await texts('zh-CN'), 200, floor)).toBe('3 分 20 秒');
  });
});
