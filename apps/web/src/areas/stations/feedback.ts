/**
 * Sound for the shop floor, made with the Web Audio API (no audio files): a short high beep for
 * a pass, a low buzz for a failure or refusal, a soft double tick for a scan kept offline, and a
 * rising three-note chime when the screen moved on to another work order by itself.
 */

/** The tones of a scan's result. */
export type FeedbackTone = 'pass' | 'fail' | 'queued';
/** Every sound of the station screens: a scan's result, or the order changing by itself. */
export type StationSound = FeedbackTone | 'advance';

export interface ToneStep {
  frequency: number;
  /** Seconds after the start. */
  start: number;
  duration: number;
  wave: OscillatorType;
  gain: number;
}

/** What each tone plays (pure, tested). */
export function tonePlan(tone: StationSound): ToneStep[] {
  switch (tone) {
    case 'pass':
      return [{ frequency: 1760, start: 0, duration: 0.09, wave: 'sine', gain: 0.35 }];
    case 'fail':
      return [
        { frequency: 150, start: 0, duration: 0.22, wave: 'square', gain: 0.25 },
        { frequency: 120, start: 0.28, duration: 0.32, wave: 'square', gain: 0.25 },
      ];
    case 'queued':
      return [
        { frequency: 880, start: 0, duration: 0.05, wave: 'triangle', gain: 0.3 },
        { frequency: 880, start: 0.1, duration: 0.05, wave: 'triangle', gain: 0.3 },
      ];
    case 'advance':
      return [523, 659, 784].map((frequency, n) => ({
        frequency,
        start: n * 0.16,
        duration: 0.14,
        wave: 'sine',
        gain: 0.35,
      }));
  }
}

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Plays a tone; silent where audio is unavailable or blocked (a browser needs a user gesture first). */
export function playTone(tone: StationSound): void {
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const at = ctx.currentTime + 0.01;
  for (const step of tonePlan(tone)) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = step.wave;
    oscillator.frequency.value = step.frequency;
    // A short ramp at both ends avoids clicks.
    gain.gain.setValueAtTime(0, at + step.start);
    gain.gain.linearRampToValueAtTime(step.gain, at + step.start + 0.01);
    gain.gain.setValueAtTime(step.gain, at + step.start + step.duration - 0.01);
    gain.gain.linearRampToValueAtTime(0, at + step.start + step.duration);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at + step.start);
    oscillator.stop(at + step.start + step.duration + 0.02);
  }
}
