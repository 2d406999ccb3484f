import type { AndonCall, AndonResponseChannel } from '@takt/contracts';
import { Space } from 'antd';
import { CallCard } from './CallCard';

/** Open calls as cards with their actions, one under another (a workstation's, or a responder's). */
export function CallList({
  calls,
  now,
  channel,
  showStation,
  testId,
}: {
  calls: readonly AndonCall[];
  now: number;
  channel: AndonResponseChannel;
  showStation: boolean;
  testId: string;
}) {
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid={testId}>
      {calls.map((call) => (
        <CallCard key={call.id} call={call} now={now} channel={channel} showStation={showStation} />
      ))}
    </Space>
  );
}
