import {
  isHttpUrl,
  Permissions,
  RECORD_CODE_PATTERN,
  type ScheduledTask,
  scheduledTaskApi,
  TASK_BODY_MAX,
  TASK_CODE_MAX,
  TASK_COUNT_MAX,
  TASK_EXECUTION_TYPES,
  TASK_KINDS,
  TASK_METHODS,
  TASK_NAME_MAX,
  TASK_REQUEST_TYPES,
  TASK_RUN_RESULTS,
  TASK_STATES,
  TASK_TIMEOUT_DEFAULT_SECONDS,
  TASK_TIMEOUT_MAX_SECONDS,
  TASK_TIMER_TYPES,
  TASK_URL_MAX,
  type TaskState,
} from '@takt/contracts';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, type ResourcePageHandle, type Translate } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';
import { HeadersField, TimerField } from './TaskFormFields';
import { RESULT_COLORS, TaskRunsDrawer } from './TaskRunsDrawer';

const P = Permissions.sys.task;
/** States change on the servers by themselves (runs, counts): the list reloads this often. */
const LIST_REFRESH_MS = 5_000;

const STATE_COLORS: Record<TaskState, string> = {
  running: 'processing',
  stopped: 'default',
  failed: 'error',
  cancelled: 'warning',
};
const isScheduled = (row: ScheduledTask) => row.state === 'running' || row.state === 'failed';
const isInternal = (row: ScheduledTask) => row.kind === 'internal';

function scheduleText(row: ScheduledTask, t: Translate): string {
  return row.timerType === 'interval'
    ? t('scheduler.tasks.every', { seconds: row.intervalSeconds })
    : (row.expression ?? '');
}

/** Scheduled tasks (spec 000 §3, §4): HTTP calls on a timer, and the platform's internal jobs. */
const tasks = defineResourcePage<ScheduledTask>({
  api: scheduledTaskApi,
  permissions: P,
  testId: 'task',
  settingsKey: 'scheduled-tasks',
  texts: {
    title: 'scheduler.tasks.title',
    add: 'scheduler.tasks.add',
    edit: 'scheduler.tasks.edit',
    detail: 'scheduler.tasks.detail',
  },
  coded: {
    codeMax: TASK_CODE_MAX,
    nameMax: TASK_NAME_MAX,
    codePattern: RECORD_CODE_PATTERN,
    codeLocked: isInternal,
  },
  detail: true,
  formWidth: 720,
  // Edits and deletes wait for a stop; internal tasks are never deleted.
  editable: (row) => !isScheduled(row),
  deletable: (row) => !isScheduled(row) && !isInternal(row),
  fields: [
    {
      name: 'kind',
      label: 'scheduler.tasks.kind',
      options: { values: TASK_KINDS, texts: 'scheduler.tasks.kinds', colors: { internal: 'purple' } },
      column: { search: true, width: 110, responsive: ['xl'] },
    },
    {
      name: 'method',
      label: 'scheduler.tasks.method',
      options: { values: TASK_METHODS, texts: (value) => value },
      input: { kind: 'enum', required: true },
      initial: 'GET',
      locked: isInternal,
      column: { width: 90 },
    },
    {
      name: 'url',
      label: 'scheduler.tasks.url',
      help: 'scheduler.tasks.urlHelp',
      input: { kind: 'text', max: TASK_URL_MAX, required: true },
      locked: isInternal,
      wide: true,
      column: { search: true, ellipsis: true },
      rules: (row, t) =>
        row && isInternal(row)
          ? []
          : [
              {
                validator: async (_rule, value) => {
                  if (value && !isHttpUrl(String(value).trim())) throw new Error(t('scheduler.tasks.urlFormat'));
                },
              },
            ],
    },
    {
      name: 'requestType',
      label: 'scheduler.tasks.requestType',
      options: { values: TASK_REQUEST_TYPES, texts: 'scheduler.tasks.requestTypes' },
      input: { kind: 'enum', required: true },
      initial: 'none',
      locked: isInternal,
      column: false,
    },
    {
      name: 'timeoutSeconds',
      label: 'scheduler.tasks.timeoutSeconds',
      input: { kind: 'number', min: 1, max: TASK_TIMEOUT_MAX_SECONDS, precision: 0, required: true },
      initial: TASK_TIMEOUT_DEFAULT_SECONDS,
      column: false,
    },
    {
      name: 'headers',
      label: 'scheduler.tasks.headers',
      input: { kind: 'custom', Field: HeadersField },
      initial: [],
      column: false,
      render: (row) => row.headers.map((header) => `${header.name}: ${header.value}`).join('; ') || '-',
    },
    {
      name: 'body',
      label: 'scheduler.tasks.body',
      input: { kind: 'text', max: TASK_BODY_MAX, lines: 3 },
      locked: isInternal,
      wide: true,
      column: false,
    },
    {
      name: 'timerType',
      label: 'scheduler.tasks.timerType',
      options: { values: TASK_TIMER_TYPES, texts: 'scheduler.tasks.timerTypes' },
      input: { kind: 'custom', Field: TimerField },
      initial: 'interval',
      wide: true,
      column: { title: 'scheduler.tasks.schedule', search: true, width: 150 },
      render: (row, t) => scheduleText(row, t),
    },
    {
      name: 'executionType',
      label: 'scheduler.tasks.executionType',
      help: 'scheduler.tasks.executionTypeHelp',
      options: { values: TASK_EXECUTION_TYPES, texts: 'scheduler.tasks.executionTypes' },
      input: { kind: 'enum', required: true },
      initial: 'runOnce',
      column: false,
    },
    {
      name: 'count',
      label: 'scheduler.tasks.count',
      help: 'scheduler.tasks.countHelp',
      input: { kind: 'number', min: 1, max: TASK_COUNT_MAX, precision: 0 },
      column: false,
      render: (row) => (row.count === null ? '-' : `${row.runsDone} / ${row.count}`),
    },
    {
      name: 'runImmediately',
      label: 'scheduler.tasks.runImmediately',
      help: 'scheduler.tasks.runImmediatelyHelp',
      input: { kind: 'switch' },
      initial: false,
      column: false,
    },
    {
      name: 'state',
      label: 'scheduler.tasks.state',
      options: { values: TASK_STATES, texts: 'scheduler.tasks.states', colors: STATE_COLORS },
      column: { search: true, sort: true, width: 110 },
    },
    {
      name: 'nextRunAt',
      label: 'scheduler.tasks.nextRunAt',
      column: { sort: true, width: 170 },
      render: (row) => dateTimeText(row.nextRunAt),
    },
    {
      name: 'lastRunAt',
      label: 'scheduler.tasks.lastRunAt',
      column: { sort: true, width: 170, responsive: ['xl'] },
      render: (row) => dateTimeText(row.lastRunAt),
    },
    {
      name: 'lastResult',
      label: 'scheduler.tasks.lastResult',
      options: { values: TASK_RUN_RESULTS, texts: 'scheduler.tasks.results', colors: RESULT_COLORS },
      column: { width: 100, responsive: ['xl'] },
    },
  ],
  // The timer's one field, and headers without blank rows.
  body: (body, values) => ({
    ...body,
    intervalSeconds: values.timerType === 'interval' ? (values.intervalSeconds ?? null) : null,
    expression: values.timerType === 'cron' ? String(values.expression ?? '').trim() || null : null,
    headers: ((values.headers as { name?: string; value?: string }[] | undefined) ?? [])
      .filter((header) => header?.name?.trim())
      .map((header) => ({ name: header.name!.trim(), value: (header.value ?? '').trim() })),
    count: typeof values.count === 'number' ? values.count : null,
  }),
});

