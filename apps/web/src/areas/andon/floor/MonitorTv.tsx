import type { AndonCall } from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { TvStage } from '../../../app/floor/TvStage';
import { TV_GAP, tvGrid } from '../../../app/floor/tv-layout';
import { AllClear } from './AllClear';
import { CallCounts } from './CallCounts';
import { CallTile } from './CallTile';
import { callsByLine } from './open-calls';

/** Tiles no larger than this many to a screen would make them (one call need not fill the TV). */
const FEWEST_TILES = 6;

/** The monitor on a TV: every open call as a tile, line by line, as large as their count lets them be. */
export function MonitorTv({
  calls,
  now,
  title,
  onExit,
}: {
  calls: readonly AndonCall[];
  now: number;
  title: string;
  onExit: () => void;
}) {
  const { t } = useTranslation();
  const ordered = callsByLine(calls).flatMap((line) => line.calls);
  const { columns, tileHeight } = tvGrid(Math.max(FEWEST_TILES, ordered.length));
  return (
    <TvStage
      title={title}
      summary={<CallCounts calls={calls} size={24} />}
      now={now}
      exitLabel={t('andonFloor.monitor.exitTv')}
      onExit={onExit}
      testId="andon-tv"
    >
      {ordered.length === 0 ? (
        <AllClear size={64} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: TV_GAP }}>
          {ordered.map((call) => (
            <CallTile key={call.id} call={call} now={now} height={tileHeight} />
          ))}
        </div>
      )}
    </TvStage>
  );
}
