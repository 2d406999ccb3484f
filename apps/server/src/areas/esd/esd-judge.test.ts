import { describe, expect, it } from 'vitest';
import { type JudgedCollector, type Judgement, judgeSample } from './esd-judge.js';

const strap: JudgedCollector = {
  kind: 'wristStrap',
  resistanceLower: 1,
  resistanceUpper: 35,
  voltageLower: -35,
  voltageUpper: 35,
  warningThreshold: 2,
  offset: 0,
};

function run(collector: JudgedCollector, values: number[], start: Judgement | null = null) {
  let state = start;
  return values.map((resistance) => {
    state = judgeSample(collector, state, { resistance, strap: 'connected', ground: 'connected', present: true });
    return state.state;
  });
}

describe('ESD sample judgement', () => {
  it('turns abnormal after the warning threshold of samples outside the limits', () => {
    expect(run(strap, [10, 40, 10, 40, 40, 40])).toEqual([
      'normal',
      'normal',
      'normal',
      'normal',
      'abnormal',
      'abnormal',
    ]);
  });

  it('returns to normal only inside the hysteresis band (5% of the span: 2.7 to 33.3 MΩ)', () => {
    expect(run(strap, [40, 40, 34, 35, 33.4, 33.3])).toEqual([
      'normal',
      'abnormal',
      'abnormal',
      'abnormal',
      'abnormal',
      'normal',
    ]);
  });

  it('judges disconnection, absence and the offset', () => {
    const before: Judgement = { state: 'normal', outCount: 0 };
    expect(judgeSample(strap, before, { ground: 'disconnected', present: false }).state).toBe('groundDisconnected');
    expect(judgeSample(strap, before, { present: false, strap: 'disconnected' }).state).toBe('offDuty');
    expect(judgeSample(strap, before, { strap: 'disconnected' }).state).toBe('groundDisconnected');
    const shifted = { ...strap, warningThreshold: 1, offset: -5 };
    expect(judgeSample(shifted, before, { resistance: 38 }).state).toBe('normal');
    expect(judgeSample(shifted, before, { resistance: 5.5 }).state).toBe('abnormal');
    const ioniser = { ...strap, kind: 'ioniser' as const, warningThreshold: 1, offset: 10 };
    expect(judgeSample(ioniser, before, { voltage: 30, resistance: 10 }).state).toBe('abnormal');
  });

  it('starts counting afresh after an absence or offline', () => {
    expect(run(strap, [40, 40], { state: 'offline', outCount: 0 })).toEqual(['normal', 'abnormal']);
  });
});
