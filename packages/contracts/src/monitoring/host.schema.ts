import { z } from 'zod';

/**
 * Host monitoring (spec 000 §2 "host monitoring"): one snapshot of the machine, the server
 * process, its database, the hub and the scheduled-task backlog, as the answering process sees
 * them. Polled every few seconds by the platform super administrator's page.
 */

/** How often the page asks again. */
export const HOST_MONITOR_REFRESH_MS = 5_000;
/** The longest running query's text is cut to this many characters. */
export const HOST_QUERY_TEXT_MAX = 200;

const bytes = z.number().nonnegative();

export const hostCpuSchema = z.object({
  model: z.string(),
  /** Logical cores. */
  cores: z.number().int().positive(),
  /** Busy share of all cores since the previous snapshot (0–100); null until two samples exist. */
  usagePercent: z.number().min(0).max(100).nullable(),
  /** 1, 5 and 15 minute load averages (zeros where the system has none, e.g. Windows). */
  loadAverage: z.tuple([z.number(), z.number(), z.number()]),
});

export const hostMemorySchema = z.object({
  totalBytes: bytes,
  /** In use by programs (total less what is available without swapping). */
  usedBytes: bytes,
  /** Available to programs, caches that can be dropped included. */
  freeBytes: bytes,
});

/** The file system holding the data directory (`DATA_DIR`). */
export const hostDiskSchema = z.object({
  path: z.string(),
  sizeBytes: bytes,
  usedBytes: bytes,
  /** Free for this process's user. */
  freeBytes: bytes,
});

export const hostProcessSchema = z.object({
  pid: z.number().int(),
  nodeVersion: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  rssBytes: bytes,
  heapUsedBytes: bytes,
  heapTotalBytes: bytes,
  /** Event-loop delay over the last interval, in milliseconds. */
  eventLoopDelayMs: z.object({ p50: z.number().nonnegative(), p99: z.number().nonnegative() }),
});

export const DatabaseKindName = { PGLITE: 'pglite', POSTGRES: 'postgres' } as const;

export const hostDatabaseSchema = z.object({
  kind: z.enum([DatabaseKindName.PGLITE, DatabaseKindName.POSTGRES]),
  /** `server_version`, e.g. 15.8. */
  version: z.string(),
  sizeBytes: bytes.nullable(),
  /** Connections to this database by state (active, idle, idle in transaction…); the embedded database has one. */
  connections: z.array(z.object({ state: z.string(), count: z.number().int().nonnegative() })),
  /** The longest running statement of another connection, if any runs. */
  longestQuery: z.object({ durationSeconds: z.number().nonnegative(), text: z.string() }).nullable(),
});

export const hostHubSchema = z.object({
  /** Sockets held by the answering process (other processes hold their own). */
  sockets: z.number().int().nonnegative(),
});

export const hostBacklogSchema = z.object({
  due: z.number().int().nonnegative(),
  running: z.number().int().nonnegative(),
  oldestDueSeconds: z.number().nonnegative().nullable(),
});
export type HostBacklog = z.infer<typeof hostBacklogSchema>;

export const hostSnapshotSchema = z.object({
  sampledAt: z.string(),
  hostname: z.string(),
  platform: z.string(),
  osRelease: z.string(),
  systemUptimeSeconds: z.number().nonnegative(),
  cpu: hostCpuSchema,
  memory: hostMemorySchema,
  /** Null when the data directory cannot be read. */
  disk: hostDiskSchema.nullable(),
  process: hostProcessSchema,
  database: hostDatabaseSchema,
  hub: hostHubSchema,
  /** Null when this installation has no scheduler to ask. */
  backlog: hostBacklogSchema.nullable(),
});
export type HostSnapshot = z.infer<typeof hostSnapshotSchema>;
