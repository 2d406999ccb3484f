import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type { HostBacklog, HostSnapshot } from '@takt/contracts';
import si from 'systeminformation';
import { briefly } from './brief-cache.js';
import { type CpuTimes, cpuUsagePercent, readCpuTimes } from './cpu-usage.js';
import type { DatabaseFacts } from './database-facts.js';

/** How long the costlier facts are kept between polls. */
const DISK_KEEP_MS = 10_000;
const DATABASE_SIZE_KEEP_MS = 30_000;
/** CPU usage over less than this is noise: the previous figure is answered again. */
const CPU_MIN_SAMPLE_MS = 1_000;

export interface HostMonitorDeps {
  database: DatabaseFacts;
  /** The data directory (`DATA_DIR`), whose file system is reported. */
  dataDir: string;
  /** Sockets the hub of this process holds. */
  hubSockets: () => number;
  /** The scheduler's backlog, when this installation has one. */
  backlog?: () => Promise<HostBacklog>;
}

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const nanosToMs = (nanos: number) => round(nanos / 1e6, 2);

/**
 * One snapshot of the machine and this server process for the host monitoring page. Cheap enough
 * to be polled every few seconds: the CPU's share comes from the cores' counters between polls,
 * the disk and the database's size are kept for a few seconds, the rest is read each time.
 */
export class HostMonitorService {
  private readonly loopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });
  private cpuSample: { at: number; times: CpuTimes; usage: number | null };
  private readonly disk: () => Promise<HostSnapshot['disk']>;
  private readonly databaseSize: () => Promise<number>;
  private readonly databaseVersion: () => Promise<string>;

  constructor(private readonly deps: HostMonitorDeps) {
    this.loopDelay.enable();
    this.cpuSample = { at: Date.now(), times: readCpuTimes(), usage: null };
    this.disk = briefly(DISK_KEEP_MS, () => this.readDisk());
    this.databaseSize = briefly(DATABASE_SIZE_KEEP_MS, () => deps.database.sizeBytes());
    this.databaseVersion = briefly(Number.POSITIVE_INFINITY, () => deps.database.version());
  }

  async snapshot(): Promise<HostSnapshot> {
    const { database } = this.deps;
    const memory = await si.mem();
    const cpus = os.cpus();
    const heap = process.memoryUsage();
    const load = os.loadavg();
    return {
      sampledAt: new Date().toISOString(),
      hostname: os.hostname(),
      platform: `${os.type()} ${os.arch()}`,
      osRelease: os.release(),
      systemUptimeSeconds: Math.round(os.uptime()),
      cpu: {
        model: cpus[0]?.model.trim() || os.arch(),
        cores: Math.max(1, os.availableParallelism?.() ?? cpus.length),
        usagePercent: this.cpuUsage(cpus),
        loadAverage: [round(load[0] ?? 0, 2), round(load[1] ?? 0, 2), round(load[2] ?? 0, 2)],
      },
      memory: {
        totalBytes: memory.total,
        usedBytes: Math.max(0, memory.total - memory.available),
        freeBytes: memory.available,
      },
      disk: await this.disk(),
      process: {
        pid: process.pid,
        nodeVersion: process.version,
        uptimeSeconds: Math.round(process.uptime()),
        rssBytes: heap.rss,
        heapUsedBytes: heap.heapUsed,
        heapTotalBytes: heap.heapTotal,
        eventLoopDelayMs: this.readLoopDelay(),
      },
      database: {
        kind: database.kind,
        version: await this.databaseVersion(),
        sizeBytes: await this.databaseSize(),
        connections: await database.connections(),
        longestQuery: await database.longestQuery(),
      },
      hub: { sockets: this.deps.hubSockets() },
      backlog: this.deps.backlog ? await this.deps.backlog() : null,
    };
  }

  /** Stops sampling the event loop (server close). */
  close(): void {
    this.loopDelay.disable();
  }

  private cpuUsage(cpus: os.CpuInfo[]): number | null {
    const now = Date.now();
    if (now - this.cpuSample.at < CPU_MIN_SAMPLE_MS) return this.cpuSample.usage;
    const times = readCpuTimes(cpus);
    const usage = cpuUsagePercent(this.cpuSample.times, times) ?? this.cpuSample.usage;
    this.cpuSample = { at: now, times, usage };
    return usage;
  }

  /** Percentiles since the previous snapshot, then a fresh count. */
  private readLoopDelay(): HostSnapshot['process']['eventLoopDelayMs'] {
    const delay = { p50: nanosToMs(this.loopDelay.percentile(50)), p99: nanosToMs(this.loopDelay.percentile(99)) };
    this.loopDelay.reset();
    return delay;
  }

  private async readDisk(): Promise<HostSnapshot['disk']> {
    try {
      const stats = await statfs(this.deps.dataDir);
      const size = stats.blocks * stats.bsize;
      return {
        path: this.deps.dataDir,
        sizeBytes: size,
        usedBytes: Math.max(0, size - stats.bfree * stats.bsize),
        freeBytes: stats.bavail * stats.bsize,
      };
    } catch {
      // Not there (yet) or not readable: the page says so rather than failing the snapshot.
      return null;
    }
  }
}
