import autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface LoadResult {
  rate: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
}

/** One warm-up run (discarded), then the measured run, against a loopback URL. */
export async function measure(
  url: string,
  headers: Record<string, string>,
  settings: LoadSettings,
): Promise<LoadResult> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load a non-loopback URL: ${url}`);
  const run = (duration: number) =>
    autocannon({
      url,
      headers,
      connections: settings.connections,
      duration,
      timeout: 10,
      // A hard bound on the request count as well as the time.
      maxOverallRequests: 200_000 * duration,
    });
  if (settings.warmupSeconds > 0) await run(settings.warmupSeconds);
  return toLoadResult(await run(settings.seconds));
}

/** The figures of one autocannon run that the benchmarks print. */
export function toLoadResult(result: Awaited<ReturnType<typeof autocannon>>): LoadResult {
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors, // timeouts included
  };
}
