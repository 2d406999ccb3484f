import os from 'node:os';

/** Busy and total CPU time of all cores together, in milliseconds since boot. */
export interface CpuTimes {
  busy: number;
  total: number;
}

export function readCpuTimes(cpus: readonly os.CpuInfo[] = os.cpus()): CpuTimes {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** The busy share (0–100) between two readings; null when no time passed between them. */
export function cpuUsagePercent(previous: CpuTimes, current: CpuTimes): number | null {
  const total = current.total - previous.total;
  if (total <= 0) return null;
  const busy = Math.max(0, current.busy - previous.busy);
  return Math.min(100, Math.round((busy / total) * 1000) / 10);
}
