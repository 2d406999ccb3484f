import { describe, expect, it } from 'vitest';
import { bomQuantitySchema, duplicateBomLines, hasAtMostDecimals } from './bom.schema.js';
import {
  checkScan,
  emptyScanProgress,
  isScanComplete,
  isValidScanMask,
  matchesScanMask,
  recordScan,
  type ScanCheckContext,
  type ScanPlan,
  type ScanProgress,
  scansRemaining,
} from './scan-check.js';
import { bomScanDefaults, scanConfigMaterialInputSchema } from './scan-config.schema.js';

describe('scan masks', () => {
  it('matches the whole barcode with *, ?, # and @', () => {
    expect(matchesScanMask('TF##########', 'TF2611230001')).toBe(true);
    expect(matchesScanMask('TF##########', 'TF261123000')).toBe(false);
    expect(matchesScanMask('TF##########', 'TF26112300011')).toBe(false);
    expect(matchesScanMask('TF##########', 'tf2611230001')).toBe(false);
    expect(matchesScanMask('MCU32-*', 'MCU32-')).toBe(true);
    expect(matchesScanMask('MCU32-*', 'MCU32-LOT7/0042')).toBe(true);
    expect(matchesScanMask('MCU32-*', 'XMCU32-1')).toBe(false);
    expect(matchesScanMask('A?C', 'ABC')).toBe(true);
    expect(matchesScanMask('A?C', 'AC')).toBe(false);
    expect(matchesScanMask('@@-#', 'AB-7')).toBe(true);
    expect(matchesScanMask('@@-#', 'A1-7')).toBe(false);
    expect(matchesScanMask('*-END', 'X-END')).toBe(true);
    expect(matchesScanMask('**', 'anything at all')).toBe(true);
  });

  it('takes regular-expression characters and escaped mask characters literally', () => {
    expect(matchesScanMask('a.b', 'a.b')).toBe(true);
    expect(matchesScanMask('a.b', 'axb')).toBe(false);
    expect(matchesScanMask('(1)+[2]', '(1)+[2]')).toBe(true);
    expect(matchesScanMask('\\*#', '*5')).toBe(true);
    expect(matchesScanMask('\\*#', 'x5')).toBe(false);
    expect(matchesScanMask('\\#\\?', '#?')).toBe(true);
    expect(matchesScanMask('批次-#', '批次-3')).toBe(true);
  });

  it('validates masks', () => {
    expect(isValidScanMask('ABC*')).toBe(true);
    expect(isValidScanMask(null)).toBe(true);
    expect(isValidScanMask('')).toBe(true);
    expect(isValidScanMask('ABC\\')).toBe(false);
    expect(isValidScanMask('   ')).toBe(false);
    expect(isValidScanMask('x'.repeat(100))).toBe(true);
    expect(isValidScanMask('x'.repeat(101))).toBe(false);
    expect(scanConfigMaterialInputSchema.safeParse({ materialId: '1', pattern: 'A\\' }).success).toBe(false);
    expect(scanConfigMaterialInputSchema.parse({ materialId: '1', pattern: '' }).pattern).toBeNull();
  });
});

describe('BOM quantities and lines', () => {
  it('accepts at most 4 decimals despite floating-point noise', () => {
    expect(hasAtMostDecimals(0.0125, 4)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 4)).toBe(true);
    expect(hasAtMostDecimals(1.00001, 4)).toBe(false);
    expect(hasAtMostDecimals(999_999.9999, 4)).toBe(true);
    expect(hasAtMostDecimals(Number.NaN, 4)).toBe(false);
    expect(bomQuantitySchema.safeParse(0).success).toBe(false);
    expect(bomQuantitySchema.safeParse(-1).success).toBe(false);
    expect(bomQuantitySchema.safeParse(0.0001).success).toBe(true);
    expect(bomQuantitySchema.safeParse(0.00001).success).toBe(false);
    expect(bomQuantitySchema.safeParse(999_999).success).toBe(true);
    expect(bomQuantitySchema.safeParse(999_999.5).success).toBe(false);
  });

  it('finds a material repeated at the same process, not at another one', () => {
    const lines = [
      { materialId: '1', processId: '10' },
      { materialId: '1', processId: '20' },
      { materialId: '2', processId: null },
      { materialId: '1', processId: '10' },
      { materialId: '2' },
    ];
    expect(duplicateBomLines(lines)).toEqual([3, 4]);
    expect(duplicateBomLines(lines.slice(0, 3))).toEqual([]);
  });

  it('defaults the materials to scan from the key lines consumed at the process', () => {
    const lines = [
      { materialId: 'pcb', processId: 'P1', quantity: 1, keyMaterial: true },
      { materialId: 'res', processId: 'P2', quantity: 12, keyMaterial: false },
      { materialId: 'mcu', processId: 'P2', quantity: 1, keyMaterial: true },
      { materialId: 'screw', processId: 'P2', quantity: 4, keyMaterial: true },
      { materialId: 'cable', processId: 'P2', quantity: 0.5, keyMaterial: true },
      { materialId: 'mcu', processId: 'P2', quantity: 2, keyMaterial: true },
      { materialId: 'glue', processId: null, quantity: 1, keyMaterial: true },
    ];
    expect(bomScanDefaults(lines, 'P2').map((line) => [line.materialId, line.expectedCount])).toEqual([
      ['mcu', 1],
      ['screw', 4],
      ['cable', 1],
    ]);
    expect(bomScanDefaults(lines, 'P1').map((line) => line.materialId)).toEqual(['pcb']);
    expect(bomScanDefaults(lines, 'P9')).toEqual([]);
  });
});

