import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../common/languages.js';
import { APP_CATALOG } from './app-catalog.js';
import { ACTION_TITLES, type FlatMenuSeed, flattenMenuCatalog, MENU_CATALOG, type MenuSeed } from './menu-catalog.js';
import { ALL_PERMISSION_CODES, type PermissionCode, Permissions } from './permissions.js';

const flat = flattenMenuCatalog();
const byKey = new Map(flat.map((entry) => [entry.seed.key, entry]));
const CJK = /[\u3400-\u9fff]/;
// Characters that only exist in one script: a zh-TW title copied from zh-CN (or the reverse) shows them.
const SIMPLIFIED_ONLY =
  '设单户务据检录统线门产计质码条标签机备维护报扫装织导态启删编辑详览页数参图应业权级间车时区网关灯环温湿静电历记试类项变换综运库储对软讯发过进与专东两个为这来价众优传体岗执审则规驱动视频题称层队测连负责现损载货阈响监养验档销复绑围预邮问异帐闸画简纪链资陆厂国学书长开闭样归诉细';
const TRADITIONAL_ONLY =
  '設單戶務據檢錄統線門產計質碼條標籤機備維護報掃裝織導態啟刪編輯詳覽頁數參圖應業權級間車時區網關燈環溫濕靜電歷記試類項變換綜運庫儲對軟訊發過進與專東兩個為這來雲價眾優傳體崗執審則規驅動視頻題稱層隊測連負責現損載貨採閾響監養驗檔銷復複綁圍預郵問異誌帳閘畫製範簡紀鏈資陸廠國學書長開閉樣歸';

function containsAny(text: string, chars: string): string[] {
  return [...text].filter((c) => chars.includes(c));
}

function areaOf(code: PermissionCode): string {
  return code.split(':')[0] ?? '';
}

/**
 * The area folder (server and web, one name) that holds a page, by its permission's area, or by
 * area and resource where one permission area's pages live in several areas. Permission codes
 * keep their names (role grants store them); only the folders follow the areas.
 */
const WEB_AREAS: Readonly<Record<string, string | Readonly<Record<string, string>>>> = {
  platform: {
    tenant: 'tenants',
    licence: 'licences',
    objectStorage: 'storage',
    app: 'access',
    menu: 'access',
    software: 'software',
    server: 'monitoring',
  },
  sys: {
    org: 'organisations',
    position: 'organisations',
    role: 'access',
    externalApp: 'access',
    user: 'identity',
    onlineUser: 'identity',
    dictType: 'dictionaries',
    dictValue: 'dictionaries',
    param: 'parameters',
    pageSetting: 'page-settings',
    file: 'files',
    task: 'scheduler',
    notice: 'notices',
    message: 'messages',
    email: 'messages',
    sms: 'messages',
    pushChannel: 'messages',
    pushTemplate: 'messages',
    robot: 'messages',
    opLog: 'operation-log',
    visitLog: 'logs',
    exceptionLog: 'logs',
  },
  basics: {
    workshop: 'factory',
    line: 'factory',
    station: 'factory',
    shift: 'shifts',
    shiftRegime: 'shifts',
    timeRange: 'shifts',
    process: 'processes',
    routing: 'processes',
    bom: 'bom',
    scanConfig: 'bom',
    unit: 'materials',
    material: 'materials',
    productType: 'materials',
    product: 'materials',
    defectType: 'quality',
    badPhenomenon: 'quality',
    defectCause: 'quality',
    responsibleUnit: 'quality',
    solution: 'quality',
    barcodeRule: 'barcodes',
    printTemplate: 'labels',
    printJob: 'labels',
  },
  plan: 'work-orders',
  work: {
    workOrder: 'work-orders',
    setting: 'work-orders',
    wip: 'reports',
    report: 'reports',
    reportAnalysis: 'reports',
    reportChart: 'reports',
  },
  trace: {
    assembly: 'stations',
    encasement: 'stations',
    passing: 'stations',
    maintain: 'stations',
    pack: 'stations',
    return: 'stations',
    product: 'trace',
    dataChain: 'trace',
    lot: 'trace',
    workOrder: 'trace',
  },
  esop: 'instructions',
  andon: 'andon',
  ems: 'equipment',
  esd: 'devices',
  environ: 'devices',
  gateway: 'devices',
  iot: 'devices',
  dashboard: 'boards',
  kanban: 'boards',
  office: 'office',
};

function webArea(code: PermissionCode): string | undefined {
  const [area = '', resource = ''] = code.split(':');
  const areas = WEB_AREAS[area];
  return typeof areas === 'string' ? areas : areas?.[resource];
}

