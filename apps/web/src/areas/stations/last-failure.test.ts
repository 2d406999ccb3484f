import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US';
import viVN from '../../locales/vi-VN';
import zhCN from '../../locales/zh-CN';
import zhTW from '../../locales/zh-TW';
import { lastFailureText } from './last-failure';
import { parseQueued } from './scan-queue';

async function texts() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'zh-CN',
    resources: {
      'zh-CN': { translation: zhCN },
      'en-US': { translation: enUS },
      'zh-TW': { translation: zhTW },
      'vi-VN': { translation: viVN },
    },
  });
  return i18n;
}

describe('a waiting scan’s last failure', () => {
  it('is said in the language shown now, whichever language it failed in', async () => {
    const i18n = await texts();
    const network = { reason: 'network', httpStatus: 0 } as const;
    const server = { reason: 'server', httpStatus: 503 } as const;
    expect(lastFailureText(i18n.t, network)).toBe('网络已断开');
    expect(lastFailureText(i18n.t, server)).toBe('服务器错误（HTTP 503）');
    await i18n.changeLanguage('vi-VN');
    expect(lastFailureText(i18n.t, network)).toBe('mất kết nối mạng');
    await i18n.changeLanguage('en-US');
    expect(lastFailureText(i18n.t, server)).toBe('server error (HTTP 503)');
  });

  it('has a text for every reason in every language', async () => {
    const i18n = await texts();
    const reasons = ['network', 'timeout', 'signedOut', 'server'] as const;
    for (const language of ['zh-CN', 'en-US', 'zh-TW', 'vi-VN']) {
      await i18n.changeLanguage(language);
      for (const reason of reasons) {
        expect(lastFailureText(i18n.t, { reason, httpStatus: 500 })).not.toMatch(/station\.|{{/);
      }
    }
  });

  it('stored as a text by an older console, reads as a failure in the language shown now', async () => {
    const i18n = await texts();
    const [scan] = parseQueued(
      JSON.stringify([
        {
          clientScanId: 'c1',
          kind: 'passing',
          stationId: '9',
          label: 'SN-1',
          body: {},
          owner: null,
          queuedAt: 1,
          attempts: 2,
          lastError: 'The network has been disconnected, please check',
        },
      ]),
    );
    expect(scan?.lastError && lastFailureText(i18n.t, scan.lastError)).toBe('发送失败');
  });
});
