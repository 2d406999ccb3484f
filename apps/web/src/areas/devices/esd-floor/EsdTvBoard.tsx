import { CompressOutlined } from '@ant-design/icons';
import type { EsdBoard } from '@takt/contracts';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EsdCounts } from './EsdCounts';
import { EsdTile } from './EsdTile';
import { TV_GAP, TV_HEADER, TV_HEIGHT, TV_WIDTH, tvGrid, tvScale } from './tv-layout';

function useScreenScale(): number {
  const [scale, setScale] = useState(() => tvScale(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const resize = () => setScale(tvScale(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  return scale;
}

/**
 * The board for a TV across the floor: the whole screen (full screen where the browser allows),
 * a 1920×1080 stage scaled to the screen, every tile as large as the line's count of
 * workstations lets it be. Esc or the button leaves it.
 */
export function EsdTvBoard({ board, now, onExit }: { board: EsdBoard; now: number; onExit: () => void }) {
  const { t } = useTranslation();
  const overlay = useRef<HTMLDivElement>(null);
  const scale = useScreenScale();
  const { columns, tileHeight } = tvGrid(board.stations.length);

  useEffect(() => {
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
  }, [onExit]);

  return (
    <div
      ref={overlay}
      data-testid="esd-tv"
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
            <span style={{ fontSize: 44, fontWeight: 700 }}>
              {t('esdFloor.board.title')} · {board.line.code} {board.line.name}
            </span>
            <span style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
              <span style={{ fontSize: 40, fontVariantNumeric: 'tabular-nums' }}>
                {new Date(now).toLocaleTimeString()}
              </span>
              <Button ghost icon={<CompressOutlined />} onClick={onExit} aria-label={t('esdFloor.board.exitTv')} />
            </span>
          </div>
          <EsdCounts counts={board.counts} size={26} />
        </div>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, 1fr)`,
            gap: TV_GAP,
            padding: TV_GAP,
            paddingTop: 0,
          }}
        >
          {board.stations.map((station) => (
            <EsdTile key={station.id} station={station} now={now} height={tileHeight} />
          ))}
        </div>
      </div>
    </div>
  );
}
