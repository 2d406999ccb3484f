/**
 * Output is best effort: once nobody reads stdout or stderr (the terminal closed, the parent
 * died), a write fails with EPIPE (EIO on a hung-up terminal). Unhandled, that error would
 * throw out of the next log call, in the middle of a shutdown. From here on write errors on
 * either stream are dropped, and the stream with them.
 */
export function dropOutputWriteErrors(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', () => {
      // Nothing can be told about it: the stream that would carry the message is the one that failed.
    });
  }
}

/**
 * A log line in the server log's format (pino JSON), for the moments before the Fastify
 * logger exists or after it is gone (start-up, the lock, a stop request during start-up).
 */
export function logLine(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  const levels = { info: 30, warn: 40, error: 50 };
  const line = { level: levels[level], time: Date.now(), pid: process.pid, ...fields, msg };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
