import { ExpandOutlined, ReloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { referenceApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Grid, Space, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefSelect } from '../../app/crud/RefSelect';
import { useServerNow } from '../../app/floor/server-now';
import { callApi } from '../../app/request';
import { readLocal, writeLocal } from '../../app/storage';
import { EsdCounts } from './esd-floor/EsdCounts';
import { EsdTile } from './esd-floor/EsdTile';
import { EsdTvBoard } from './esd-floor/EsdTvBoard';
import { useEsdBoard } from './esd-floor/useEsdBoard';

/** The chosen line is remembered here (and in the address, `?line=`, for a TV's bookmark). */
const LINE_KEY = 'esd-board:line';

/** The line in the address, else the one chosen last on this screen, else the enterprise's first. */
function useBoardLine(): [string | undefined, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const lineId = params.get('line') ?? readLocal(LINE_KEY) ?? undefined;
  const choose = useCallback(
    (id: string) => {
      writeLocal(LINE_KEY, id);
      setParams({ line: id }, { replace: true });
    },
    [setParams],
  );
  const first = useQuery({
    queryKey: ['ref-options', 'line', 'first'],
    queryFn: () => callApi(referenceApi.options, { query: { kind: 'line', limit: 1 } }),
    enabled: !lineId,
  });
  const firstId = first.data?.[0]?.id;
  useEffect(() => {
    if (!lineId && firstId) choose(firstId);
  }, [lineId, firstId, choose]);
  return [lineId, choose];
}

/**
 * The ESD board (spec 001 §9 "kanban"): every workstation of a line as a tile coloured by its
 * ESD state, with icon and word, values and time in state; the counts per state on top. Live
 * over the hub; a TV mode fills a 1920×1080 screen; on a phone the tiles reflow.
 */
export default function EsdKanbanPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [lineId, chooseLine] = useBoardLine();
  const board = useEsdBoard(lineId);
  const now = useServerNow(board.data?.clockOffset ?? 0);
  const [tv, setTv] = useState(false);
  const phone = !screens.sm;
  const tileHeight = phone ? 132 : 168;

  return (
    <PageContainer
      title={t('esdFloor.board.title')}
      extra={
        <Space wrap>
          <RefSelect
            kind="line"
            value={lineId}
            allowClear={false}
            placeholder={t('esdFloor.board.line')}
            style={{ width: phone ? 200 : 260 }}
            onChange={(value) => typeof value === 'string' && chooseLine(value)}
            data-testid="esd-board-line"
          />
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void board.refetch()}
            aria-label={t('esdFloor.board.reload')}
          />
          <Button
            type="primary"
            icon={<ExpandOutlined />}
            onClick={() => setTv(true)}
            disabled={!board.data}
            data-testid="esd-board-tv"
          >
            {t('esdFloor.board.tv')}
          </Button>
        </Space>
      }
    >
      {board.error && <Alert type="error" showIcon message={(board.error as Error).message} />}
      {!lineId && <Empty description={t('esdFloor.board.pickLine')} />}
      {lineId && board.isLoading && <Spin />}
      {board.data && (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="esd-board">
          <EsdCounts counts={board.data.counts} size={phone ? 14 : 18} />
          {board.data.stations.length === 0 ? (
            <Empty description={t('esdFloor.board.noStations')} />
          ) : (
            <div
              style={{
                display: 'grid',
                gap: phone ? 8 : 12,
                gridTemplateColumns: `repeat(auto-fill, minmax(${phone ? 150 : 220}px, 1fr))`,
              }}
            >
              {board.data.stations.map((station) => (
                <EsdTile key={station.id} station={station} now={now} height={tileHeight} />
              ))}
            </div>
          )}
        </Space>
      )}
      {tv && board.data && <EsdTvBoard board={board.data} now={now} onExit={() => setTv(false)} />}
    </PageContainer>
  );
}