describe('permission codes', () => {
  it('are unique string leaves in area:resource:action form whose key path matches the code', () => {
    expect(new Set(ALL_PERMISSION_CODES).size).toBe(ALL_PERMISSION_CODES.length);
    for (const [area, resources] of Object.entries(Permissions)) {
      for (const [resource, actions] of Object.entries(resources)) {
        for (const [action, code] of Object.entries(actions as Record<string, unknown>)) {
          expect(code).toBe(`${area}:${resource}:${action}`);
          expect(code).toMatch(/^[a-z][a-zA-Z]*:[a-z][a-zA-Z]*:[a-z][a-zA-Z]*$/);
        }
      }
    }
  });

  it('keep the codes other code already relies on', () => {
    for (const code of [
      'sys:onlineUser:page',
      'sys:onlineUser:forceOffline',
      'sys:opLog:page',
      'sys:dictType:page',
      'sys:dictType:add',
      'sys:dictType:edit',
      'sys:dictType:delete',
      'sys:dictType:changeStatus',
    ]) {
      expect(ALL_PERMISSION_CODES).toContain(code);
    }
  });

  it('every action has a button title', () => {
    for (const code of ALL_PERMISSION_CODES) {
      const action = code.split(':')[2] as keyof typeof ACTION_TITLES;
      expect(ACTION_TITLES[action], code).toBeDefined();
    }
  });
});

describe('app catalog', () => {
  it('has unique codes, unique sorts and exactly one default app', () => {
    const codes = APP_CATALOG.map((app) => app.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(APP_CATALOG.map((app) => app.sort)).size).toBe(APP_CATALOG.length);
    const defaults = APP_CATALOG.filter((app) => app.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]?.platformOnly).toBe(false);
  });

  it('marks only the platform app platformOnly', () => {
    expect(APP_CATALOG.filter((app) => app.platformOnly).map((app) => app.code)).toEqual(['platform']);
  });

  it('titles every app in all four languages', () => {
    for (const app of APP_CATALOG) {
      for (const lang of LANGUAGES) expect(app.title[lang]?.trim(), `${app.code} ${lang}`).toBeTruthy();
      expect(app.icon).toMatch(/^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/);
    }
  });
});

