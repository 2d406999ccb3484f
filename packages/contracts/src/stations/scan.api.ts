import { Permissions } from '../access/permissions.js';
import { defineRoute } from '../common/route.js';
import {
  assemblyScanSchema,
  encasementScanSchema,
  maintainScanSchema,
  newBoxResultSchema,
  newBoxSchema,
  packageDetailSchema,
  packageQuerySchema,
  packageStateSchema,
  packScanSchema,
  passingScanSchema,
  returnScanSchema,
  scanOutcomeSchema,
  sealBoxSchema,
  sealCarrierSchema,
  stationContextQuerySchema,
  stationContextSchema,
  unbindSchema,
  unitDetailSchema,
  unitQuerySchema,
  unpackSchema,
} from './scan.schema.js';

const P = Permissions.trace;
const tag = 'station scanning';

/**
 * Station scanning. Every scan answers `scanOutcomeSchema`; a refused scan answers 422 (code
 * 1001) with the reason and changes nothing; a retry with the same `clientScanId` answers the
 * stored outcome with `replayed: true`. The look-ups (`context`, `unit`, `package`) need the page
 * permission of the screen named by `kind` (checked by the server, the route itself only needs a
 * session).
 */
export const scanApi = {
  assembly: defineRoute({
    method: 'POST',
    path: '/trace/assembly/scan',
    summary:
      "Assembly: the unit's serial (a new serial joins the order), then its materials per the scan configuration",
    tag,
    access: { permission: P.assembly.scan },
    body: assemblyScanSchema,
    response: scanOutcomeSchema,
  }),
  passing: defineRoute({
    method: 'POST',
    path: '/trace/passing/scan',
    summary: 'Passing: the unit passes the process, or fails it with its defects and goes to repair',
    tag,
    access: { permission: P.passing.scan },
    body: passingScanSchema,
    response: scanOutcomeSchema,
  }),
  encasement: defineRoute({
    method: 'POST',
    path: '/trace/encasement/scan',
    summary:
      'Encasement: the unit passes the packing process into the box (opened on its first unit, sealed when full)',
    tag,
    access: { permission: P.encasement.scan },
    body: encasementScanSchema,
    response: scanOutcomeSchema,
  }),
  pack: defineRoute({
    method: 'POST',
    path: '/trace/pack/scan',
    summary: 'Pack: a sealed box onto a carrier (opened on its first box, sealed when full)',
    tag,
    access: { permission: P.pack.scan },
    body: packScanSchema,
    response: scanOutcomeSchema,
  }),
  maintain: defineRoute({
    method: 'POST',
    path: '/trace/maintain/scan',
    summary: 'Maintain: a unit in repair is repaired (back to its return step) or scrapped',
    tag,
    access: { permission: P.maintain.scan },
    body: maintainScanSchema,
    response: scanOutcomeSchema,
  }),
  return: defineRoute({
    method: 'POST',
    path: '/trace/return/scan',
    summary: 'Return: a unit goes back to an earlier step of its routing (and leaves its box)',
    tag,
    access: { permission: P.return.scan },
    body: returnScanSchema,
    response: scanOutcomeSchema,
  }),
  unbind: defineRoute({
    method: 'POST',
    path: '/trace/assembly/unbind',
    summary: 'Assembly: takes a material out of a unit; its barcode is cancelled for good',
    tag,
    access: { permission: P.assembly.unbind },
    body: unbindSchema,
    response: scanOutcomeSchema,
  }),
  unpack: defineRoute({
    method: 'POST',
    path: '/trace/encasement/unpack',
    summary: 'Encasement: takes a unit out of its box; it waits at the packing step again',
    tag,
    access: { permission: P.encasement.unpack },
    body: unpackSchema,
    response: scanOutcomeSchema,
  }),
  sealBox: defineRoute({
    method: 'POST',
    path: '/trace/encasement/seal',
    summary: 'Encasement: seals a box before it is full (sealing a sealed box changes nothing)',
    tag,
    access: { permission: P.encasement.scan },
    body: sealBoxSchema,
    response: packageStateSchema,
  }),
  sealCarrier: defineRoute({
    method: 'POST',
    path: '/trace/pack/seal',
    summary: 'Pack: seals a carrier before it is full (sealing a sealed carrier changes nothing)',
    tag,
    access: { permission: P.pack.scan },
    body: sealCarrierSchema,
    response: packageStateSchema,
  }),
  newBox: defineRoute({
    method: 'POST',
    path: '/trace/encasement/new-box',
    summary: 'Encasement: the next box code from a barcode rule',
    tag,
    access: { permission: P.encasement.scan },
    body: newBoxSchema,
    response: newBoxResultSchema,
  }),
  context: defineRoute({
    method: 'GET',
    path: '/trace/station/context',
    summary:
      "A station screen's context: station, line, processes, the line's open orders with progress, today's counts",
    tag,
    access: 'session',
    query: stationContextQuerySchema,
    response: stationContextSchema,
  }),
  unit: defineRoute({
    method: 'GET',
    path: '/trace/unit',
    summary: 'A unit by serial: state, order, steps, materials, what remains at a process, open repair',
    tag,
    access: 'session',
    query: unitQuerySchema,
    response: unitDetailSchema,
  }),
  package: defineRoute({
    method: 'GET',
    path: '/trace/package',
    summary: 'A box with its serials or a carrier with its boxes, by code',
    tag,
    access: 'session',
    query: packageQuerySchema,
    response: packageDetailSchema,
  }),
};

/** The scan route of each station kind. */
export const scanRouteOfKind = {
  assembly: scanApi.assembly,
  passing: scanApi.passing,
  encasement: scanApi.encasement,
  pack: scanApi.pack,
  maintain: scanApi.maintain,
  return: scanApi.return,
} as const;
