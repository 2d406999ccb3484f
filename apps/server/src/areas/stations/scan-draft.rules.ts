import {
  type assemblyScanSchema,
  type CodedRef,
  type encasementScanSchema,
  type Language,
  type maintainScanSchema,
  OFFLINE_SCAN_MAX_AGE_HOURS,
  type packScanSchema,
  type passingScanSchema,
  type RoutingStep,
  type returnScanSchema,
  type ScanAction,
  type ScanOutcome,
  type unbindSchema,
  type unpackSchema,
} from '@takt/contracts';
import type { z } from 'zod';
import { businessRule, type ErrorDetail } from '../../platform/errors.js';
import { type MessageKey, type MessageParams, translate } from '../../platform/i18n/messages.js';
import type { ScanOrder } from '../work-orders/work-order.service.js';
import type { ScanStation } from './scan-master-data.service.js';
import type { EventInsert, UnitRow } from './stations.repository.js';
import type { FlowStep } from './unit-flow.util.js';

/**
 * One scan in the making, shared by the station kinds' handlers: the requests, the draft a
 * handler fills (events to append, counts to add to the order), and the scan's time.
 */

export type AssemblyScan = z.output<typeof assemblyScanSchema>;
export type PassingScan = z.output<typeof passingScanSchema>;
export type EncasementScan = z.output<typeof encasementScanSchema>;
export type PackScan = z.output<typeof packScanSchema>;
export type MaintainScan = z.output<typeof maintainScanSchema>;
export type ReturnScan = z.output<typeof returnScanSchema>;
export type UnbindRequest = z.output<typeof unbindSchema>;
export type UnpackRequest = z.output<typeof unpackSchema>;

/** The request of each station kind's scan route. */
export interface ScanRequestOf {
  assembly: AssemblyScan;
  passing: PassingScan;
  encasement: EncasementScan;
  pack: PackScan;
  maintain: MaintainScan;
  return: ReturnScan;
}

/** Who scans: the signed-in user (operator of the scan events). */
export interface ScanActor {
  userId: string;
  name: string;
}

/**
 * How a trusted caller (the demo seed, never a route) may run a scan: `trustedTime` records a
 * `scannedAt` older than OFFLINE_SCAN_MAX_AGE_HOURS (a time in the future is still refused).
 */
export interface ScanOptions {
  trustedTime?: boolean;
}

/** A scan sent from an offline queue may be this far ahead of the server's clock. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** What a scan adds to its order's counts. */
export interface Delta {
  input: number;
  good: number;
  bad: number;
  scrap: number;
}

/** One scan in the making: what it read, what it will write, what it answers. */
export interface Draft {
  tenantId: string;
  actor: ScanActor;
  language: Language;
  station: ScanStation;
  at: Date;
  clientScanId: string;
  shiftId: string | null;
  events: EventInsert[];
  delta: Delta;
  /** A scan of a unit already started (pass, fail, repair, scrap): allowed on a completed order (finishing its leftovers is not new production). */
  leftover: boolean;
}

/** A handler's answer; the frame adds the client scan id, `replayed` and the time. */
export type OutcomeBody = Omit<ScanOutcome, 'clientScanId' | 'replayed' | 'scannedAt'>;

/** A unit with its order and the steps of its routing version. */
export interface UnitScope {
  unit: UnitRow;
  order: ScanOrder;
  product: CodedRef;
  steps: RoutingStep[];
}

export const noDelta = (): Delta => ({ input: 0, good: 0, bad: 0, scrap: 0 });

/** A scan refused for a business reason (422, the text in the reader's language, with what to act on). */
export const refused = (key: string, params?: MessageParams, details?: readonly ErrorDetail[]) =>
  businessRule(key as MessageKey, params, details);

/** A scan event of the draft (appended when the handler is done). */
export function recordEvent(
  draft: Draft,
  action: ScanAction,
  values: Partial<Omit<EventInsert, 'action' | 'scannedAt' | 'stationId'>>,
): void {
  draft.events.push({
    scannedAt: draft.at,
    action,
    stationId: draft.station.id,
    lineId: draft.station.lineId,
    operatorId: draft.actor.userId,
    shiftId: draft.shiftId,
    clientScanId: draft.clientScanId,
    ...values,
  });
}

/** A scan event of the unit at `step` (null: at no step). */
export function recordUnitEvent(
  draft: Draft,
  scope: UnitScope,
  action: ScanAction,
  step: FlowStep | null,
  detail?: object,
): void {
  recordEvent(draft, action, {
    unitId: scope.unit.id,
    serial: scope.unit.serial,
    workOrderId: scope.unit.workOrderId,
    productId: scope.unit.productId,
    processId: step?.processId ?? null,
    stepNo: step?.stepNo ?? null,
    detail: detail ? (detail as Record<string, unknown>) : null,
  });
}

/** A text of the answer in the reader's language. */
export function draftText(draft: Draft, key: string, params: MessageParams): string {
  return translate(draft.language, key as MessageKey, params);
}

/**
 * When the scan was made: now, or the time an offline queue kept (not ahead of now, not older
 * than OFFLINE_SCAN_MAX_AGE_HOURS unless the caller is trusted).
 */
export function scanTime(scannedAt: string | undefined, options: ScanOptions = {}, now = Date.now()): Date {
  if (!scannedAt) return new Date(now);
  const at = new Date(scannedAt);
  if (at.getTime() > now + FUTURE_TOLERANCE_MS) throw refused('production.scanInFuture', { at: scannedAt });
  if (!options.trustedTime && at.getTime() < now - OFFLINE_SCAN_MAX_AGE_HOURS * 3_600_000)
    throw refused('production.scanTooOld', { at: scannedAt, hours: OFFLINE_SCAN_MAX_AGE_HOURS });
  return at;
}
