import { type EsdCollectorKind, type EsdState, esdReturnBand } from '@takt/contracts';

/** What judging a sample needs of a collector: its kind, limits, warning threshold and offset. */
export interface JudgedCollector {
  kind: EsdCollectorKind;
  resistanceLower: number;
  resistanceUpper: number;
  voltageLower: number;
  voltageUpper: number;
  warningThreshold: number;
  offset: number;
}

/** A collector's state between samples (`outCount`: consecutive samples outside the limits). */
export interface Judgement {
  state: EsdState;
  outCount: number;
}

/** The part of an `esd` message's sample that is judged (its channel picked the collector). */
export interface EsdReading {
  resistance?: number;
  voltage?: number;
  strap?: 'connected' | 'disconnected';
  ground?: 'connected' | 'disconnected';
  present?: boolean;
}

/** The sample's measures after the offset: resistance for straps and ground monitors, voltage for ionisers. */
export function measuresOf(collector: JudgedCollector, sample: EsdReading) {
  const onVoltage = collector.kind === 'ioniser';
  const resistance = sample.resistance === undefined ? null : sample.resistance + (onVoltage ? 0 : collector.offset);
  const voltage = sample.voltage === undefined ? null : sample.voltage + (onVoltage ? collector.offset : 0);
  return { resistance, voltage };
}

/**
 * The state after one sample (README-esd.md): ground disconnected, then operator left, then strap
 * disconnected, then the limits, counted against the warning threshold on the way out and with
 * the hysteresis band on the way back.
 */
export function judgeSample(collector: JudgedCollector, before: Judgement | null, sample: EsdReading): Judgement {
  if (sample.ground === 'disconnected') return { state: 'groundDisconnected', outCount: 0 };
  if (sample.present === false) return { state: 'offDuty', outCount: 0 };
  if (sample.strap === 'disconnected') return { state: 'groundDisconnected', outCount: 0 };

  const { resistance, voltage } = measuresOf(collector, sample);
  const pairs: [number | null, number, number][] = [
    [resistance, collector.resistanceLower, collector.resistanceUpper],
    [voltage, collector.voltageLower, collector.voltageUpper],
  ];
  const measured = pairs.filter((pair): pair is [number, number, number] => pair[0] !== null);
  const outside = measured.some(([value, lower, upper]) => value < lower || value > upper);
  const settled = measured.every(([value, lower, upper]) => {
    const band = esdReturnBand(lower, upper);
    return value >= band.lower && value <= band.upper;
  });

  if (before?.state === 'abnormal') return settled ? { state: 'normal', outCount: 0 } : before;
  // From normal, or afresh after a disconnection, an absence or offline.
  const counted = before?.state === 'normal' ? before.outCount : 0;
  if (!outside) return { state: 'normal', outCount: 0 };
  const outCount = counted + 1;
  return { state: outCount >= collector.warningThreshold ? 'abnormal' : 'normal', outCount };
}
