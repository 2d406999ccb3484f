import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../../app/floor/server-now';
import { HubProvider } from '../../../app/hub';
import { CallList } from './CallList';
import { useOpenCalls } from './useOpenCalls';

function MyCalls() {
  const { t } = useTranslation();
  const open = useOpenCalls({ mine: true });
  const now = useServerNow(open.data?.clockOffset ?? 0);
  const calls = open.data?.calls ?? [];
  return (
    <Card size="small" title={t('andonFloor.monitor.mine')} loading={open.isLoading} data-testid="mobile-andon">
      {calls.length === 0 ? (
        <Empty description={t('andonFloor.monitor.noneMine')} />
      ) : (
        <CallList calls={calls} now={now} channel="phone" showStation testId="mobile-andon-calls" />
      )}
    </Card>
  );
}

/** The responder's calls on /mobile (where phones are sent), live over the hub like the monitor. */
export function MobileAndonCalls() {
  return (
    <HubProvider>
      <MyCalls />
    </HubProvider>
  );
}