/** Start, stop and run now: each calls its route and reloads the list. */
function stateActions(row: ScheduledTask, page: ResourcePageHandle<ScheduledTask>, openRuns: () => void) {
  const act = async (route: typeof scheduledTaskApi.start, done: string) => {
    await callApi(route, { body: { id: row.id } });
    page.changed(page.t(done, { code: row.code }));
  };
  return [
    {
      key: 'start',
      label: page.t('scheduler.tasks.start'),
      permission: P.start,
      visible: !isScheduled(row),
      onClick: () => act(scheduledTaskApi.start, 'scheduler.tasks.started'),
    },
    {
      key: 'stop',
      label: page.t('scheduler.tasks.stop'),
      permission: P.stop,
      visible: isScheduled(row),
      confirm: page.t('scheduler.tasks.stopConfirm', { code: row.code }),
      onClick: () => act(scheduledTaskApi.stop, 'scheduler.tasks.stopped'),
    },
    {
      key: 'run',
      label: page.t('scheduler.tasks.runNow'),
      permission: P.run,
      visible: row.state !== 'cancelled',
      onClick: () => act(scheduledTaskApi.run, 'scheduler.tasks.runRequested'),
    },
    { key: 'runs', label: page.t('scheduler.tasks.runs'), permission: P.get, onClick: openRuns },
  ];
}

/** Reloads the list every few seconds while the page is open (runs change states on the servers). */
function LiveRefresh({ page }: { page: ResourcePageHandle<ScheduledTask> }) {
  // The handle is new on each render; the timer keeps running and reloads through the latest one.
  const latest = useRef(page);
  latest.current = page;
  useEffect(() => {
    const timer = setInterval(() => latest.current.reload(), LIST_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return null;
}

export default function TaskListPage() {
  const [runsOf, setRunsOf] = useState<ScheduledTask | null>(null);
  return (
    <ResourcePage resource={tasks} leadingActions={(row, page) => stateActions(row, page, () => setRunsOf(row))}>
      {(page) => (
        <>
          <LiveRefresh page={page} />
          <TaskRunsDrawer task={runsOf} onClose={() => setRunsOf(null)} />
        </>
      )}
    </ResourcePage>
  );
}
