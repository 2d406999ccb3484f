import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEST_PASSWORD } from './databases.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const LISTENING = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * `apps/server/src/main.ts` as its own process with piped output, for tests of its life cycle
 * (signals, closed pipes, the data directory's lock). See server-process.ts for one to call.
 */
export interface SpawnedServer {
  child: ChildProcess;
  pid: number;
  /** Everything the process wrote while its pipes were open. */
  output(): string;
  /** Resolves with the first match in the output; rejects when the process exits or time runs out. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>;
  /** Resolves with the port once the server listens. */
  listening(timeoutMs: number): Promise<number>;
  /**
   * Closes this end of the output pipes, as when the terminal or the parent that read them went
   * away: from now on the server's writes fail (EPIPE).
   */
  closePipes(): void;
  exited: Promise<Exit>;
  /**
   * Waits at most `ms` for the exit; when it does not come, kills the process (SIGKILL) and
   * resolves with null, so a test fails instead of leaving the process behind.
   */
  exitWithin(ms: number): Promise<Exit | null>;
}

export function spawnServer(dataDir: string, env: NodeJS.ProcessEnv = {}): SpawnedServer {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_PASSWORD: TEST_PASSWORD,
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
    ...env,
  };
  // Only what the test names: the runner's own database or Redis would change the transport.
  for (const name of ['DATABASE_URL', 'REDIS_URL'] as const) {
    delete childEnv[name];
    if (env[name]) childEnv[name] = env[name];
  }
  const child = spawn(process.execPath, ['--conditions=takt-source', '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: string) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout!.setEncoding('utf8').on('data', append);
  child.stderr!.setEncoding('utf8').on('data', append);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const describe = () => `server process (pid ${child.pid}) output:\n${output.slice(-4000)}`;

  const waitFor = (pattern: RegExp, timeoutMs: number) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) finish(() => resolve(match));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no ${pattern} after ${timeoutMs} ms; ${describe()}`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      void exited.then((exit) =>
        finish(() => reject(new Error(`exited (${JSON.stringify(exit)}) before ${pattern}; ${describe()}`))),
      );
      check();
    });

  return {
    child,
    pid: child.pid!,
    output: () => output,
    waitFor,
    async listening(timeoutMs) {
      return Number((await waitFor(LISTENING, timeoutMs))[1]);
    },
    closePipes() {
      child.stdout!.destroy();
      child.stderr!.destroy();
    },
    exited,
    async exitWithin(ms) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), ms);
      });
      const exit = await Promise.race([exited, late]);
      clearTimeout(timer);
      if (exit === null) {
        child.kill('SIGKILL');
        await exited;
      }
      return exit;
    },
  };
}

/** Pids of running processes whose command line has `text` and whose DATA_DIR is `dataDir` (Linux). */
export function processesOf(dataDir: string, text: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (cmdline.includes(text) && environ.includes(`DATA_DIR=${dataDir}`)) found.push(Number(entry));
    } catch {
      // Gone meanwhile, or another user's.
    }
  }
  return found;
}
