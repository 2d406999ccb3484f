import { ExpandOutlined, ReloadOutlined, SoundOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Button, Empty, Grid, Segmented, Space, Spin } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefSelect } from '../../app/crud/RefSelect';
import { useServerNow } from '../../app/floor/server-now';
import { AllClear } from './floor/AllClear';
import { useBeep } from './floor/beep';
import { CallCounts } from './floor/CallCounts';
import { CallList } from './floor/CallList';
import { MonitorLines } from './floor/MonitorLines';
import { MonitorTv } from './floor/MonitorTv';
import { useOpenCalls } from './floor/useOpenCalls';

type View = 'mine' | 'all';

/** The workshop and line filter, in the address (a TV's bookmark keeps it). */
function useMonitorFilter() {
  const [params, setParams] = useSearchParams();
  const workshopId = params.get('workshop') ?? undefined;
  const lineId = params.get('line') ?? undefined;
  const choose = useCallback(
    (next: { workshop?: string; line?: string }) => {
      const entries = Object.entries(next).filter((entry): entry is [string, string] => !!entry[1]);
      setParams(Object.fromEntries(entries), { replace: true });
    },
    [setParams],
  );
  return { workshopId, lineId, choose };
}

/**
 * The andon monitor (spec 001 §2, issue 19): every line's workstations with open calls as tiles
 * coloured by state and level, their timers running off the server's clock, the counts per state
 * on top and a sound on a new call, live over the hub. A TV mode fills a 1920×1080 screen; on a
 * phone the responder sees "my calls" with accept, arrive and resolve.
 */
export default function MonitorPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  // Until the first measure (an empty map) the screen's kind is unknown: read nothing yet.
  const measured = Object.keys(screens).length > 0;
  const phone = !screens.sm;
  const { workshopId, lineId, choose } = useMonitorFilter();
  const [view, setView] = useState<View>('mine');
  const [tv, setTv] = useState(false);
  const sound = useBeep();
  const mine = phone && view === 'mine';
  const open = useOpenCalls({ workshopId, lineId, mine, enabled: measured, onNewCall: sound.beep });
  const now = useServerNow(open.data?.clockOffset ?? 0);
  const calls = open.data?.calls ?? [];

  return (
    <PageContainer
      title={t('andonFloor.monitor.title')}
      extra={
        <Space wrap>
          <RefSelect
            kind="workshop"
            value={workshopId}
            placeholder={t('andonFloor.monitor.allWorkshops')}
            style={{ width: phone ? 170 : 200 }}
            onChange={(value) => choose({ workshop: typeof value === 'string' ? value : undefined, line: lineId })}
            data-testid="andon-monitor-workshop"
          />
          <RefSelect
            kind="line"
            value={lineId}
            placeholder={t('andonFloor.monitor.allLines')}
            style={{ width: phone ? 170 : 200 }}
            onChange={(value) => choose({ workshop: workshopId, line: typeof value === 'string' ? value : undefined })}
            data-testid="andon-monitor-line"
          />
          <Button
            icon={<SoundOutlined />}
            type={sound.on ? 'primary' : 'default'}
            aria-pressed={sound.on}
            onClick={sound.toggle}
            data-testid="andon-monitor-sound"
          >
            {t(sound.on ? 'andonFloor.monitor.soundOn' : 'andonFloor.monitor.soundOff')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void open.refetch()}
            aria-label={t('andonFloor.monitor.reload')}
          />
          {!phone && (
            <Button
              type="primary"
              icon={<ExpandOutlined />}
              onClick={() => setTv(true)}
              disabled={!open.data}
              data-testid="andon-monitor-tv"
            >
              {t('andonFloor.monitor.tv')}
            </Button>
          )}
        </Space>
      }
    >
      {open.error && <Alert type="error" showIcon message={(open.error as Error).message} />}
      {open.isLoading && <Spin />}
      {open.data && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, width: '100%' }} data-testid="andon-monitor">
          {phone && (
            <Segmented<View>
              block
              size="large"
              value={view}
              onChange={setView}
              options={[
                { value: 'mine', label: t('andonFloor.monitor.mine') },
                { value: 'all', label: t('andonFloor.monitor.all') },
              ]}
              data-testid="andon-monitor-view"
            />
          )}
          <CallCounts calls={calls} size={phone ? 15 : 18} />
          {calls.length === 0 ? (
            mine ? (
              <Empty description={t('andonFloor.monitor.noneMine')} />
            ) : (
              <AllClear size={phone ? 22 : 32} />
            )
          ) : phone ? (
            <CallList calls={calls} now={now} channel="phone" showStation testId="andon-monitor-list" />
          ) : (
            <MonitorLines calls={calls} now={now} phone={false} />
          )}
        </div>
      )}
      {tv && open.data && (
        <MonitorTv calls={calls} now={now} title={t('andonFloor.monitor.title')} onExit={() => setTv(false)} />
      )}
    </PageContainer>
  );
}
