import { Permissions } from '../access/permissions.js';
import { pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  chainQuerySchema,
  dataChainSchema,
  lotPageQuerySchema,
  lotPageSchema,
  lotQuerySchema,
  orderUnitsPageQuerySchema,
  productTraceSchema,
  traceSerialQuerySchema,
  traceUnitRowSchema,
  wipPageQuerySchema,
  wipQuerySchema,
  workOrderTraceQuerySchema,
  workOrderTraceSchema,
} from './trace.schema.js';

const P = Permissions.trace;

export const traceApi = {
  product: defineRoute({
    method: 'GET',
    path: '/trace/product',
    summary: 'The whole history of one unit by serial: order, routing steps, materials, packing, defects and repairs',
    tag: 'trace',
    access: { permission: P.product.page },
    query: traceSerialQuerySchema,
    response: productTraceSchema,
  }),
  productExport: defineRoute({
    method: 'GET',
    path: '/trace/product/export',
    summary: "One unit's history as an .xlsx file, a sheet per section (blob, not an envelope)",
    tag: 'trace',
    access: { permission: P.product.export },
    query: traceSerialQuerySchema,
    response: fileResponseSchema,
  }),
  chain: defineRoute({
    method: 'GET',
    path: '/trace/chain',
    summary:
      'The data chain of any code (serial, box, carrier, material barcode or lot, order code): order → carrier → box → unit → materials',
    tag: 'trace',
    access: { permission: P.dataChain.page },
    query: chainQuerySchema,
    response: dataChainSchema,
  }),
  chainExport: defineRoute({
    method: 'GET',
    path: '/trace/chain/export',
    summary: 'The data chain of a code as an .xlsx file, one row per unit and material (blob, not an envelope)',
    tag: 'trace',
    access: { permission: P.dataChain.export },
    query: chainQuerySchema,
    response: fileResponseSchema,
  }),
  lotPage: defineRoute({
    method: 'GET',
    path: '/trace/lot/page',
    summary:
      'Recall list of a material lot: every unit that used it with its order, box and carrier, paged, with counts',
    tag: 'trace',
    access: { permission: P.lot.page },
    query: lotPageQuerySchema,
    response: lotPageSchema,
  }),
  lotExport: defineRoute({
    method: 'GET',
    path: '/trace/lot/export',
    summary: 'The recall list of a lot as an .xlsx file (summary and units; blob, not an envelope)',
    tag: 'trace',
    access: { permission: P.lot.export },
    query: lotQuerySchema,
    response: fileResponseSchema,
  }),
  workOrder: defineRoute({
    method: 'GET',
    path: '/trace/work_order',
    summary: 'Trace of a work order: units per status, yield per step, defects, materials consumed with lots',
    tag: 'trace',
    access: { permission: P.workOrder.page },
    query: workOrderTraceQuerySchema,
    response: workOrderTraceSchema,
  }),
  workOrderUnits: defineRoute({
    method: 'GET',
    path: '/trace/work_order/units',
    summary: "A work order's units with status and current step, paged",
    tag: 'trace',
    access: { permission: P.workOrder.page },
    query: orderUnitsPageQuerySchema,
    response: pageResultSchema(traceUnitRowSchema),
  }),
  workOrderExport: defineRoute({
    method: 'GET',
    path: '/trace/work_order/export',
    summary: 'Trace of a work order as an .xlsx file: steps, defects, materials, units (blob, not an envelope)',
    tag: 'trace',
    access: { permission: P.workOrder.export },
    query: workOrderTraceQuerySchema,
    response: fileResponseSchema,
  }),
};

const W = Permissions.work.wip;

export const wipApi = {
  page: defineRoute({
    method: 'GET',
    path: '/wip/page',
    summary: 'Units in process or in repair, paged (filters: order, line, process of the next step, status, serial)',
    tag: 'wip',
    access: { permission: W.page },
    query: wipPageQuerySchema,
    response: pageResultSchema(traceUnitRowSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/wip/export',
    summary: 'The filtered work in progress as an .xlsx file (blob, not an envelope)',
    tag: 'wip',
    access: { permission: W.export },
    query: wipQuerySchema,
    response: fileResponseSchema,
  }),
};
