import {
  APP_CATALOG,
  type AppRecord,
  type appAddSchema,
  type appEditSchema,
  type appPageQuerySchema,
  type Language,
  type PageResult,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { businessRule, conflict, notFound } from '../../platform/errors.js';
import type { AppRow } from './access.repository.js';
import type { AppAdminRepository } from './app-admin.repository.js';
import type { CatalogCache } from './catalog-cache.js';

const CATALOG_APPS = new Set(APP_CATALOG.map((app) => app.code));

export function appTitle(row: Pick<AppRow, 'titles' | 'name'>, language: Language): string {
  return row.titles[language] || row.name;
}

/** Apps of the platform (spec 000 §3 "App"), administered by the super administrator. */
export class AppAdminService {
  constructor(
    private readonly db: Database,
    private readonly repo: AppAdminRepository,
    private readonly catalog: CatalogCache,
  ) {}

  page(
    tenantId: string,
    query: z.output<typeof appPageQuerySchema>,
    language: Language,
  ): Promise<PageResult<AppRecord>> {
    return this.db.tenant(tenantId, async () => {
      const { rows, totalRows } = await this.repo.page(tenantId, query);
      return {
        rows: await this.toRecords(tenantId, rows, language),
        totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  list(tenantId: string, language: Language): Promise<AppRecord[]> {
    return this.db.tenant(tenantId, async () => this.toRecords(tenantId, await this.repo.list(tenantId), language));
  }

  add(tenantId: string, input: z.output<typeof appAddSchema>, language: Language): Promise<AppRecord> {
    return this.db.tenant(tenantId, async () => {
      if (await this.repo.findByCode(tenantId, input.code))
        throw conflict('menuAdmin.appCodeTaken', { code: input.code });
      const row = await this.repo.insert(tenantId, { ...input, icon: input.icon || null });
      this.announce();
      return this.toRecord(tenantId, row, language);
    });
  }

  edit(tenantId: string, input: z.output<typeof appEditSchema>, language: Language): Promise<AppRecord> {
    return this.db.tenant(tenantId, async () => {
      const existing = await this.repo.findById(tenantId, input.id);
      if (!existing) throw notFound();
      if (input.platformOnly && existing.isDefault) throw businessRule('menuAdmin.appPlatformDefault');
      const { id, ...values } = input;
      const row = await this.repo.update(tenantId, id, {
        ...values,
        icon: values.icon || null,
        customised: existing.customised || CATALOG_APPS.has(existing.code),
      });
      this.announce();
      return this.toRecord(tenantId, row!, language);
    });
  }

  setDefault(tenantId: string, id: string, language: Language): Promise<AppRecord> {
    return this.db.tenant(tenantId, async () => {
      const existing = await this.repo.findById(tenantId, id);
      if (!existing) throw notFound();
      if (existing.platformOnly) throw businessRule('menuAdmin.appPlatformDefault');
      const row = await this.repo.setDefault(tenantId, id);
      this.announce();
      return this.toRecord(tenantId, row!, language);
    });
  }

  delete(tenantId: string, id: string, language: Language): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const existing = await this.repo.findById(tenantId, id);
      if (!existing) throw notFound();
      const name = appTitle(existing, language);
      if (CATALOG_APPS.has(existing.code)) throw businessRule('menuAdmin.appCatalogUndeletable', { name });
      const menus = (await this.repo.menuCounts(tenantId, [existing.code])).get(existing.code) ?? 0;
      const tenants = (await this.repo.tenantCounts(tenantId, [existing.code])).get(existing.code) ?? 0;
      if (menus || tenants) throw businessRule('menuAdmin.appInUse', { name, menus, tenants });
      await this.repo.delete(tenantId, id);
      this.announce();
    });
  }

  /** Every process drops its cached catalog once this transaction has committed. */
  private announce(): void {
    this.db.afterCommit(() => this.catalog.changed());
  }

  private async toRecord(tenantId: string, row: AppRow, language: Language): Promise<AppRecord> {
    const [record] = await this.toRecords(tenantId, [row], language);
    return record!;
  }

  private async toRecords(tenantId: string, rows: AppRow[], language: Language): Promise<AppRecord[]> {
    const codes = rows.map((row) => row.code);
    const menuCounts = await this.repo.menuCounts(tenantId, codes);
    const tenantCounts = await this.repo.tenantCounts(tenantId, codes);
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      title: appTitle(row, language),
      titles: row.titles,
      icon: row.icon,
      sort: row.sort,
      isDefault: row.isDefault,
      platformOnly: row.platformOnly,
      catalog: CATALOG_APPS.has(row.code),
      customised: row.customised,
      menuCount: menuCounts.get(row.code) ?? 0,
      tenantCount: tenantCounts.get(row.code) ?? 0,
    }));
  }
}
