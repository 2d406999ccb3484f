import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../common/languages.js';
import { APP_CATALOG } from './app-catalog.js';
import { flattenMenuCatalog } from './menu-catalog.js';
import { Permissions as P, type PermissionCode } from './permissions.js';
import { DATA_SCOPE_KINDS, ROLE_CODE_MAX, ROLE_CODE_PATTERN, ROLE_NAME_MAX, ROLE_REMARK_MAX } from './role.schema.js';
import { ROLE_TEMPLATES, type RoleTemplate, roleTemplateMenuKeys } from './role-templates.js';

const flat = flattenMenuCatalog();
const byKey = new Map(flat.map((entry) => [entry.seed.key, entry]));

function template(code: string): RoleTemplate {
  const found = ROLE_TEMPLATES.find((role) => role.code === code);
  if (!found) throw new Error(`no role template ${code}`);
  return found;
}

/** The permission codes a template's menus and buttons carry. */
function codesOf(code: string): Set<PermissionCode> {
  const codes = new Set<PermissionCode>();
  for (const key of roleTemplateMenuKeys(template(code))) {
    const permission = byKey.get(key)?.seed.permission;
    if (permission) codes.add(permission);
  }
  return codes;
}

describe('role templates', () => {
  it('are valid roles: unique codes, names and remarks in every language within the limits', () => {
    expect(new Set(ROLE_TEMPLATES.map((role) => role.code)).size).toBe(ROLE_TEMPLATES.length);
    for (const role of ROLE_TEMPLATES) {
      expect(role.code.length).toBeLessThanOrEqual(ROLE_CODE_MAX);
      expect(role.code).toMatch(ROLE_CODE_PATTERN);
      expect(DATA_SCOPE_KINDS).toContain(role.dataScope);
      for (const language of LANGUAGES) {
        expect(role.names[language]?.length, `${role.code} ${language}`).toBeGreaterThan(0);
        expect(role.names[language]!.length).toBeLessThanOrEqual(ROLE_NAME_MAX);
        expect(role.remarks[language]?.length, `${role.code} ${language}`).toBeGreaterThan(0);
        expect(role.remarks[language]!.length, `${role.code} ${language}`).toBeLessThanOrEqual(ROLE_REMARK_MAX);
      }
    }
  });

  it('name only apps, catalog keys and codes that exist, never a platform app', () => {
    const apps = new Map(APP_CATALOG.map((app) => [app.code, app]));
    const codes = new Set(flat.map((entry) => entry.seed.permission));
    for (const role of ROLE_TEMPLATES) {
      for (const app of role.apps ?? []) expect(apps.get(app)?.platformOnly, `${role.code}: ${app}`).toBe(false);
      for (const key of role.menus ?? []) expect(byKey.has(key), `${role.code}: ${key}`).toBe(true);
      for (const code of role.permissions ?? []) expect(codes.has(code), `${role.code}: ${code}`).toBe(true);
      for (const key of roleTemplateMenuKeys(role)) expect(byKey.get(key)!.app).not.toBe('platform');
    }
  });

  it('grant every directory and page above what they grant, and keep a button of every page that has some', () => {
    for (const role of ROLE_TEMPLATES) {
      const keys = roleTemplateMenuKeys(role);
      for (const key of keys) {
        const parent = byKey.get(key)!.parentKey;
        if (parent) expect(keys.has(parent), `${role.code}: ${key} without ${parent}`).toBe(true);
        const buttons = flat.filter((entry) => entry.parentKey === key && entry.seed.type === 'button');
        if (byKey.get(key)!.seed.type === 'menu' && buttons.length > 0) {
          expect(
            buttons.some((button) => keys.has(button.seed.key)),
            `${role.code}: ${key} with none of its buttons`,
          ).toBe(true);
        }
      }
    }
  });

  /** Per floor role: codes it must hold, and codes of the other jobs it must not. */
  const JOBS: Record<string, { holds: PermissionCode[]; lacks: PermissionCode[] }> = {
    operator: {
      holds: [
        P.trace.assembly.scan,
        P.trace.passing.scan,
        P.trace.encasement.scan,
        P.trace.pack.scan,
        P.work.report.page,
        P.work.report.add,
        P.trace.product.page,
        P.trace.dataChain.page,
        P.trace.workOrder.page,
        P.andon.call.trigger,
        P.andon.alarmItem.page,
        P.andon.monitor.page,
      ],
      lacks: [
        P.andon.alarmItem.edit,
        P.andon.call.respond,
        P.work.workOrder.page,
        P.work.workOrder.add,
        P.work.workOrder.delete,
        P.work.workOrder.close,
        P.work.workOrder.complete,
        P.work.setting.get,
        P.work.setting.edit,
        P.work.report.edit,
        P.work.report.delete,
        P.trace.assembly.unbind,
        P.trace.encasement.unpack,
        P.trace.maintain.scan,
        P.esop.workBook.add,
        P.esop.workBook.delete,
        P.basics.product.page,
        P.sys.user.page,
      ],
    },
    supervisor: {
      holds: [
        P.work.workOrder.add,
        P.work.workOrder.delete,
        P.work.workOrder.close,
        P.plan.productionPlan.generateOrder,
        P.work.report.delete,
        P.trace.assembly.unbind,
      ],
      lacks: [P.work.setting.edit, P.work.setting.get, P.basics.defectType.add, P.sys.role.page],
    },
    quality: {
      holds: [
        P.basics.defectType.add,
        P.basics.badPhenomenon.import,
        P.trace.maintain.repair,
        P.trace.return.scan,
        P.trace.lot.page,
        P.trace.lot.export,
      ],
      lacks: [P.work.workOrder.add, P.trace.passing.scan],
    },
    maintenance: {
      holds: [
        P.ems.equipment.add,
        P.ems.repairRecord.complete,
        P.ems.maintainRecord.execute,
        P.esd.collector.page,
        P.andon.call.respond,
        P.andon.call.resolve,
      ],
      lacks: [P.work.workOrder.page, P.trace.passing.scan],
    },
  };

  it.each(Object.entries(JOBS))('fit the job of %s', (code, { holds, lacks }) => {
    const codes = codesOf(code);
    for (const held of holds) expect(codes, held).toContain(held);
    for (const lacked of lacks) expect(codes, lacked).not.toContain(lacked);
  });

  it("give the administrator every code of the enterprise's apps", () => {
    const administrator = codesOf('administrator');
    const enterpriseCodes = flat
      .filter((entry) => entry.app !== 'platform' && entry.seed.permission)
      .map((entry) => entry.seed.permission);
    expect([...administrator].sort()).toEqual([...new Set(enterpriseCodes)].sort());
  });
});