describe('checkScan', () => {
  const plan: ScanPlan = {
    scanSerial: true,
    serialRuleId: 'SN',
    serialPattern: null,
    enforceOrder: false,
    materials: [
      { materialId: 'mcu', expectedCount: 1, barcodeRuleId: null, pattern: 'MCU-*', reusable: false },
      { materialId: 'screw', expectedCount: 2, barcodeRuleId: null, pattern: 'SCR-*', reusable: true },
    ],
  };
  const context: ScanCheckContext = { ruleMatches: (rule, barcode) => rule === 'SN' && /^TF\d{4}$/.test(barcode) };

  function run(p: ScanPlan, barcodes: string[], ctx = context) {
    let progress: ScanProgress = emptyScanProgress();
    const verdicts = [];
    for (const barcode of barcodes) {
      const verdict = checkScan(p, progress, barcode, ctx);
      verdicts.push(verdict);
      if (verdict.ok) progress = recordScan(progress, verdict.target);
    }
    return { verdicts, progress };
  }

  it('assigns barcodes to the serial and the materials and tells when the unit is done', () => {
    const { verdicts, progress } = run(plan, ['SCR-1', 'TF0001', 'MCU-9', 'SCR-1']);
    expect(verdicts.map((v) => v.ok && v.target)).toEqual([
      { kind: 'material', materialId: 'screw' },
      { kind: 'serial' },
      { kind: 'material', materialId: 'mcu' },
      { kind: 'material', materialId: 'screw' },
    ]);
    expect(verdicts.map((v) => v.ok && v.done)).toEqual([false, false, false, true]);
    expect(isScanComplete(plan, progress)).toBe(true);
    expect(scansRemaining(plan, emptyScanProgress())).toEqual({
      serial: 1,
      materials: [
        { materialId: 'mcu', remaining: 1 },
        { materialId: 'screw', remaining: 2 },
      ],
      total: 4,
    });
  });

  it('refuses an unknown barcode, a material over its count and a second serial', () => {
    const { verdicts } = run(plan, ['XYZ', 'MCU-1', 'MCU-2', 'TF0001', 'TF0002']);
    expect(verdicts.map((v) => (v.ok ? 'ok' : v.reason))).toEqual(['unqualified', 'ok', 'complete', 'ok', 'complete']);
    expect(verdicts[2]).toEqual({ ok: false, reason: 'complete', target: { kind: 'material', materialId: 'mcu' } });
  });

  it('needs both the rule and the mask when both are set', () => {
    const both: ScanPlan = { ...plan, serialPattern: 'TF00##' };
    expect(checkScan(both, emptyScanProgress(), 'TF0042', context)).toMatchObject({ ok: true });
    expect(checkScan(both, emptyScanProgress(), 'TF1042', context)).toEqual({ ok: false, reason: 'unqualified' });
  });

  it('enforces the order: serial first, then the materials in line order', () => {
    const ordered: ScanPlan = { ...plan, enforceOrder: true };
    const { verdicts } = run(ordered, ['MCU-1', 'TF0001', 'SCR-1', 'MCU-1', 'SCR-1', 'SCR-2']);
    expect(verdicts.map((v) => (v.ok ? 'ok' : v.reason))).toEqual(['order', 'ok', 'order', 'ok', 'ok', 'ok']);
  });

  it('refuses a used barcode for a non-reusable material only', () => {
    const used = { ...context, usedBefore: true };
    expect(checkScan(plan, emptyScanProgress(), 'MCU-1', used)).toEqual({
      ok: false,
      reason: 'reused',
      target: { kind: 'material', materialId: 'mcu' },
    });
    expect(checkScan(plan, emptyScanProgress(), 'SCR-1', used)).toMatchObject({ ok: true });
  });

  it('treats an expectation without rule or mask as any barcode, after the ones that fit first', () => {
    const open: ScanPlan = {
      scanSerial: false,
      serialRuleId: null,
      serialPattern: null,
      enforceOrder: false,
      materials: [
        { materialId: 'a', expectedCount: 1, barcodeRuleId: null, pattern: null, reusable: false },
        { materialId: 'b', expectedCount: 1, barcodeRuleId: null, pattern: null, reusable: false },
      ],
    };
    const { verdicts, progress } = run(open, ['x', 'y', 'z']);
    expect(verdicts.map((v) => (v.ok ? v.target : v.reason))).toEqual([
      { kind: 'material', materialId: 'a' },
      { kind: 'material', materialId: 'b' },
      'complete',
    ]);
    expect(isScanComplete(open, progress)).toBe(true);
  });
});
