import type { Database } from '../../platform/db/database.js';
import { scanEvents, unitDefects } from '../production/production.table.js';

/**
 * Scan events and recorded defects written straight into an enterprise, the way station scanning
 * leaves them, for the analysis tests (only the columns the figures read).
 */

export interface FixtureScan {
  unitId: string;
  at: string;
  action: 'pass' | 'fail';
  workOrderId: string;
  lineId: string;
  processId: string;
  stationId: string;
  shiftId: string | null;
  operatorId?: string | null;
}

export interface FixtureDefect {
  unitId: string;
  at: string;
  workOrderId: string;
  lineId: string;
  processId: string;
  stationId: string;
  badPhenomenonId: string;
  defectTypeId: string | null;
  quantity?: number;
}

export async function insertScans(db: Database, tenantId: string, scans: readonly FixtureScan[]): Promise<void> {
  await db.system(async (tx) => {
    await tx.insert(scanEvents).values(
      scans.map((scan, index) => ({
        tenantId,
        scannedAt: new Date(scan.at),
        action: scan.action,
        unitId: scan.unitId,
        serial: `FX-${scan.unitId}`,
        workOrderId: scan.workOrderId,
        lineId: scan.lineId,
        stationId: scan.stationId,
        processId: scan.processId,
        stepNo: index + 1,
        operatorId: scan.operatorId ?? null,
        shiftId: scan.shiftId,
      })),
    );
  });
}

export async function insertDefects(db: Database, tenantId: string, defects: readonly FixtureDefect[]): Promise<void> {
  await db.system(async (tx) => {
    await tx.insert(unitDefects).values(
      defects.map((defect) => ({
        tenantId,
        repairId: defect.unitId,
        unitId: defect.unitId,
        workOrderId: defect.workOrderId,
        lineId: defect.lineId,
        processId: defect.processId,
        stationId: defect.stationId,
        badPhenomenonId: defect.badPhenomenonId,
        defectTypeId: defect.defectTypeId,
        recordedAt: new Date(defect.at),
        quantity: defect.quantity ?? 1,
      })),
    );
  });
}
