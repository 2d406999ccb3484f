import type { AndonCall } from '@takt/contracts';
import { Typography } from 'antd';
import { CallTile } from './CallTile';
import { callsByLine } from './open-calls';

export interface MonitorLinesProps {
  calls: readonly AndonCall[];
  now: number;
  phone: boolean;
}

/** Each line with open calls, its workstations' calls as tiles under the line's name. */
export function MonitorLines({ calls, now, phone }: MonitorLinesProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, width: '100%' }} data-testid="andon-monitor-lines">
      {callsByLine(calls).map((line) => (
        <section key={line.key} data-testid={`andon-line-${line.key}`}>
          <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 8 }}>
            {[line.workshopName, line.lineName].filter(Boolean).join(' · ') || '—'}
          </Typography.Title>
          <div
            style={{
              display: 'grid',
              gap: phone ? 8 : 12,
              gridTemplateColumns: `repeat(auto-fill, minmax(${phone ? 160 : 310}px, 1fr))`,
            }}
          >
            {line.calls.map((call) => (
              <CallTile key={call.id} call={call} now={now} height={phone ? 150 : 184} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
