import type { CodedRef } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { translate } from '../i18n/messages.js';
import { ReferenceRegistry } from './reference-registry.js';

const processes: CodedRef[] = [
  { id: '1', code: 'P10', name: 'Soldering' },
  { id: '2', code: 'P20', name: 'Testing' },
];

function registry() {
  const refs = new ReferenceRegistry();
  const locked: string[][] = [];
  refs.provide('process', {
    byIds: async (_tenant, ids, options) => {
      if (options?.lock) locked.push([...ids]);
      return processes.filter((p) => ids.includes(p.id));
    },
    search: async (_tenant, keyword, limit) =>
      processes.filter((p) => !keyword || `${p.code} ${p.name}`.includes(keyword)).slice(0, limit),
    byCodes: async (_tenant, codes) => processes.filter((p) => codes.includes(p.code)),
  });
  return { refs, locked };
}

async function thrown(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('ReferenceRegistry', () => {
  it('resolves references with a lock and names missing ids in the user’s language', async () => {
    const { refs, locked } = registry();
    const found = await refs.resolve('t', 'process', ['2', '1', '2', ''], 'steps');
    expect([...found.keys()].sort()).toEqual(['1', '2']);
    expect(locked).toEqual([['2', '1']]);
    const error = await thrown(refs.resolve('t', 'process', ['1', '9'], 'steps'));
    expect(error.code).toBe(400);
    expect(translate('en-US', error.messageKey, error.params)).toBe(
      'steps: no process with id 9 exists in this enterprise',
    );
    expect(translate('zh-CN', error.messageKey, error.params)).toBe('steps：本企业不存在 id 为 9 的工序');
  });

  it('answers picker searches and exact ids', async () => {
    const { refs } = registry();
    expect(await refs.options('t', { kind: 'process', keyword: 'Test', limit: 20 })).toEqual([processes[1]]);
    expect(await refs.options('t', { kind: 'process', ids: ['1'], limit: 20 })).toEqual([processes[0]]);
    expect(await refs.findByCode('t', 'process', 'P20')).toEqual(processes[1]);
    expect(await refs.findByCode('t', 'process', 'P2')).toBeUndefined();
  });

  it('refuses to delete a used record and says what uses it', async () => {
    const { refs } = registry();
    const routings = Array.from({ length: 7 }, (_, i) => ({ id: `r${i}`, code: `R${i}`, name: `Route ${i}` }));
    refs.usedBy('process', 'routing', async (_t, id, limit) => (id === '1' ? routings.slice(0, limit) : []));
    refs.usedBy('process', 'product', async (_t, id) => (id === '1' ? [{ id: 'x', code: 'FG-01', name: 'Fan' }] : []));
    await refs.assertUnused('t', 'process', processes[1]!);
    const error = await thrown(refs.assertUnused('t', 'process', processes[0]!));
    expect(error.code).toBe(409);
    expect(translate('en-US', error.messageKey, error.params)).toBe(
      'P10 Soldering cannot be deleted: it is used by routing R0, R1, R2, R3, R4 and more; product FG-01',
    );
    expect(translate('vi-VN', error.messageKey, error.params)).toBe(
      'Không thể xóa P10 Soldering: đang được sử dụng bởi quy trình công nghệ R0, R1, R2, R3, R4 và các mục khác; sản phẩm FG-01',
    );
  });

  it('allows one provider per kind', () => {
    const { refs } = registry();
    expect(() =>
      refs.provide('process', { byIds: async () => [], search: async () => [], byCodes: async () => [] }),
    ).toThrow();
  });
});
