import type { Database } from '../../platform/db/database.js';
import {
  productionPackages,
  productionUnits,
  scanEvents,
  unitDefects,
  unitMaterials,
  unitRepairs,
} from '../stations/stations.table.js';
import { workOrders } from '../work-orders/work-orders.table.js';

/**
 * Production rows written straight into an enterprise, the way station scanning leaves them, for
 * the repository-level trace tests (the scan API builds the same in trace.routes.test.ts).
 */

export interface FixtureRefs {
  productId: string;
  lineId: string;
  routingVersionId: string;
  stationIds: [string, string, string];
  processIds: [string, string, string, string];
  materialIds: [string, string];
  shiftId: string | null;
  operatorId: string;
  badPhenomenonId: string;
  defectTypeId: string | null;
  causeId: string | null;
  solutionId: string | null;
  responsibleUnitId: string | null;
}

export interface FixtureIds {
  orderId: string;
  units: Record<string, string>;
  box: string;
  carrier: string;
  repair: string;
}

const minutes = (base: Date, n: number) => new Date(base.getTime() + n * 60_000);

/**
 * Order `orderCode` with three units: `<p>-001` completed (material of lot `lot`, failed at step 3,
 * repaired, passed again, boxed in `<p>-BOX` on `<p>-CAR`), `<p>-002` in process (same lot, also
 * boxed), `<p>-003` in repair (one lot-`lot` barcode bound then unbound, another lot bound).
 */
