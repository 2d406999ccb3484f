import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The embedded database's lock: one server process per data directory. */
export const LOCK_FILE = 'takt.lock';

export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${path.resolve(dataDir)} is in use by another Takt server (pid ${pid}). ` +
        'Stop that server first, or start this one with another DATA_DIR.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

/** Whether a process with this id runs (EPERM: it runs, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes `DATA_DIR/takt.lock` (it holds this process's pid) or throws DataDirLocked naming the
 * process that holds it. A lock whose pid no longer runs (the holder was killed with kill -9)
 * is stale and taken over. Release it on exit; `release` keeps a lock another process took over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const pid = holder(file);
    // A lock naming this very process is left from an earlier life of its pid (containers reuse pid 1).
    if (pid !== null && pid !== process.pid && running(pid)) throw new DataDirLocked(dataDir, pid);
    // Stale (or empty: its writer died between creating and writing it). It is moved aside under
    // a name of our own, then looked at again: when two processes find the same stale lock and
    // one has already replaced it, the other has moved the winner's lock, and puts it back.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (holder(aside) !== pid) {
      try {
        linkSync(aside, file);
      } catch {
        // A third process holds the lock by now; the next attempt reads whose it is.
      }
    }
    unlinkSync(aside);
  }
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      try {
        if (holder(file) === process.pid) unlinkSync(file);
      } catch {
        // Already gone, or the directory with it: nothing to release.
      }
    },
  };
}
