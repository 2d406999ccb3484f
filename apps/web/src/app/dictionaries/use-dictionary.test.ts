import type { DictItem } from '@takt/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { path: string; typeCode: string }[] = [];
const answers: Record<string, DictItem[]> = {
  sex: [
    { code: '1', label: 'Male', color: 'blue', sort: 1, enabled: true },
    { code: '3', label: 'Unknown', color: null, sort: 3, enabled: false },
  ],
  yes_no: [{ code: 'true', label: 'Yes', color: 'success', sort: 1, enabled: true }],
};

vi.mock('../request', () => ({
  callApi: vi.fn(async (def: { path: string }, options: { query: { typeCode: string } }) => {
    calls.push({ path: def.path, typeCode: options.query.typeCode });
    return answers[options.query.typeCode] ?? [];
  }),
  isApiError: () => false,
}));

const { dictionaryOptions, invalidateDictionaries } = await import('./use-dictionary');
const { queryClient } = await import('../query-client');

describe('dictionary options from the session cache', () => {
  beforeEach(() => {
    queryClient.clear();
    calls.length = 0;
  });

  it('asks the server once per type and language, however many selects ask', async () => {
    const [a, b, c] = await Promise.all([
      dictionaryOptions('sex', 'en-US')(),
      dictionaryOptions('sex', 'en-US')(),
      dictionaryOptions('yes_no', 'en-US')(),
    ]);
    expect(a).toEqual([{ label: 'Male', value: '1' }]);
    expect(b).toEqual(a);
    expect(c).toEqual([{ label: 'Yes', value: 'true' }]);
    await dictionaryOptions('sex', 'en-US')();
    expect(calls).toEqual([
      { path: '/dictionary_value/list', typeCode: 'sex' },
      { path: '/dictionary_value/list', typeCode: 'yes_no' },
    ]);
    await dictionaryOptions('sex', 'zh-CN')();
    expect(calls).toHaveLength(3);
  });

  it('asks again after an edit invalidated the dictionaries', async () => {
    await dictionaryOptions('sex', 'en-US')();
    answers.sex = [{ code: '1', label: 'Man', color: 'blue', sort: 1, enabled: true }];
    await invalidateDictionaries();
    expect(await dictionaryOptions('sex', 'en-US')()).toEqual([{ label: 'Man', value: '1' }]);
    expect(calls).toHaveLength(2);
  });
});
