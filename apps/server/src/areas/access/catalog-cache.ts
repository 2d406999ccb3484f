import type { EventBus } from '../../platform/events/event-bus.js';
import type { AccessRepository, AppRow, MenuRow } from './access.repository.js';

export interface Catalog {
  apps: AppRow[];
  menus: MenuRow[];
  /** Every permission code some menu or button carries (spec 000 §6 "allPermissions"), sorted. */
  permissionCodes: string[];
  /** The apps whose menus carry each code. */
  appsOfPermission: Map<string, Set<string>>;
}

/**
 * The platform's apps and menus, read on nearly every request and changed almost never, kept
 * in memory. A change anywhere is announced on the bus, so every process drops its copy.
 */
export class CatalogCache {
  private loading: Promise<Catalog> | null = null;

  constructor(
    private readonly repo: AccessRepository,
    private readonly bus: EventBus,
  ) {
    const drop = () => {
      this.loading = null;
    };
    bus.subscribe('catalog', drop);
    bus.onMissed(drop);
  }

  /** The catalog; `tenantId` is the context the first load reads it in (it is platform data). */
  get(tenantId: string): Promise<Catalog> {
    if (!this.loading) {
      this.loading = this.load(tenantId);
      this.loading.catch(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  /** Call after changing apps or menus. */
  changed(): Promise<void> {
    this.loading = null;
    return this.bus.publish('catalog', { changedAt: new Date().toISOString() });
  }

  private async load(tenantId: string): Promise<Catalog> {
    const apps = await this.repo.allApps(tenantId);
    const menus = await this.repo.allMenus(tenantId);
    const appsOfPermission = new Map<string, Set<string>>();
    for (const menu of menus) {
      if (!menu.permission) continue;
      const owners = appsOfPermission.get(menu.permission) ?? new Set<string>();
      owners.add(menu.appCode);
      appsOfPermission.set(menu.permission, owners);
    }
    return { apps, menus, permissionCodes: [...appsOfPermission.keys()].sort(), appsOfPermission };
  }
}
