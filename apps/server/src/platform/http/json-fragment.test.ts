import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asField, JsonFragment, serializerCompiler } from './json-fragment.js';

const envelope = z.object({
  success: z.boolean(),
  data: z.object({ id: z.string().optional(), menus: z.array(z.object({ title: z.string() })) }),
});
const serialize = serializerCompiler({ schema: envelope, method: 'GET', url: '/x', httpStatus: '200' } as never);
const menus = JsonFragment.of(z.array(z.object({ title: z.string() })), [{ title: '生产 "line"' }]);

describe('answers holding a JSON fragment', () => {
  it('splice the fragment’s JSON, UTF-8 intact, beside the checked fields', () => {
    const sent = serialize({ success: true, data: { id: '7', menus: asField(menus) } });
    expect(Buffer.isBuffer(sent)).toBe(true);
    expect(JSON.parse(String(sent))).toEqual({ success: true, data: { id: '7', menus: [{ title: '生产 "line"' }] } });
  });

  it('work when the fragment is the data’s only field', () => {
    const sent = serialize({ success: true, data: { menus: asField(menus) } });
    expect(JSON.parse(String(sent))).toEqual({ success: true, data: { menus: [{ title: '生产 "line"' }] } });
  });

  it('still check the rest of the answer', () => {
    expect(() => serialize({ success: 'yes', data: { id: '7', menus: asField(menus) } })).toThrow();
  });

  it('refuse a fragment that does not fit its schema when it is made', () => {
    expect(() => JsonFragment.of(z.array(z.object({ title: z.string() })), [{ title: 1 }] as never)).toThrow();
  });
});
