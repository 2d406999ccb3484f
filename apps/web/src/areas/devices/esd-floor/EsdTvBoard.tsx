import type { EsdBoard } from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { TvStage } from '../../../app/floor/TvStage';
import { TV_GAP, tvGrid } from '../../../app/floor/tv-layout';
import { EsdCounts } from './EsdCounts';
import { EsdTile } from './EsdTile';

/** The ESD board on a TV: every tile as large as the line's count of workstations lets it be. */
export function EsdTvBoard({ board, now, onExit }: { board: EsdBoard; now: number; onExit: () => void }) {
  const { t } = useTranslation();
  const { columns, tileHeight } = tvGrid(board.stations.length);
  return (
    <TvStage
      title={`${t('esdFloor.board.title')} · ${board.line.code} ${board.line.name}`}
      summary={<EsdCounts counts={board.counts} size={26} />}
      now={now}
      exitLabel={t('esdFloor.board.exitTv')}
      onExit={onExit}
      testId="esd-tv"
    >
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: TV_GAP }}>
        {board.stations.map((station) => (
          <EsdTile key={station.id} station={station} now={now} height={tileHeight} />
        ))}
      </div>
    </TvStage>
  );
}
