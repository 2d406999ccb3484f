import { describe, expect, it } from 'vitest';
import { codeName } from '../../app/crud/code-name';
import { bomLinesBody, lineScan, scanMaterialsBody, validQuantity, withBomDefaults } from './bom-form';

describe('BOM form', () => {
  it('sends the lines in their order, trimming texts and nulling blanks', () => {
    expect(
      bomLinesBody([
        { materialId: '20', quantity: 1.5, processId: null, designators: ' U1 ', keyMaterial: true, remark: '  ' },
        { materialId: '21', quantity: 2, processId: '7' },
      ]),
    ).toEqual([
      { materialId: '20', quantity: 1.5, processId: null, designators: 'U1', keyMaterial: true, remark: null },
      { materialId: '21', quantity: 2, processId: '7', designators: null, keyMaterial: false, remark: null },
    ]);
  });

  it('checks quantities and formats references', () => {
    expect(validQuantity(0.0125)).toBe(true);
    expect(validQuantity(0)).toBe(false);
    expect(validQuantity(1.00001)).toBe(false);
    expect(validQuantity(null)).toBe(false);
    expect(codeName('P10', 'Printing')).toBe('P10 Printing');
    expect(codeName(null, 'x')).toBe('');
  });
});

describe('scan configuration form', () => {
  it('sends the materials with their expected count (1 unless set), blanks null', () => {
    expect(
      scanMaterialsBody([
        { materialId: '3', expectedCount: 2, pattern: ' ', reusable: true },
        { materialId: '4', barcodeRuleId: '9', pattern: ' A* ' },
      ]),
    ).toEqual([
      { materialId: '3', expectedCount: 2, barcodeRuleId: null, pattern: null, reusable: true },
      { materialId: '4', expectedCount: 1, barcodeRuleId: '9', pattern: 'A*', reusable: false },
    ]);
  });

  it('merges the BOM defaults without touching rows the user set', () => {
    const merged = withBomDefaults(
      [{ materialId: 'a', expectedCount: 5, pattern: 'A*' }, { materialId: undefined }],
      [
        { materialId: 'a', materialCode: 'A', materialName: 'a', expectedCount: 1 },
        { materialId: 'b', materialCode: 'B', materialName: 'b', expectedCount: 4 },
      ],
    );
    expect(merged).toEqual([
      { materialId: 'a', expectedCount: 5, pattern: 'A*' },
      { materialId: 'b', expectedCount: 4, barcodeRuleId: null, pattern: null, reusable: false },
    ]);
  });

  it('says what the station scans of each line, per the configuration in force at its process', () => {
    const at = (processId: string, source: 'explicit' | 'bom' | 'none', materials: string[], configCode = null) => ({
      processId,
      processCode: processId.toUpperCase(),
      processName: 'Assembly',
      source,
      configId: configCode ? '99' : null,
      configCode,
      materials: materials.map((materialId) => ({ materialId, expectedCount: 2 })),
    });
    const inForce = {
      bomId: '1',
      enabled: true,
      processes: [at('p1', 'bom', ['led']), { ...at('p2', 'explicit', ['screw']), configId: '9', configCode: 'SC-1' }],
    };
    const line = (materialId: string, processId: string | null, keyMaterial = true) => ({
      materialId,
      processId,
      keyMaterial,
    });
    expect(lineScan(line('led', 'p1'), inForce)).toEqual({
      kind: 'scanned',
      source: 'bom',
      process: 'P1 Assembly',
      count: 2,
      config: '',
    });
    expect(lineScan(line('screw', 'p2', false), inForce)).toMatchObject({ kind: 'scanned', config: 'SC-1' });
    expect(lineScan(line('led', 'p2'), inForce)).toEqual({ kind: 'notAsked', process: 'P2 Assembly', config: 'SC-1' });
    expect(lineScan(line('led', null), inForce)).toEqual({ kind: 'noProcess' });
    expect(lineScan(line('paste', 'p1', false), inForce)).toBeNull();
    expect(lineScan(line('led', 'p3'), { ...inForce, enabled: false, processes: [at('p3', 'none', [])] })).toEqual({
      kind: 'bomDisabled',
    });
  });
});