export async function insertTraceScenario(
  db: Database,
  tenantId: string,
  refs: FixtureRefs,
  prefix: string,
  lot: string,
  start = new Date(Date.now() - 3 * 3600_000),
): Promise<FixtureIds> {
  return db.system(async (tx) => {
    const [order] = await tx
      .insert(workOrders)
      .values({
        tenantId,
        code: `${prefix}-WO`,
        type: 'normal',
        productId: refs.productId,
        lineId: refs.lineId,
        routingId: refs.routingVersionId,
        routingVersionId: refs.routingVersionId,
        planQuantity: 10,
        planDate: start.toISOString().slice(0, 10),
        status: 'in_production',
      })
      .returning({ id: workOrders.id });
    const orderId = order!.id;
    const [carrier] = await tx
      .insert(productionPackages)
      .values({
        tenantId,
        code: `${prefix}-CAR`,
        kind: 'carrier',
        workOrderId: orderId,
        productId: refs.productId,
        lineId: refs.lineId,
        stationId: refs.stationIds[2],
        capacity: 4,
        quantity: 1,
      })
      .returning({ id: productionPackages.id });
    const [box] = await tx
      .insert(productionPackages)
      .values({
        tenantId,
        code: `${prefix}-BOX`,
        kind: 'box',
        parentId: carrier!.id,
        workOrderId: orderId,
        productId: refs.productId,
        lineId: refs.lineId,
        stationId: refs.stationIds[2],
        capacity: 10,
        quantity: 2,
        status: 'sealed',
        sealedAt: minutes(start, 50),
      })
      .returning({ id: productionPackages.id });

    const unit = async (n: string, values: Partial<typeof productionUnits.$inferInsert>) => {
      const [row] = await tx
        .insert(productionUnits)
        .values({
          tenantId,
          serial: `${prefix}-${n}`,
          workOrderId: orderId,
          productId: refs.productId,
          lineId: refs.lineId,
          routingVersionId: refs.routingVersionId,
          status: 'in_process',
          nextStepNo: 1,
          createdAt: start,
          ...values,
        })
        .returning({ id: productionUnits.id });
      return row!.id;
    };
    const u1 = await unit('001', {
      status: 'completed',
      nextStepNo: null,
      repairCount: 1,
      packageId: box!.id,
      completedAt: minutes(start, 45),
    });
    const u2 = await unit('002', { status: 'in_process', nextStepNo: 4, packageId: box!.id });
    const u3 = await unit('003', { status: 'in_repair', nextStepNo: null, failedStepNo: 2 });

    const [s1, s2, s3] = refs.stationIds;
    const [p1, p2, p3, p4] = refs.processIds;
    const event = (
      unitId: string,
      serial: string,
      at: number,
      action: string,
      stepNo: number | null,
      processId: string | null,
      stationId: string,
      detail: Record<string, unknown> | null = null,
    ) => ({
      tenantId,
      scannedAt: minutes(start, at),
      action,
      unitId,
      serial,
      workOrderId: orderId,
      productId: refs.productId,
      lineId: refs.lineId,
      stationId,
      processId,
      stepNo,
      operatorId: refs.operatorId,
      shiftId: refs.shiftId,
      detail,
    });
    const sn = (n: string) => `${prefix}-${n}`;
    await tx
      .insert(scanEvents)
      .values([
        event(u1, sn('001'), 1, 'material', 1, p1, s1, { barcode: `${prefix}-M1` }),
        event(u1, sn('001'), 2, 'pass', 1, p1, s1),
        event(u1, sn('001'), 5, 'pass', 2, p2, s2),
        event(u1, sn('001'), 10, 'fail', 3, p3, s2, { remark: 'no spin' }),
        event(u1, sn('001'), 20, 'repair', null, p4, s3, { remark: 'motor replaced' }),
        event(u1, sn('001'), 30, 'pass', 3, p3, s2),
        event(u1, sn('001'), 40, 'encase', 3, p3, s3, { boxCode: `${prefix}-BOX` }),
        event(u2, sn('002'), 3, 'material', 1, p1, s1, { barcode: `${prefix}-M2` }),
        event(u2, sn('002'), 4, 'pass', 1, p1, s1),
        event(u2, sn('002'), 6, 'pass', 2, p2, s2),
        event(u2, sn('002'), 7, 'pass', 3, p3, s2),
        event(u3, sn('003'), 8, 'material', 1, p1, s1, { barcode: `${prefix}-M3` }),
        event(u3, sn('003'), 9, 'unbind', 1, p1, s1, { barcode: `${prefix}-M3`, reason: 'bent pin' }),
        event(u3, sn('003'), 11, 'material', 1, p1, s1, { barcode: `${prefix}-M4` }),
        event(u3, sn('003'), 12, 'pass', 1, p1, s1),
        event(u3, sn('003'), 13, 'fail', 2, p2, s2),
      ]);
    const material = (
      unitId: string,
      barcode: string,
      materialLot: string,
      at: number,
      unbound?: { at: number; reason: string },
    ) => ({
      tenantId,
      unitId,
      workOrderId: orderId,
      materialId: refs.materialIds[0],
      barcode,
      lot: materialLot,
      processId: p1,
      stepNo: 1,
      stationId: s1,
      operatorId: refs.operatorId,
      boundAt: minutes(start, at),
      unboundAt: unbound ? minutes(start, unbound.at) : null,
      unboundBy: unbound ? refs.operatorId : null,
      unbindReason: unbound?.reason ?? null,
    });
    await tx
      .insert(unitMaterials)
      .values([
        material(u1, `${prefix}-M1`, lot, 1),
        material(u2, `${prefix}-M2`, lot, 3),
        material(u3, `${prefix}-M3`, lot, 8, { at: 9, reason: 'bent pin' }),
        material(u3, `${prefix}-M4`, `${lot}-B`, 11),
      ]);
    const [repair] = await tx
      .insert(unitRepairs)
      .values({
        tenantId,
        unitId: u1,
        workOrderId: orderId,
        lineId: refs.lineId,
        failedStepNo: 3,
        failedProcessId: p3,
        failedStationId: s2,
        failedAt: minutes(start, 10),
        failedBy: refs.operatorId,
        status: 'repaired',
        returnStepNo: 3,
        repairStationId: s3,
        repairedBy: refs.operatorId,
        repairedAt: minutes(start, 20),
        causeId: refs.causeId,
        responsibleUnitId: refs.responsibleUnitId,
        solutionId: refs.solutionId,
        remark: 'motor replaced',
      })
      .returning({ id: unitRepairs.id });
    await tx.insert(unitRepairs).values({
      tenantId,
      unitId: u3,
      workOrderId: orderId,
      lineId: refs.lineId,
      failedStepNo: 2,
      failedProcessId: p2,
      failedStationId: s2,
      failedAt: minutes(start, 13),
      status: 'open',
    });
    await tx.insert(unitDefects).values({
      tenantId,
      repairId: repair!.id,
      unitId: u1,
      workOrderId: orderId,
      lineId: refs.lineId,
      processId: p3,
      stationId: s2,
      badPhenomenonId: refs.badPhenomenonId,
      defectTypeId: refs.defectTypeId,
      recordedAt: minutes(start, 10),
      quantity: 2,
    });
    return {
      orderId,
      units: { '001': u1, '002': u2, '003': u3 },
      box: box!.id,
      carrier: carrier!.id,
      repair: repair!.id,
    };
  });
}
