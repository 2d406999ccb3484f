import {
  BOM_QUANTITY_DECIMALS,
  type BomLine,
  type BomScanInForce,
  hasAtMostDecimals,
  type ScanDefault,
} from '@takt/contracts';
import { codeName } from '../../app/crud/code-name';

const text = (value: string | null | undefined) => value?.trim() || null;

export interface BomLineValues {
  materialId?: string;
  quantity?: number | null;
  processId?: string | null;
  designators?: string | null;
  keyMaterial?: boolean;
  remark?: string | null;
}

/** The add/edit body's lines from the form's: texts trimmed, blanks null, in their order. */
export function bomLinesBody(lines: readonly BomLineValues[]) {
  return lines.map((line) => ({
    materialId: line.materialId ?? '',
    quantity: Number(line.quantity),
    processId: line.processId || null,
    designators: text(line.designators),
    keyMaterial: line.keyMaterial ?? false,
    remark: text(line.remark),
  }));
}

/** Whether a quantity per unit is acceptable: above 0 with at most 4 decimals. */
export const validQuantity = (value: unknown) =>
  typeof value === 'number' && value > 0 && hasAtMostDecimals(value, BOM_QUANTITY_DECIMALS);

export interface ScanMaterialValues {
  materialId?: string;
  expectedCount?: number | null;
  barcodeRuleId?: string | null;
  pattern?: string | null;
  reusable?: boolean;
}

/** The add/edit body's materials from the form's: the expected count 1 unless set, blanks null. */
export function scanMaterialsBody(materials: readonly ScanMaterialValues[]) {
  return materials.map((line) => ({
    materialId: line.materialId ?? '',
    expectedCount: Number(line.expectedCount ?? 1),
    barcodeRuleId: line.barcodeRuleId || null,
    pattern: text(line.pattern),
    reusable: line.reusable ?? false,
  }));
}

/**
 * The BOM's defaults merged into the materials being edited: rows already listed keep what the
 * user set; the BOM's other key materials are added at the end with their expected count.
 */
export function withBomDefaults(current: readonly ScanMaterialValues[], defaults: readonly ScanDefault[]) {
  const listed = new Set(current.map((line) => line.materialId).filter(Boolean));
  const kept = current.filter((line) => line.materialId);
  return [
    ...kept,
    ...defaults
      .filter((line) => !listed.has(line.materialId))
      .map((line) => ({
        materialId: line.materialId,
        expectedCount: line.expectedCount,
        barcodeRuleId: null,
        pattern: null,
        reusable: false,
      })),
  ];
}

/**
 * What the station does with a BOM line, per the scan configuration in force at its process:
 * `scanned` (by the configuration derived from this BOM, or by a saved one), or, for a key
 * material that is not asked for, why: a saved configuration in force there leaves it out, the
 * line names no process, or the BOM is not enabled. Null: not a key material and not scanned.
 */
export type LineScan =
  | { kind: 'scanned'; source: 'bom' | 'explicit'; process: string; count: number; config: string }
  | { kind: 'notAsked'; process: string; config: string }
  | { kind: 'noProcess' }
  | { kind: 'bomDisabled' }
  | null;

export function lineScan(
  line: Pick<BomLine, 'materialId' | 'processId' | 'keyMaterial'>,
  inForce: BomScanInForce,
): LineScan {
  const at = line.processId ? inForce.processes.find((process) => process.processId === line.processId) : undefined;
  const asked = at?.materials.find((material) => material.materialId === line.materialId);
  const process = codeName(at?.processCode, at?.processName);
  if (at && asked && at.source !== 'none')
    return { kind: 'scanned', source: at.source, process, count: asked.expectedCount, config: at.configCode ?? '' };
  if (!line.keyMaterial) return null;
  if (!at) return { kind: 'noProcess' };
  if (at.source === 'explicit') return { kind: 'notAsked', process, config: at.configCode ?? '' };
  return { kind: 'bomDisabled' };
}