describe('menu catalog', () => {
  it('has one menu tree per app of APP_CATALOG, in its order, each non-empty', () => {
    expect(MENU_CATALOG.map((entry) => entry.app)).toEqual(APP_CATALOG.map((app) => app.code));
    for (const entry of MENU_CATALOG) expect(entry.menus.length).toBeGreaterThan(0);
  });

  it('has unique keys, each prefixed by its app and its parent key', () => {
    const keys = flat.map((entry) => entry.seed.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of flat) {
      expect(entry.seed.key.startsWith(`${entry.parentKey ?? entry.app}.`), entry.seed.key).toBe(true);
      expect(entry.seed.key).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/);
    }
  });

  it('places every permission code on exactly one node, and only known codes', () => {
    const used = flat.flatMap((entry) => (entry.seed.permission ? [entry.seed.permission] : []));
    const counts = new Map<string, number>();
    for (const code of used) counts.set(code, (counts.get(code) ?? 0) + 1);
    const duplicated = [...counts].filter(([, count]) => count > 1).map(([code]) => code);
    expect(duplicated).toEqual([]);
    const known = new Set<string>(ALL_PERMISSION_CODES);
    expect(used.filter((code) => !known.has(code))).toEqual([]);
    expect(ALL_PERMISSION_CODES.filter((code) => !counts.has(code))).toEqual([]);
  });

  it('gives buttons a permission and no path, component or children, under a menu', () => {
    for (const entry of flat.filter((e) => e.seed.type === 'button')) {
      const { seed } = entry;
      expect(seed.permission, seed.key).toBeDefined();
      expect(seed.path, seed.key).toBeUndefined();
      expect(seed.component, seed.key).toBeUndefined();
      expect(seed.children, seed.key).toBeUndefined();
      expect(byKey.get(entry.parentKey ?? '')?.seed.type, seed.key).toBe('menu');
      // the button's permission belongs to the same resource as its menu's
      const menuCode = byKey.get(entry.parentKey ?? '')?.seed.permission ?? '';
      expect(seed.permission?.split(':').slice(0, 2)).toEqual(menuCode.split(':').slice(0, 2));
    }
  });

  it('gives every menu a page permission and a component, every directory RouteView and children', () => {
    for (const { seed } of flat) {
      if (seed.type === 'menu') {
        expect(seed.permission, seed.key).toBeDefined();
        if (seed.openMode === 'inner') {
          expect(seed.component, seed.key).toBe('Iframe');
          expect(seed.link, seed.key).toBeTruthy();
        } else {
          expect(seed.component, seed.key).toMatch(/^[a-z][a-z-]*\/[A-Z][A-Za-z0-9]*Page$/);
          expect(seed.component?.split('/')[0], seed.key).toBe(webArea(seed.permission as PermissionCode));
        }
        expect(seed.permission?.split(':')[2], seed.key).toMatch(/^(page|get|design)$/);
      }
      if (seed.type === 'directory') {
        expect(seed.component, seed.key).toBe('RouteView');
        expect(seed.permission, seed.key).toBeUndefined();
        expect(
          seed.children?.some((child) => child.type !== 'button'),
          seed.key,
        ).toBe(true);
      }
      if (seed.type !== 'button') expect(seed.icon, seed.key).toMatch(/^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/);
    }
  });

  it('nests directories and menus only in directories, and hidden sub-pages only in menus that hide their children', () => {
    for (const entry of flat) {
      const parent = entry.parentKey === null ? undefined : byKey.get(entry.parentKey)?.seed;
      if (entry.seed.type === 'directory') expect(parent?.type ?? 'directory', entry.seed.key).toBe('directory');
      if (entry.seed.type === 'menu' && parent?.type === 'menu') {
        expect(entry.seed.hidden, entry.seed.key).toBe(true);
        expect(parent.hideChildrenInMenu, entry.seed.key).toBe(true);
      }
    }
  });

  it('is at most four levels deep, so the menu page expand level 1-4 reaches every node', () => {
    expect(Math.max(...flat.map((entry) => entry.depth))).toBeLessThanOrEqual(3);
  });

  it('gives directories and menus a path: absolute at the top, relative below, no spaces', () => {
    for (const entry of flat) {
      const { seed } = entry;
      if (seed.type === 'button') continue;
      expect(seed.path, seed.key).toBeTruthy();
      expect(seed.path, seed.key).not.toMatch(/\s/);
      if (entry.parentKey === null) expect(seed.path, seed.key).toMatch(/^\/[a-z0-9-]+$/);
      else expect(seed.path, seed.key).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    }
  });

  it('has unique full paths across the whole catalog, clear of the shell routes', () => {
    const paths = flat.flatMap((entry) => (entry.fullPath ? [entry.fullPath] : []));
    expect(new Set(paths).size).toBe(paths.length);
    const shellRoots = [
      '/',
      '/login',
      '/register',
      '/register-result',
      '/seekpassword',
      '/recover',
      '/welcome',
      '/message',
      '/noticeReceived',
      '/account',
      '/404',
      '/403',
      '/500',
      '/mobile',
      '/hub',
      '/api',
    ];
    for (const path of paths) {
      const root = `/${path.split('/')[1]}`;
      expect(shellRoots, path).not.toContain(root);
    }
  });

  it('redirects each directory to one of its own children', () => {
    const paths = new Map(flat.map((entry) => [entry.fullPath, entry] as const));
    for (const entry of flat.filter((e) => e.seed.type === 'directory')) {
      const target = paths.get(entry.seed.redirect);
      expect(target?.parentKey, entry.seed.key).toBe(entry.seed.key);
      expect(target?.seed.hidden, entry.seed.key).toBeFalsy();
    }
  });

  it('titles every node in all four languages with real translations', () => {
    for (const { seed } of flat) {
      for (const lang of LANGUAGES) expect(seed.title[lang]?.trim(), `${seed.key} ${lang}`).toBeTruthy();
      checkScripts(seed.key, seed.title);
    }
    for (const app of APP_CATALOG) checkScripts(app.code, app.title);
    for (const [action, title] of Object.entries(ACTION_TITLES)) checkScripts(action, title);
  });

  it('keeps super-administrator codes in the platform app and nowhere else', () => {
    const platformOnlyApps = new Set(APP_CATALOG.filter((app) => app.platformOnly).map((app) => app.code));
    for (const entry of flat) {
      const code = entry.seed.permission;
      if (!code) continue;
      expect(areaOf(code) === 'platform', entry.seed.key).toBe(platformOnlyApps.has(entry.app));
    }
  });

  it('names every node of the catalog (sanity on size)', () => {
    const count = (type: MenuSeed['type']) => flat.filter((e: FlatMenuSeed) => e.seed.type === type).length;
    expect(count('directory')).toBeGreaterThanOrEqual(30);
    expect(count('menu')).toBeGreaterThanOrEqual(100);
    expect(count('button')).toBeGreaterThanOrEqual(300);
  });
});

function checkScripts(where: string, title: Record<string, string>): void {
  const zhCN = title['zh-CN'] ?? '';
  const zhTW = title['zh-TW'] ?? '';
  expect(zhCN, `${where} zh-CN`).toMatch(CJK);
  expect(zhTW, `${where} zh-TW`).toMatch(CJK);
  expect(title['en-US'], `${where} en-US`).not.toMatch(CJK);
  expect(title['vi-VN'], `${where} vi-VN`).not.toMatch(CJK);
  expect(title['vi-VN'], `${where} vi-VN is a copy of en-US`).not.toBe(title['en-US']);
  expect(containsAny(zhTW, SIMPLIFIED_ONLY), `${where} zh-TW uses simplified characters`).toEqual([]);
  expect(containsAny(zhCN, TRADITIONAL_ONLY), `${where} zh-CN uses traditional characters`).toEqual([]);
}
