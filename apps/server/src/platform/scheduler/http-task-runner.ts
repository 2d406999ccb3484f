import { TASK_RUN_OUTPUT_MAX, type TaskHeader } from '@takt/contracts';

/** What an HTTP task sends. */
export interface HttpTaskRequest {
  method: string;
  url: string;
  requestType: string;
  headers: readonly TaskHeader[];
  body: string | null;
}

/** Headers the engine adds to every call, so the receiver can tell ticks apart (and spot a repeat). */
export interface RunStamp {
  taskId: string;
  runId: string;
  due: Date;
}

export interface RunOutcome {
  ok: boolean;
  statusCode: number | null;
  output: string | null;
}

/** Text cut to what a run keeps. */
export function truncateOutput(text: string): string {
  return text.length <= TASK_RUN_OUTPUT_MAX ? text : `${text.slice(0, TASK_RUN_OUTPUT_MAX - 1)}…`;
}

const CONTENT_TYPES: Record<string, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
};

/** Calls the task's address; a 2xx answer is a success. Aborted by `signal` (the time limit, or the server stopping). */
export async function runHttpTask(task: HttpTaskRequest, stamp: RunStamp, signal: AbortSignal): Promise<RunOutcome> {
  const headers = new Headers();
  for (const header of task.headers) headers.append(header.name, header.value);
  const sendsBody = task.requestType !== 'none' && task.method !== 'GET' && task.body != null;
  if (sendsBody && !headers.has('content-type')) headers.set('content-type', CONTENT_TYPES[task.requestType]!);
  headers.set('x-takt-task', stamp.taskId);
  headers.set('x-takt-run', stamp.runId);
  headers.set('x-takt-due', stamp.due.toISOString());
  const response = await fetch(task.url, {
    method: task.method,
    headers,
    body: sendsBody ? task.body : undefined,
    signal,
    redirect: 'manual',
  });
  const text = await response.text();
  return { ok: response.ok, statusCode: response.status, output: text ? truncateOutput(text) : null };
}
