import { Tooltip } from 'antd';
import type { Segment } from './shift-form';

const COLOURS: Record<Segment['kind'], string> = {
  shift: '#1677ff',
  work: '#1677ff',
  break: '#faad14',
  overtime: '#ff7875',
};

interface DayBarProps {
  segments: Segment[];
  /** Label of the bar's start (e.g. "08:00"), shown under its left end, and of its middle. */
  origin?: string;
  middle?: string;
  width?: number;
  testId?: string;
}

/** A 24-hour bar showing shifts, breaks and overtime as coloured pieces (hover for their times). */
export function DayBar({ segments, origin = '00:00', middle = '12:00', width = 220, testId }: DayBarProps) {
  return (
    <div style={{ width }} data-testid={testId}>
      <div style={{ position: 'relative', height: 12, borderRadius: 3, background: 'rgba(0,0,0,0.06)' }}>
        {segments.map((segment) => (
          <Tooltip key={`${segment.kind}-${segment.left}-${segment.label}`} title={segment.label}>
            <div
              style={{
                position: 'absolute',
                top: segment.kind === 'shift' ? 0 : 3,
                bottom: segment.kind === 'shift' ? 0 : 3,
                left: `${segment.left}%`,
                width: `${Math.max(segment.width, 0.4)}%`,
                background: segment.colour ?? COLOURS[segment.kind],
                opacity: segment.kind === 'shift' ? 0.85 : 1,
                borderRadius: 2,
              }}
            />
          </Tooltip>
        ))}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 10, color: 'rgba(0,0,0,0.45)' }}>
        <span>{origin}</span>
        <span>{middle}</span>
        <span>{origin}</span>
      </div>
    </div>
  );
}
