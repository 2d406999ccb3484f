import type { CodedRef, ScanAction, UnitStatus } from '@takt/contracts';
import { formatTime } from '../../app/time';

/** "2026-11-23 14:05:03" in the zone times are shown in; empty when absent. */
export function timeText(at: string | null | undefined): string {
  return formatTime(at);
}

export function refText(ref: CodedRef | null | undefined): string {
  return ref ? `${ref.code} ${ref.name}` : '';
}

export const UNIT_STATUS_COLORS: Record<UnitStatus, string> = {
  in_process: 'processing',
  in_repair: 'warning',
  completed: 'success',
  scrapped: 'error',
};

export const ACTION_COLORS: Record<ScanAction, string> = {
  start: 'blue',
  pass: 'green',
  fail: 'red',
  material: 'blue',
  unbind: 'orange',
  repair: 'orange',
  scrap: 'red',
  encase: 'cyan',
  unpack: 'gray',
  pack: 'cyan',
  return: 'purple',
};

/**
 * Columns of a trace page's summary (antd gives xl and xxl 3 columns unless told: the wide
 * screens a trace is read on get 4).
 */
export const SUMMARY_COLUMNS = { xs: 1, sm: 2, lg: 3, xl: 4, xxl: 4 } as const;

/** Table header cells that keep their text on one line (short numeric columns). */
export const oneLineHeader = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** A yield 0..1 as "97.5%". */
export function percent(value: number | null): string {
  return value === null ? '' : `${Math.round(value * 1000) / 10}%`;
}
