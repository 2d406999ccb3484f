import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkTimeoutError,
  hasPageModule,
  lazyPage,
  moduleKey,
  pickPageExport,
  withTimeout,
} from './menu-pages';

function Default() {
  return null;
}

function Named() {
  return null;
}

describe('menu component paths', () => {
  it('map to page modules under apps/web/src/areas', () => {
    expect(moduleKey('factory/WorkshopListPage')).toBe('../../areas/factory/WorkshopListPage.tsx');
    expect(hasPageModule('welcome/WelcomePage')).toBe(true);
    expect(hasPageModule('factory/NoSuchListPage')).toBe(false);
    expect(hasPageModule(null)).toBe(false);
    // Pages are found by their area's folder only; the old folders (basics/, system/, …) are gone.
    expect(hasPageModule('factory/WorkshopListPage')).toBe(true);
    expect(hasPageModule('basics/WorkshopListPage')).toBe(false);
    expect(hasPageModule('stations/PackStationPage')).toBe(true);
    expect(hasPageModule('trace/PackStationPage')).toBe(false);
  });

  it('load lazily, one component per module; areas not built yet have none', () => {
    const page = lazyPage('welcome/WelcomePage');
    expect(page).not.toBeNull();
    expect(lazyPage('welcome/WelcomePage')).toBe(page);
    expect(lazyPage('factory/NoSuchListPage')).toBeNull();
  });

  it('take the default export, else the export named like the file', () => {
    expect(pickPageExport({ default: Default, WorkshopListPage: Named }, 'factory/WorkshopListPage')).toBe(Default);
    expect(pickPageExport({ WorkshopListPage: Named }, 'factory/WorkshopListPage')).toBe(Named);
    expect(pickPageExport({ other: Named }, 'factory/WorkshopListPage')).toBeNull();
  });
});

describe('chunk load timeout (spec 000 §9: 120 s)', () => {
  it('fails a page script that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<never>(() => {});
      const loading = withTimeout(never, CHUNK_LOAD_TIMEOUT_MS, () => new ChunkTimeoutError('x/YPage'));
      const outcome = expect(loading).rejects.toBeInstanceOf(ChunkTimeoutError);
      vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
      await outcome;
      expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a script that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000, () => new Error('late'))).resolves.toBe(7);
  });
});
