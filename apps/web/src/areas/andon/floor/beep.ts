import { useCallback, useEffect, useRef, useState } from 'react';
import { readLocal, writeLocal } from '../../../app/storage';

const SOUND_KEY = 'andon-monitor:sound';

/** Two short tones, loud enough to notice on a floor, made with WebAudio (no sound file to load). */
function playBeep(context: AudioContext): void {
  for (const [offset, frequency] of [
    [0, 880],
    [0.25, 660],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(context.currentTime + offset);
    oscillator.stop(context.currentTime + offset + 0.18);
  }
}

/**
 * The monitor's sound on a new call. Browsers let a page play sound only after a click, so the
 * sound is a toggle: switching it on (a click) opens the audio context; the choice is remembered,
 * and a remembered "on" waits for the first click on the page.
 */
export function useBeep(): { on: boolean; toggle: () => void; beep: () => void } {
  const [on, setOn] = useState(() => readLocal(SOUND_KEY) === 'on');
  const context = useRef<AudioContext | null>(null);
  const audio = useCallback((): AudioContext | null => {
    if (typeof AudioContext === 'undefined') return null;
    context.current ??= new AudioContext();
    if (context.current.state === 'suspended') void context.current.resume().catch(() => {});
    return context.current;
  }, []);
  useEffect(() => {
    if (!on) return undefined;
    const unlock = () => audio();
    document.addEventListener('pointerdown', unlock, { once: true });
    return () => document.removeEventListener('pointerdown', unlock);
  }, [on, audio]);
  const toggle = useCallback(() => {
    setOn((was) => {
      writeLocal(SOUND_KEY, was ? 'off' : 'on');
      return !was;
    });
    audio();
  }, [audio]);
  const beep = useCallback(() => {
    if (!on) return;
    const ready = audio();
    if (ready && ready.state === 'running') playBeep(ready);
  }, [on, audio]);
  return { on, toggle, beep };
}
