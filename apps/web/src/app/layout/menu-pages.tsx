import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A menu's `component` (`factory/WorkshopListPage`) names a page module under
 * apps/web/src/areas (DESIGN §2): `areas/factory/WorkshopListPage.tsx`, loaded lazily, one chunk
 * per page. The module exports the page as `default` or under its file name.
 */
type PageModule = Record<string, unknown>;

// The shell's own pages (being built, embedded page, errors) are no menu pages.
const pageModules = import.meta.glob<PageModule>(['../../areas/**/*Page.tsx', '!../../areas/shell/**']);

/** Spec 000 §9: a page script that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(component: string) {
    super(`the page ${component} did not load within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function moduleKey(component: string): string {
  return `../../areas/${component}.tsx`;
}

export function hasPageModule(component: string | null): component is string {
  return component !== null && moduleKey(component) in pageModules;
}

/** The page component a module exports: `default`, else the export named like the file. */
export function pickPageExport(module: PageModule, component: string): ComponentType | null {
  const name = component.slice(component.lastIndexOf('/') + 1);
  const candidate = module.default ?? module[name];
  return typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null)
    ? (candidate as ComponentType)
    : null;
}

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per page module (null when the area is not built yet). */
export function lazyPage(component: string): LazyExoticComponent<ComponentType> | null {
  const load = pageModules[moduleKey(component)];
  if (!load) return null;
  let page = lazyPages.get(component);
  if (!page) {
    page = lazy(async () => {
      const module = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS, () => new ChunkTimeoutError(component));
      const exported = pickPageExport(module, component);
      if (!exported) throw new Error(`${moduleKey(component)} exports no page component`);
      return { default: exported };
    });
    lazyPages.set(component, page);
  }
  return page;
}
