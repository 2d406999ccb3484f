import { describe, expect, it } from 'vitest';
import { compileMapping, mapReading, numericValue } from './iot-driver.schema.js';
import { parseJsonPath, readJsonPath } from './json-path.js';

/** Payloads as real devices publish them: a power meter, a PLC's register block, a sensor with spaces in its keys. */
const POWER_METER = { v: { a: 230.1, b: 229.8 }, i: 12.3, temp_c10: 412, at: 1_764_230_400_000 };
const PLC = {
  regs: [
    { addr: 40001, val: '1520' },
    { addr: 40002, val: 77 },
  ],
  run: true,
};
const SENSOR = { 'Air Temp': 21.5, "it's": 3, status: { 'flow l/min': '4.25' } };

describe('JSON path', () => {
  it('parses the subset: dotted names, indexes and quoted keys', () => {
    expect(parseJsonPath('$')).toEqual({ ok: true, segments: [] });
    expect(parseJsonPath('$.v.a')).toEqual({ ok: true, segments: ['v', 'a'] });
    expect(parseJsonPath('$.regs[1].val')).toEqual({ ok: true, segments: ['regs', 1, 'val'] });
    expect(parseJsonPath("$['Air Temp']")).toEqual({ ok: true, segments: ['Air Temp'] });
    expect(parseJsonPath(`$["it's"]`)).toEqual({ ok: true, segments: ["it's"] });
    expect(parseJsonPath("$.status['flow l/min']")).toEqual({ ok: true, segments: ['status', 'flow l/min'] });
  });

  it('refuses anything else, saying why', () => {
    expect(parseJsonPath('v.a')).toMatchObject({ ok: false, problem: 'start' });
    expect(parseJsonPath('$..a')).toMatchObject({ ok: false, problem: 'syntax' });
    expect(parseJsonPath('$.a[*]')).toMatchObject({ ok: false, problem: 'syntax' });
    expect(parseJsonPath('$.a[?(@.x)]')).toMatchObject({ ok: false, problem: 'syntax' });
    expect(parseJsonPath("$['unclosed")).toMatchObject({ ok: false, problem: 'syntax' });
    expect(parseJsonPath("$['']")).toMatchObject({ ok: false, problem: 'syntax' });
    expect(parseJsonPath('$.1abc')).toMatchObject({ ok: false, problem: 'syntax' });
    expect(parseJsonPath('$.a[10000]')).toMatchObject({ ok: false, problem: 'index' });
    expect(parseJsonPath(`$${'.a'.repeat(17)}`)).toMatchObject({ ok: false, problem: 'tooDeep' });
    expect(parseJsonPath(`$.${'a'.repeat(200)}`)).toMatchObject({ ok: false, problem: 'tooLong' });
  });

  it('reads values, and nothing where the path leads nowhere (never from the prototype)', () => {
    const read = (path: string, value: unknown) => {
      const parsed = parseJsonPath(path);
      if (!parsed.ok) throw new Error(path);
      return readJsonPath(value, parsed.segments);
    };
    expect(read('$.v.a', POWER_METER)).toBe(230.1);
    expect(read('$.regs[0].val', PLC)).toBe('1520');
    expect(read("$['Air Temp']", SENSOR)).toBe(21.5);
    expect(read('$.regs[5].val', PLC)).toBeUndefined();
    expect(read('$.v[0]', POWER_METER)).toBeUndefined();
    expect(read('$.regs.val', PLC)).toBeUndefined();
    expect(read('$.constructor', POWER_METER)).toBeUndefined();
    expect(read('$.v.a.b', POWER_METER)).toBeUndefined();
  });
});

describe('driver mapping', () => {
  it('maps real payloads to readings: value × scale + offset, rounded to the row’s decimals', () => {
    const rows = compileMapping([
      { metric: 'voltage', path: '$.v.a', scale: 1, offset: 0, decimals: 1 },
      { metric: 'temperature', path: '$.temp_c10', scale: 0.1, offset: 0, decimals: 1 },
      { metric: 'current', path: '$.i', scale: 1000, offset: 0, decimals: null },
      { metric: 'pressure', path: '$.regs[0].val', scale: 0.01, offset: -1, decimals: 2 },
      { metric: 'running', path: '$.run', scale: 1, offset: 0, decimals: null },
      { metric: 'flow', path: "$.status['flow l/min']", scale: 1, offset: 0, decimals: 1 },
    ]);
    const values = (payload: unknown) => rows.map((row) => mapReading(row, payload).value);
    expect(values(POWER_METER)).toEqual([230.1, 41.2, 12300, null, null, null]);
    expect(values(PLC)).toEqual([null, null, null, 14.2, 1, null]);
    expect(values(SENSOR)).toEqual([null, null, null, null, null, 4.3]);
  });

  it('takes numbers, numeric text and flags; nothing else', () => {
    expect(numericValue(3)).toBe(3);
    expect(numericValue(' 4.5 ')).toBe(4.5);
    expect(numericValue(false)).toBe(0);
    expect(numericValue('')).toBeNull();
    expect(numericValue('n/a')).toBeNull();
    expect(numericValue(null)).toBeNull();
    expect(numericValue({ a: 1 })).toBeNull();
  });
});
