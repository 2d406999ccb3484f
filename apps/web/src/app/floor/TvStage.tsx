import { CompressOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatTime } from '../time';
import { TV_GAP, TV_HEADER, TV_HEIGHT, TV_WIDTH, tvScale } from './tv-layout';

function useScreenScale(): number {
  const [scale, setScale] = useState(() => tvScale(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const resize = () => setScale(tvScale(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  return scale;
}

export interface TvStageProps {
  /** The big title at the top left. */
  title: ReactNode;
  /** Under the title (counts per state). */
  summary: ReactNode;
  /** The server's clock now (ms), shown at the top right. */
  now: number;
  exitLabel: string;
  onExit: () => void;
  testId: string;
  /** The tiles, in the stage's area under the header (1920 − 2 gaps wide). */
  children: ReactNode;
}

/**
 * A board for a TV across the floor: the whole screen (full screen where the browser allows), a
 * 1920×1080 stage scaled to the screen, with title, clock and summary on top. Esc or the button
 * leaves it.
 */
export function TvStage({ title, summary, now, exitLabel, onExit, testId, children }: TvStageProps) {
  const overlay = useRef<HTMLDivElement>(null);
  const scale = useScreenScale();
  // The latest onExit, so a new function each render (the timers tick every second) does not
  // leave and re-enter full screen.
  const exit = useRef(onExit);
  useLayoutEffect(() => {
    exit.current = onExit;
  });

  useEffect(() => {
    const onExit = () => exit.current();
    const element = overlay.current;
    element?.requestFullscreen?.().catch(() => {});
    const leave = () => {
      if (!document.fullscreenElement) onExit();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onExit();
    };
    document.addEventListener('fullscreenchange', leave);
    window.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', leave);
      window.removeEventListener('keydown', onKey);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    };
  }, []);

  return (
    <div
      ref={overlay}
      data-testid={testId}
      style={{ position: 'fixed', inset: 0, zIndex: 1000, background: '#101418', overflow: 'hidden' }}
    >
      <div
        style={{
          width: TV_WIDTH,
          height: TV_HEIGHT,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          position: 'absolute',
          left: (window.innerWidth - TV_WIDTH * scale) / 2,
          top: (window.innerHeight - TV_HEIGHT * scale) / 2,
          color: '#fff',
        }}
      >
        <div
          style={{
            height: TV_HEADER,
            padding: `${TV_GAP}px ${TV_GAP}px 0`,
            display: 'flex',
            flexDirection: 'column',
            gap: 12,
          }}
        >
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <span style={{ fontSize: 44, fontWeight: 700 }}>{title}</span>
            <span style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
              <span style={{ fontSize: 40, fontVariantNumeric: 'tabular-nums' }}>
                {formatTime(new Date(now), 'time')}
              </span>
              <Button ghost icon={<CompressOutlined />} onClick={onExit} aria-label={exitLabel} />
            </span>
          </div>
          {summary}
        </div>
        <div style={{ padding: TV_GAP, paddingTop: 0, height: TV_HEIGHT - TV_HEADER, overflow: 'hidden' }}>
          {children}
        </div>
      </div>
    </div>
  );
}
