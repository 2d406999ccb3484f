import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

/** A free loopback port: bind port 0, read it, release it. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface Child {
  name: string;
  baseUrl: string;
  /** Sends SIGTERM, then SIGKILL after 10 s; resolves once the process has exited. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Starts `node <args>` and resolves once http://127.0.0.1:<port> answers any HTTP request. */
export async function startChild(
  name: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv,
  timeoutMs = 180_000,
): Promise<Child> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit').then(() => running.delete(child));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${name} exited before answering (code ${child.exitCode}, signal ${child.signalCode}):\n${output}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer on ${baseUrl} within ${timeoutMs / 1000} s:\n${output}`);
    }
    try {
      await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2000) });
      return { name, baseUrl, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Last-resort clean-up on Ctrl-C: kill whatever children are still running. */
export function killAllChildren(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Runs `node <args>` to its end (stderr shown); resolves with its standard output, rejects on a failed exit. */
export function runChild(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      running.delete(child);
      if (code === 0) resolve(output);
      else reject(new Error(`node ${args.at(-1)} exited with ${code}`));
    });
  });
}
