import type { Language } from '@takt/contracts';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_RELOAD_DELAY_MS, type LanguageSwitchDeps, switchLanguage } from './language-switch';

function deps(signedIn: boolean, save: () => Promise<unknown> = async () => null) {
  const calls: string[] = [];
  const scheduled: { fn: () => void; ms: number }[] = [];
  const d: LanguageSwitchDeps = {
    signedIn: () => signedIn,
    saveOnServer: async (language: Language) => {
      calls.push(`save ${language}`);
      return save();
    },
    remember: (language) => calls.push(`remember ${language}`),
    reload: () => calls.push('reload'),
    schedule: (fn, ms) => scheduled.push({ fn, ms }),
  };
  return { d, calls, scheduled };
}

describe('switchLanguage (spec 000 §4, §7)', () => {
  it('signed in: saves on the server, stores the choice and reloads 1 s later', async () => {
    const { d, calls, scheduled } = deps(true);
    await expect(switchLanguage('zh-CN', d)).resolves.toBe('saved');
    expect(calls).toEqual(['save zh-CN', 'remember zh-CN']);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.ms).toBe(1000);
    expect(LANGUAGE_RELOAD_DELAY_MS).toBe(1000);
    scheduled[0]?.fn();
    expect(calls).toEqual(['save zh-CN', 'remember zh-CN', 'reload']);
  });

  it('signed in: changes nothing when the server refuses', async () => {
    const failure = new Error('refused');
    const { d, calls, scheduled } = deps(true, () => Promise.reject(failure));
    await expect(switchLanguage('vi-VN', d)).rejects.toBe(failure);
    expect(calls).toEqual(['save vi-VN']);
    expect(scheduled).toEqual([]);
  });

  it('signed out (login page): stores the choice and reloads at once, no server call', async () => {
    const { d, calls, scheduled } = deps(false);
    const save = vi.spyOn(d, 'saveOnServer');
    await expect(switchLanguage('zh-TW', d)).resolves.toBe('reloading');
    expect(save).not.toHaveBeenCalled();
    expect(calls).toEqual(['remember zh-TW', 'reload']);
    expect(scheduled).toEqual([]);
  });
});
