// @vitest-environment jsdom
import { type HostSnapshot, hostMonitorApi } from '@takt/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test-support/render-page';
import HostMonitorPage from './HostMonitorPage';

const GB = 1024 ** 3;

const snapshot = (overrides: Partial<HostSnapshot> = {}): HostSnapshot => ({
  sampledAt: '2026-11-27T06:00:00.000Z',
  hostname: 'mes-01',
  platform: 'Linux x64',
  osRelease: '6.1.0',
  systemUptimeSeconds: 3 * 86_400 + 4 * 3600,
  cpu: { model: 'Test CPU', cores: 2, usagePercent: 42.5, loadAverage: [0.5, 0.4, 0.3] },
  memory: { totalBytes: 8 * GB, usedBytes: 6 * GB, freeBytes: 2 * GB },
  disk: { path: '/srv/takt/data', sizeBytes: 100 * GB, usedBytes: 95 * GB, freeBytes: 5 * GB },
  process: {
    pid: 4242,
    nodeVersion: 'v20.19.0',
    uptimeSeconds: 312,
    rssBytes: 300 * 1024 ** 2,
    heapUsedBytes: 100 * 1024 ** 2,
    heapTotalBytes: 200 * 1024 ** 2,
    eventLoopDelayMs: { p50: 10.2, p99: 25.5 },
  },
  database: {
    kind: 'postgres',
    version: '15.8',
    sizeBytes: 2 * GB,
    connections: [
      { state: 'idle', count: 8 },
      { state: 'active', count: 2 },
    ],
    longestQuery: { durationSeconds: 12.34, text: 'select * from scan_events' },
  },
  hub: { sockets: 17 },
  backlog: null,
  ...overrides,
});

describe('HostMonitorPage', () => {
  it('shows gauges, the process, the database and the hub, and a dash for a missing backlog', async () => {
    const page = await renderPage(<HostMonitorPage />, { responses: [[hostMonitorApi.host, () => snapshot()]] });
    await page.findByTestId('host-monitor');
    expect(screen.getByTestId('host-cpu').textContent).toContain('43%');
    expect(screen.getByTestId('host-memory').textContent).toContain('75%');
    expect(screen.getByTestId('host-disk').textContent).toContain('95%');
    expect(screen.getByText('/srv/takt/data')).toBeTruthy();
    const process = screen.getByTestId('host-process').textContent;
    expect(process).toContain('4242');
    expect(process).toContain('5 min 12 s');
    expect(process).toContain('p50 10.2 ms · p99 25.5 ms');
    const database = screen.getByTestId('host-database').textContent;
    expect(database).toContain('PostgreSQL 15.8');
    expect(database).toContain('active: 2');
    expect(database).toContain('12.3 s');
    expect(database).toContain('select * from scan_events');
    expect(screen.getByTestId('host-hub').textContent).toContain('17');
    const backlog = screen.getByTestId('host-backlog').textContent;
    expect(backlog?.match(/—/g)).toHaveLength(3);
    expect(backlog).toContain('No scheduler reports to this page yet.');
    expect(page.requests(hostMonitorApi.host)).toHaveLength(1);
  });

  it('speaks the reader’s language and shows the embedded database and a backlog', async () => {
    const page = await renderPage(<HostMonitorPage />, {
      responses: [
        [
          hostMonitorApi.host,
          () =>
            snapshot({
              database: { kind: 'pglite', version: '17.5', sizeBytes: GB, connections: [], longestQuery: null },
              backlog: { due: 4, running: 1, oldestDueSeconds: 90 },
              cpu: { model: 'Test CPU', cores: 2, usagePercent: null, loadAverage: [0, 0, 0] },
            }),
        ],
      ],
      language: 'zh-CN',
    });
    await page.findByTestId('host-monitor');
    expect(screen.getByTestId('host-cpu').textContent).toContain('正在测量');
    expect(screen.getByTestId('host-database').textContent).toContain('内嵌数据库只有一个连接：本服务');
    expect(screen.getByTestId('host-process').textContent).toContain('5 分 12 秒');
    const backlog = screen.getByTestId('host-backlog').textContent;
    expect(backlog).toContain('4');
    expect(backlog).toContain('90');
    expect(backlog).not.toContain('—');
  });
});
