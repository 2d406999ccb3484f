import type { Language } from '../common/languages.js';
import { APP_CATALOG } from './app-catalog.js';
import { type FlatMenuSeed, flattenMenuCatalog } from './menu-catalog.js';
import { type PermissionCode, Permissions } from './permissions.js';
import { DataScopeKind } from './role.schema.js';

/**
 * The roles every enterprise starts with, as a factory staffs a plant: what each job may open
 * and do. New enterprises get them (named in their default language) beside their administrator
 * account; the administrator then edits, disables or deletes them like any role.
 *
 * A role grants, besides the directories above whatever it grants:
 * - `apps`: whole apps, every page and button in them;
 * - `menus`: catalog keys, each with everything below it (a directory with its pages, a page
 *   with its buttons and hidden sub-pages);
 * - `permissions`: single codes, each the one catalog node that carries it (a page's `page` code
 *   opens the page alone, a button's code adds that button).
 *
 * A page granted with buttons must keep at least one of them: the role dialog ticks leaves, so a
 * page whose buttons are all unticked would be dropped the next time the role is saved there.
 */
export interface RoleTemplate {
  code: string;
  names: Record<Language, string>;
  /** What the role is for, shown as its remark (at most ROLE_REMARK_MAX characters). */
  remarks: Record<Language, string>;
  dataScope: DataScopeKind;
  apps?: readonly string[];
  menus?: readonly string[];
  permissions?: readonly PermissionCode[];
}

const T = Permissions.trace;
const W = Permissions.work;

