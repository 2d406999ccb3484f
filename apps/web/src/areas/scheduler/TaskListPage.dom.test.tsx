// @vitest-environment jsdom
import { type ScheduledTask, type ScheduledTaskRun, scheduledTaskApi } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPage } from '../../test-support/render-page';
import TaskListPage from './TaskListPage';

const ping: ScheduledTask = {
  id: '501',
  code: 'PING',
  name: 'Ping the ERP',
  kind: 'http',
  method: 'GET',
  url: 'https://erp.example.com/ping',
  requestType: 'none',
  headers: [],
  body: null,
  timerType: 'interval',
  intervalSeconds: 60,
  expression: null,
  timeZone: 'Asia/Shanghai',
  runImmediately: false,
  executionType: 'runOnce',
  count: null,
  timeoutSeconds: 30,
  state: 'stopped',
  runsDone: 0,
  nextRunAt: null,
  lastRunAt: null,
  lastResult: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};
const running: ScheduledTask = {
  ...ping,
  id: '502',
  code: 'SYNC',
  name: 'Sync orders',
  state: 'running',
  nextRunAt: '2026-01-02T03:05:00.000Z',
};
const run: ScheduledTaskRun = {
  id: '601',
  taskId: '502',
  trigger: 'manual',
  dueAt: '2026-01-02T03:04:00.000Z',
  startedAt: '2026-01-02T03:04:00.000Z',
  finishedAt: '2026-01-02T03:04:01.000Z',
  durationMs: 812,
  result: 'failed',
  statusCode: 503,
  output: 'Service unavailable',
};

describe('TaskListPage', () => {
  it('adds a cron task: the timer type swaps the interval for the expression', async () => {
    const page = await renderPage(<TaskListPage />, {
      responses: [
        [scheduledTaskApi.page, () => pageOf([ping])],
        [scheduledTaskApi.add, ({ body }) => ({ ...ping, ...(body as object), id: '503' })],
      ],
    });
    await page.findByText('Ping the ERP');
    await page.user.click(screen.getByTestId('task-add'));
    const dialog = await screen.findByRole('dialog');
    await page.user.click(screen.getByTestId('task-name'));
    await page.user.paste('Nightly export');
    await page.user.click(screen.getByTestId('task-code'));
    await page.user.paste('NIGHTLY');
    await page.user.click(screen.getByTestId('task-url'));
    await page.user.paste('ftp://files.example.com');
    await page.user.click(within(dialog).getByText('Cron expression'));
    await page.user.click(screen.getByTestId('task-timerType-expression'));
    await page.user.paste('0 30 2 * * *');
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Request address: enter an http or https address')).toBeTruthy();
    expect(page.requests(scheduledTaskApi.add)).toEqual([]);

    await page.user.clear(screen.getByTestId('task-url'));
    await page.user.paste('https://erp.example.com/export');
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await page.request(scheduledTaskApi.add)).body).toEqual({
      code: 'NIGHTLY',
      name: 'Nightly export',
      method: 'GET',
      url: 'https://erp.example.com/export',
      requestType: 'none',
      timeoutSeconds: 30,
      headers: [],
      body: null,
      timerType: 'cron',
      intervalSeconds: null,
      expression: '0 30 2 * * *',
      executionType: 'runOnce',
      count: null,
      runImmediately: false,
    });
    // A dialog of many fields, typed into on a shared machine: more time than the default.
  }, 60_000);

  it('starts a stopped task, stops a running one after asking, and lists a task’s runs', async () => {
    const page = await renderPage(<TaskListPage />, {
      responses: [
        [scheduledTaskApi.page, () => pageOf([ping, running])],
        [scheduledTaskApi.start, () => ({ ...ping, state: 'running' })],
        [scheduledTaskApi.stop, () => ({ ...running, state: 'stopped' })],
        [scheduledTaskApi.runs, () => pageOf([run])],
      ],
    });
    await page.findByText('Ping the ERP');
    const [pingRow, syncRow] = [screen.getByText('PING').closest('tr')!, screen.getByText('SYNC').closest('tr')!];
    await page.user.click(within(pingRow).getByTestId('table-action-start'));
    expect((await page.request(scheduledTaskApi.start)).body).toEqual({ id: '501' });

    await page.user.click(within(syncRow).getByTestId('table-action-stop'));
    await page.user.click(await screen.findByRole('button', { name: 'OK' }));
    expect((await page.request(scheduledTaskApi.stop)).body).toEqual({ id: '502' });

    await page.user.click(within(syncRow).getByTestId('table-actions-more'));
    await page.user.click(await screen.findByTestId('table-action-runs'));
    expect((await page.request(scheduledTaskApi.runs)).query).toEqual({
      taskId: '502',
      startDate: dayjs().subtract(6, 'day').format('YYYY-MM-DD'),
      endDate: dayjs().format('YYYY-MM-DD'),
      pageNo: '1',
      pageSize: '20',
    });
    const runs = await screen.findByTestId('task-runs');
    expect(await within(runs).findByText('Service unavailable')).toBeTruthy();
    expect(within(runs).getByText('503')).toBeTruthy();
  });
});