export const ROLE_TEMPLATES: readonly RoleTemplate[] = [
  {
    code: 'operator',
    names: { 'zh-CN': '产线操作员', 'en-US': 'Line operator', 'zh-TW': '產線作業員', 'vi-VN': 'Công nhân vận hành' },
    remarks: {
      'zh-CN': '产线工位扫码（装配、过站、装箱、栈板）、填报本人的生产报工、查看追溯、发起安灯呼叫',
      'en-US':
        "The line's station screens (assembly, passing, encasement, pack), their own production reports, reading traces, raising andon calls",
      'zh-TW': '產線工位掃描（組裝、過站、裝箱、棧板）、填報本人的生產報工、查看追溯、發起安燈呼叫',
      'vi-VN':
        'Màn hình trạm của dây chuyền (lắp ráp, qua trạm, đóng thùng, đóng pallet), báo cáo sản xuất của mình, xem truy xuất, phát lệnh gọi andon',
    },
    dataScope: DataScopeKind.DEPT_AND_BELOW,
    permissions: [
      T.assembly.page,
      T.assembly.scan,
      T.passing.page,
      T.passing.scan,
      T.encasement.page,
      T.encasement.scan,
      T.pack.page,
      T.pack.scan,
      W.report.page,
      W.report.get,
      W.report.add,
      T.product.page,
      T.product.export,
      T.dataChain.page,
      T.dataChain.export,
      T.workOrder.page,
      T.workOrder.export,
      Permissions.andon.call.page,
      Permissions.andon.call.trigger,
      // The call screen reads the enabled items and the workstation's open calls.
      Permissions.andon.alarmItem.page,
      Permissions.andon.alarmItem.get,
      Permissions.andon.monitor.page,
    ],
  },
  {
    code: 'supervisor',
    names: { 'zh-CN': '生产主管', 'en-US': 'Production supervisor', 'zh-TW': '生產主管', 'vi-VN': 'Giám sát sản xuất' },
    remarks: {
      'zh-CN': '生产计划与工单（新增、下发、暂停、完工、关闭）、报工、在制品、全部工位、追溯、安灯与看板',
      'en-US':
        'Production plans and work orders (add, issue, pause, complete, close), reports, WIP, every station screen, traces, andon and boards',
      'zh-TW': '生產計畫與工單（新增、下發、暫停、完工、結案）、報工、在製品、全部工位、追溯、安燈與看板',
      'vi-VN':
        'Kế hoạch và lệnh sản xuất (thêm, phát hành, tạm dừng, hoàn thành, đóng), báo cáo, WIP, mọi màn hình trạm, truy xuất, andon và bảng',
    },
    dataScope: DataScopeKind.DEPT_AND_BELOW,
    menus: [
      'mes.plan',
      'mes.work.workOrder',
      'mes.work.wip',
      'mes.work.report',
      'mes.work.reportAnalysis',
      'mes.work.reportChart',
      'mes.station',
      'mes.trace',
      'andon.andon',
      'andon.andonRecord',
      'kanban.dashboard',
    ],
  },
  {
    code: 'quality',
    names: { 'zh-CN': '质量工程师', 'en-US': 'Quality engineer', 'zh-TW': '品質工程師', 'vi-VN': 'Kỹ sư chất lượng' },
    remarks: {
      'zh-CN': '质量目录（缺陷、不良现象、原因、责任单位、对策）、维修与返工工位、追溯与批次召回、在制品与良率分析',
      'en-US':
        'Quality catalogues (defects, phenomena, causes, responsible units, solutions), repair and return stations, traces and lot recall, WIP and yield analysis',
      'zh-TW': '品質目錄（缺陷、不良現象、原因、責任單位、對策）、維修與返工工位、追溯與批次召回、在製品與良率分析',
      'vi-VN':
        'Danh mục chất lượng (lỗi, hiện tượng, nguyên nhân, đơn vị chịu trách nhiệm, giải pháp), trạm sửa chữa và trả lại, truy xuất và thu hồi lô, WIP và phân tích tỷ lệ đạt',
    },
    dataScope: DataScopeKind.ALL,
    menus: [
      'mes.quality',
      'mes.station.maintain',
      'mes.station.return',
      'mes.trace',
      'mes.work.wip',
      'mes.work.reportAnalysis',
      'mes.work.reportChart',
      'andon.andonRecord',
    ],
  },
  {
    code: 'maintenance',
    names: {
      'zh-CN': '设备维修员',
      'en-US': 'Maintenance technician',
      'zh-TW': '設備維修員',
      'vi-VN': 'Kỹ thuật viên bảo trì',
    },
    remarks: {
      'zh-CN': '设备、点检、保养、维修、载具与备件，ESD 与环境监控，响应并解除安灯呼叫',
      'en-US':
        'Equipment, checks, maintenance, repairs, carriers and spare parts, ESD and environment monitoring, answering andon calls',
      'zh-TW': '設備、點檢、保養、維修、載具與備品，ESD 與環境監控，回應並解除安燈呼叫',
      'vi-VN':
        'Thiết bị, kiểm tra, bảo dưỡng, sửa chữa, xe chở và phụ tùng, giám sát ESD và môi trường, phản hồi lệnh gọi andon',
    },
    dataScope: DataScopeKind.ALL,
    apps: ['ems'],
    menus: ['monitor.esd', 'monitor.environ', 'andon.andon', 'andon.andonRecord'],
  },
  {
    code: 'administrator',
    names: {
      'zh-CN': '系统管理员',
      'en-US': 'Administrator',
      'zh-TW': '系統管理員',
      'vi-VN': 'Quản trị viên',
    },
    remarks: {
      'zh-CN': '企业全部应用的所有页面与操作，全部数据',
      'en-US': "Every page and action of the enterprise's apps, all data",
      'zh-TW': '企業全部應用的所有頁面與操作，全部資料',
      'vi-VN': 'Mọi trang và thao tác của các ứng dụng doanh nghiệp, toàn bộ dữ liệu',
    },
    dataScope: DataScopeKind.ALL,
    apps: APP_CATALOG.filter((app) => !app.platformOnly).map((app) => app.code),
  },
];

/**
 * The catalog keys a template grants: its apps, menus and codes as described on RoleTemplate,
 * with every directory and page above them.
 */
export function roleTemplateMenuKeys(
  template: RoleTemplate,
  catalog: readonly FlatMenuSeed[] = flattenMenuCatalog(),
): Set<string> {
  const byKey = new Map(catalog.map((entry) => [entry.seed.key, entry]));
  const apps = new Set(template.apps ?? []);
  const subtrees = template.menus ?? [];
  const codes = new Set<string>(template.permissions ?? []);
  const keys = new Set<string>();
  for (const { app, seed } of catalog) {
    const granted =
      apps.has(app) ||
      subtrees.some((key) => seed.key === key || seed.key.startsWith(`${key}.`)) ||
      (seed.permission !== undefined && codes.has(seed.permission));
    if (!granted) continue;
    for (let key: string | null = seed.key; key !== null && !keys.has(key); key = byKey.get(key)?.parentKey ?? null) {
      keys.add(key);
    }
  }
  return keys;
}
