import type { Language } from '../common/languages.js';
import { type PermissionCode, Permissions } from './permissions.js';

/**
 * The seed menu tree of the whole product, per app (spec 000 §2 "Menu entries", §3 "Menu record").
 * The server seeds it on first start; roles are granted its menus and buttons; the shell builds
 * the side menu and the route table from it. Later work fills in the pages behind these menus
 * rather than inventing new ones.
 *
 * Rules (checked by menu-catalog.test.ts):
 * - every code of `Permissions` sits on exactly one node: `page` (or `get` for a single-form
 *   page) on the menu that opens the screen, every other action on a button under that menu;
 * - a top-level entry has an absolute path, a child a relative segment joined to its parent's;
 * - a menu whose children include menus (hidden sub-pages such as a detail or designer screen)
 *   hides its children in the side menu;
 * - a menu's component is a page under `apps/web/src/areas`, `<area>/<Thing>Page`, where
 *   `<area>` is the area that holds the page (`WEB_AREAS` in menu-catalog.test.ts, by permission).
 */
export type MenuType = 'directory' | 'menu' | 'button';
export type MenuOpenMode = 'component' | 'inner' | 'outer';

export interface MenuSeed {
  /** Unique, stable, dot-separated, e.g. 'mes.factory.workshop' or 'mes.factory.workshop.add'. */
  key: string;
  type: MenuType;
  title: Record<Language, string>;
  /** Directory/menu only; top-level absolute ('/factory'), children relative ('workshop'). */
  path?: string;
  /** Directory: 'RouteView'; menu: a page path under apps/web/src/areas; 'Iframe' for inner links. */
  component?: string;
  redirect?: string;
  /** An @ant-design/icons component name (directories and menus). */
  icon?: string;
  /** Required on buttons; on menus, the permission that opening the page needs. */
  permission?: PermissionCode;
  hidden?: boolean;
  hideChildrenInMenu?: boolean;
  /** Default 'component'. */
  openMode?: MenuOpenMode;
  link?: string;
  children?: MenuSeed[];
}

export interface AppMenus {
  app: string;
  menus: MenuSeed[];
}

type Titles = Record<Language, string>;

/** Titles in the order of LANGUAGES: zh-CN, en-US, zh-TW, vi-VN. */
function t(zhCN: string, enUS: string, zhTW: string, viVN: string): Titles {
  return { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'vi-VN': viVN };
}

type ActionOf<C> = C extends `${string}:${string}:${infer A}` ? A : never;
/** The action part of a permission code (`sys:user:add` → `add`). */
export type PermissionAction = ActionOf<PermissionCode>;

/** The title of the button that carries an action; the compiler insists every action has one. */
export const ACTION_TITLES: Readonly<Record<PermissionAction, Titles>> = {
  page: t('查询', 'Query', '查詢', 'Truy vấn'),
  get: t('详情', 'Details', '詳情', 'Chi tiết'),
  add: t('新增', 'Add', '新增', 'Thêm mới'),
  edit: t('编辑', 'Edit', '編輯', 'Sửa'),
  delete: t('删除', 'Delete', '刪除', 'Xóa'),
  enable: t('启用', 'Enable', '啟用', 'Bật'),
  disable: t('停用', 'Disable', '停用', 'Tắt'),
  import: t('导入', 'Import', '匯入', 'Nhập'),
  export: t('导出', 'Export', '匯出', 'Xuất'),
  changeStatus: t('修改状态', 'Change status', '變更狀態', 'Đổi trạng thái'),
  resetPassword: t('重置密码', 'Reset password', '重設密碼', 'Đặt lại mật khẩu'),
  grantRole: t('授权角色', 'Assign roles', '指派角色', 'Gán vai trò'),
  grantData: t('授权数据', 'Grant data scope', '授權資料範圍', 'Phân quyền dữ liệu'),
  grantMenu: t('授权菜单', 'Grant menus', '授權選單', 'Phân quyền menu'),
  forceOffline: t('强制下线', 'Force logout', '強制登出', 'Buộc đăng xuất'),
  upload: t('上传', 'Upload', '上傳', 'Tải lên'),
  download: t('下载', 'Download', '下載', 'Tải xuống'),
  resetToken: t('重置令牌', 'Reset token', '重設權杖', 'Đặt lại token'),
  start: t('启动', 'Start', '啟動', 'Khởi động'),
  stop: t('停止', 'Stop', '停止', 'Dừng'),
  run: t('立即执行', 'Run now', '立即執行', 'Chạy ngay'),
  publish: t('发布', 'Publish', '發布', 'Công bố'),
  withdraw: t('撤回', 'Withdraw', '撤回', 'Thu hồi'),
  send: t('发送', 'Send', '發送', 'Gửi'),
  test: t('测试', 'Test', '測試', 'Gửi thử'),
  apply: t('申请授权', 'Request licence', '申請授權', 'Yêu cầu cấp phép'),
  sign: t('签发授权', 'Sign licence', '簽發授權', 'Cấp giấy phép'),
  activate: t('激活授权', 'Activate licence', '啟用授權', 'Kích hoạt giấy phép'),
  testConnection: t('测试连接', 'Test connection', '測試連線', 'Kiểm tra kết nối'),
  sync: t('同步到企业', 'Sync to enterprises', '同步至企業', 'Đồng bộ tới doanh nghiệp'),
  configProcess: t('工序配置', 'Configure processes', '製程設定', 'Cấu hình công đoạn'),
  copy: t('复制', 'Copy', '複製', 'Sao chép'),
  generate: t('生成条码', 'Generate barcodes', '產生條碼', 'Tạo mã vạch'),
  design: t('设计', 'Design', '設計', 'Thiết kế'),
  print: t('打印', 'Print', '列印', 'In'),
  retry: t('重试', 'Retry', '重試', 'Thử lại'),
  generateOrder: t('生成工单', 'Generate work orders', '產生工單', 'Tạo lệnh sản xuất'),
  issue: t('下发', 'Issue', '下發', 'Phát hành'),
  pause: t('暂停', 'Pause', '暫停', 'Tạm dừng'),
  resume: t('恢复', 'Resume', '恢復', 'Tiếp tục'),
  complete: t('完工', 'Complete', '完工', 'Hoàn thành'),
  close: t('关闭', 'Close', '結案', 'Đóng'),
  scan: t('扫码', 'Scan', '掃描', 'Quét mã'),
  unbind: t('解绑', 'Unbind', '解除綁定', 'Hủy liên kết'),
  unpack: t('拆箱', 'Unpack', '拆箱', 'Mở thùng'),
  repair: t('维修', 'Repair', '維修', 'Sửa chữa'),
  execute: t('执行', 'Execute', '執行', 'Thực hiện'),
  reportRepair: t('报修', 'Report for repair', '報修', 'Báo sửa chữa'),
  startRepair: t('开始维修', 'Start repair', '開始維修', 'Bắt đầu sửa chữa'),
  accept: t('验收', 'Accept', '驗收', 'Nghiệm thu'),
  bind: t('绑定', 'Bind', '綁定', 'Liên kết'),
  replace: t('更换', 'Replace', '更換', 'Thay thế'),
  handle: t('处理', 'Handle', '處理', 'Xử lý'),
  config: t('参数配置', 'Configure', '參數設定', 'Cấu hình'),
  submit: t('提交审核', 'Submit for review', '送審', 'Gửi duyệt'),
  setPreferred: t('设为首选', 'Set as preferred', '設為首選', 'Đặt làm ưu tiên'),
  pass: t('通过', 'Approve', '核准', 'Phê duyệt'),
  reject: t('驳回', 'Reject', '駁回', 'Từ chối'),
  urge: t('催办', 'Urge', '催辦', 'Đôn đốc'),
  restart: t('重新发起', 'Restart', '重新送審', 'Gửi duyệt lại'),
  revoke: t('撤销', 'Revoke', '撤銷', 'Hủy bỏ'),
  play: t('播放', 'Play', '播放', 'Phát'),
  replay: t('重播', 'Replay', '重播', 'Phát lại'),
  forceLayoff: t('强制下岗', 'Force off duty', '強制下崗', 'Buộc rời vị trí'),
  upgrade: t('升级', 'Upgrade', '升級', 'Nâng cấp'),
  trigger: t('发起呼叫', 'Raise call', '發起呼叫', 'Phát lệnh gọi'),
  respond: t('响应', 'Respond', '回應', 'Phản hồi'),
  resolve: t('解除', 'Resolve', '解除', 'Giải quyết'),
  preview: t('预览', 'Preview', '預覽', 'Xem trước'),
  allot: t('自动分配', 'Auto-allot', '自動分配', 'Tự động phân bổ'),
  assign: t('分配', 'Assign', '分配', 'Gán'),
};

// ---------------------------------------------------------------------------------------------
// Builders: the catalog below is written as directories and pages; keys, paths, redirects and
// buttons are derived from it so that they cannot drift from the permission tree.

type ResourcePermissions = Readonly<Record<string, PermissionCode>>;

interface PageDef {
  kind: 'page';
  name: string;
  title: Titles;
  icon: string;
  component: string;
  perms: ResourcePermissions;
  /** The action the menu itself carries; default `page`, else `get`. */
  menuAction?: string;
  path?: string;
  hidden?: boolean;
  openMode?: MenuOpenMode;
  link?: string;
  /** Hidden sub-pages (detail, designer) reached from this page. */
  subPages?: PageDef[];
}

interface DirDef {
  kind: 'dir';
  name: string;
  title: Titles;
  icon: string;
  path?: string;
  children: NodeDef[];
}

type NodeDef = PageDef | DirDef;

type PageOptions = Partial<Pick<PageDef, 'menuAction' | 'path' | 'hidden' | 'openMode' | 'link' | 'subPages'>>;

function dir(name: string, title: Titles, icon: string, children: NodeDef[], path?: string): DirDef {
  return path === undefined
    ? { kind: 'dir', name, title, icon, children }
    : { kind: 'dir', name, title, icon, path, children };
}

function page(
  name: string,
  title: Titles,
  icon: string,
  component: string,
  perms: ResourcePermissions,
  options: PageOptions = {},
): PageDef {
  return { kind: 'page', name, title, icon, component, perms, ...options };
}

/** The resource's codes without the named actions (which then sit on another node). */
function without<T extends ResourcePermissions>(perms: T, ...actions: (keyof T)[]): ResourcePermissions {
  return Object.fromEntries(Object.entries(perms).filter(([action]) => !(actions as string[]).includes(action)));
}

function only<T extends ResourcePermissions>(perms: T, ...actions: (keyof T)[]): ResourcePermissions {
  return Object.fromEntries(Object.entries(perms).filter(([action]) => (actions as string[]).includes(action)));
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function actionOf(code: PermissionCode): PermissionAction {
  return code.slice(code.lastIndexOf(':') + 1) as PermissionAction;
}

function joinPath(parent: string | null, segment: string): string {
  if (parent === null) return segment;
  return parent.endsWith('/') ? `${parent}${segment}` : `${parent}/${segment}`;
}

function buildPage(def: PageDef, key: string, ownPath: string, fullPath: string): MenuSeed {
  const menuAction = def.menuAction ?? ('page' in def.perms ? 'page' : 'get');
  const permission = def.perms[menuAction];
  if (!permission) throw new Error(`menu ${key}: no '${menuAction}' permission to carry`);
  const children: MenuSeed[] = [];
  for (const sub of def.subPages ?? []) {
    const segment = sub.path ?? kebab(sub.name);
    children.push(buildPage({ ...sub, hidden: true }, `${key}.${sub.name}`, segment, joinPath(fullPath, segment)));
  }
  for (const [action, code] of Object.entries(def.perms)) {
    if (action === menuAction) continue;
    children.push({
      key: `${key}.${actionOf(code)}`,
      type: 'button',
      title: ACTION_TITLES[actionOf(code)],
      permission: code,
    });
  }
  const seed: MenuSeed = {
    key,
    type: 'menu',
    title: def.title,
    path: ownPath,
    component: def.component,
    icon: def.icon,
    permission,
  };
  if (def.hidden) seed.hidden = true;
  if (def.subPages?.length) seed.hideChildrenInMenu = true;
  if (def.openMode && def.openMode !== 'component') seed.openMode = def.openMode;
  if (def.link) seed.link = def.link;
  if (children.length) seed.children = children;
  return seed;
}

function buildNode(def: NodeDef, parentKey: string, parentPath: string | null): MenuSeed {
  const key = `${parentKey}.${def.name}`;
  const ownPath = def.path ?? (parentPath === null ? `/${kebab(def.name)}` : kebab(def.name));
  const fullPath = joinPath(parentPath, ownPath);
  if (def.kind === 'page') return buildPage(def, key, ownPath, fullPath);
  const children = def.children.map((child) => buildNode(child, key, fullPath));
  const first = def.children.find((child) => child.kind === 'dir' || !child.hidden);
  const seed: MenuSeed = {
    key,
    type: 'directory',
    title: def.title,
    path: ownPath,
    component: 'RouteView',
    icon: def.icon,
  };
  if (first) seed.redirect = joinPath(fullPath, first.path ?? kebab(first.name));
  seed.children = children;
  return seed;
}

function app(code: string, nodes: NodeDef[]): AppMenus {
  return { app: code, menus: nodes.map((node) => buildNode(node, code, null)) };
}

// ---------------------------------------------------------------------------------------------

const P = Permissions;

const platformMenus = app('platform', [
  dir('tenant', t('企业与授权', 'Enterprises & licences', '企業與授權', 'Doanh nghiệp và giấy phép'), 'BankOutlined', [
    page(
      'enterprise',
      t('企业管理', 'Enterprises', '企業管理', 'Quản lý doanh nghiệp'),
      'ShopOutlined',
      'tenants/EnterpriseListPage',
      P.platform.tenant,
    ),
    page(
      'licence',
      t('授权激活', 'Licence activation', '授權啟用', 'Kích hoạt giấy phép'),
      'SafetyCertificateOutlined',
      'licences/LicenceListPage',
      P.platform.licence,
    ),
    page(
      'objectStorage',
      t('对象存储配置', 'Object storage', '物件儲存設定', 'Cấu hình lưu trữ đối tượng'),
      'CloudOutlined',
      'storage/ObjectStorageListPage',
      P.platform.objectStorage,
    ),
  ]),
  dir('resource', t('应用与菜单', 'Apps & menus', '應用程式與選單', 'Ứng dụng và menu'), 'AppstoreOutlined', [
    page(
      'app',
      t('应用管理', 'Apps', '應用程式管理', 'Quản lý ứng dụng'),
      'AppstoreAddOutlined',
      'access/AppListPage',
      P.platform.app,
    ),
    page(
      'menu',
      t('菜单管理', 'Menus', '選單管理', 'Quản lý menu'),
      'MenuOutlined',
      'access/MenuListPage',
      P.platform.menu,
    ),
  ]),
  dir('developer', t('开发者中心', 'Developer centre', '開發者中心', 'Trung tâm nhà phát triển'), 'CodeOutlined', [
    page(
      'internalApp',
      t('内部应用', 'Internal apps', '內部應用程式', 'Ứng dụng nội bộ'),
      'MobileOutlined',
      'software/SoftwareListPage',
      P.platform.software,
    ),
    page(
      'apiDoc',
      t('接口文档', 'API documentation', 'API 文件', 'Tài liệu API'),
      'ReadOutlined',
      'Iframe',
      P.platform.apiDoc,
      {
        openMode: 'inner',
        link: '/api/docs',
      },
    ),
  ]),
  dir('platformMonitor', t('平台监控', 'Platform monitoring', '平台監控', 'Giám sát nền tảng'), 'MonitorOutlined', [
    page(
      'host',
      t('主机监控', 'Host monitoring', '主機監控', 'Giám sát máy chủ'),
      'DesktopOutlined',
      'monitoring/HostMonitorPage',
      P.platform.server,
    ),
  ]),
]);

const systemMenus = app('system', [
  dir('org', t('组织权限', 'Organisation & access', '組織與權限', 'Tổ chức và phân quyền'), 'TeamOutlined', [
    page(
      'organization',
      t('组织机构', 'Organisations', '組織架構', 'Cơ cấu tổ chức'),
      'ApartmentOutlined',
      'organisations/OrgListPage',
      P.sys.org,
    ),
    page(
      'position',
      t('职位管理', 'Positions', '職位管理', 'Chức vụ'),
      'IdcardOutlined',
      'organisations/PositionListPage',
      P.sys.position,
    ),
    page('role', t('角色管理', 'Roles', '角色管理', 'Vai trò'), 'SafetyOutlined', 'access/RoleListPage', P.sys.role),
    page(
      'user',
      t('用户管理', 'Users', '使用者管理', 'Người dùng'),
      'UserOutlined',
      'identity/UserListPage',
      P.sys.user,
    ),
  ]),
  dir('settings', t('基础设置', 'Basic settings', '基礎設定', 'Cài đặt cơ bản'), 'ControlOutlined', [
    page(
      'dict',
      t('字典管理', 'Dictionaries', '字典管理', 'Từ điển dữ liệu'),
      'BookOutlined',
      'dictionaries/DictTypeListPage',
      P.sys.dictType,
      {
        subPages: [
          page(
            'value',
            t('字典值', 'Dictionary values', '字典值', 'Giá trị từ điển'),
            'UnorderedListOutlined',
            'dictionaries/DictValueListPage',
            P.sys.dictValue,
          ),
        ],
      },
    ),
    page(
      'param',
      t('系统参数', 'System parameters', '系統參數', 'Tham số hệ thống'),
      'SlidersOutlined',
      'parameters/ParamListPage',
      P.sys.param,
    ),
    page(
      'pageSetting',
      t('页面设置', 'Page settings', '頁面設定', 'Cài đặt trang'),
      'LayoutOutlined',
      'page-settings/PageSettingPage',
      P.sys.pageSetting,
    ),
    page(
      'file',
      t('文件存储', 'File storage', '檔案儲存', 'Lưu trữ tệp'),
      'FolderOpenOutlined',
      'files/FileListPage',
      P.sys.file,
    ),
    page(
      'externalApp',
      t('外部应用', 'External apps', '外部應用程式', 'Ứng dụng bên ngoài'),
      'LinkOutlined',
      'access/ExternalAppListPage',
      P.sys.externalApp,
    ),
    page(
      'task',
      t('定时任务', 'Scheduled tasks', '排程任務', 'Tác vụ định kỳ'),
      'FieldTimeOutlined',
      'scheduler/TaskListPage',
      P.sys.task,
    ),
  ]),
  dir(
    'messageCenter',
    t('消息中心', 'Message centre', '訊息中心', 'Trung tâm tin nhắn'),
    'MessageOutlined',
    [
      page(
        'notice',
        t('通知公告', 'Notices', '公告管理', 'Thông báo'),
        'NotificationOutlined',
        'notices/NoticeListPage',
        P.sys.notice,
      ),
      page(
        'message',
        t('站内消息', 'Messages', '站內訊息', 'Tin nhắn nội bộ'),
        'CommentOutlined',
        'messages/MessageListPage',
        P.sys.message,
      ),
      page(
        'email',
        t('邮件发送', 'E-mail', '郵件寄送', 'Gửi email'),
        'MailOutlined',
        'messages/EmailPage',
        P.sys.email,
      ),
      page(
        'sms',
        t('短信记录', 'SMS records', '簡訊紀錄', 'Nhật ký SMS'),
        'MobileOutlined',
        'messages/SmsRecordListPage',
        P.sys.sms,
      ),
      page(
        'pushChannel',
        t('推送渠道', 'Push channels', '推播通道', 'Kênh đẩy tin'),
        'SendOutlined',
        'messages/PushChannelListPage',
        P.sys.pushChannel,
      ),
      page(
        'pushTemplate',
        t('推送模板', 'Push templates', '推播範本', 'Mẫu đẩy tin'),
        'ProfileOutlined',
        'messages/PushTemplateListPage',
        P.sys.pushTemplate,
      ),
      page(
        'robot',
        t('机器人', 'Robots', '機器人', 'Bot thông báo'),
        'RobotOutlined',
        'messages/RobotListPage',
        P.sys.robot,
      ),
    ],
    '/message-center',
  ),
  dir('ops', t('运维监控', 'Logs & monitoring', '維運監控', 'Nhật ký và giám sát'), 'MonitorOutlined', [
    page(
      'onlineUser',
      t('在线用户', 'Online users', '線上使用者', 'Người dùng trực tuyến'),
      'WifiOutlined',
      'identity/OnlineUserListPage',
      P.sys.onlineUser,
    ),
    page(
      'opLog',
      t('操作日志', 'Operation log', '操作日誌', 'Nhật ký thao tác'),
      'FileSearchOutlined',
      'operation-log/OpLogListPage',
      P.sys.opLog,
    ),
    page(
      'visitLog',
      t('访问日志', 'Visit log', '存取日誌', 'Nhật ký truy cập'),
      'LoginOutlined',
      'logs/VisitLogListPage',
      P.sys.visitLog,
    ),
    page(
      'exceptionLog',
      t('异常日志', 'Exception log', '例外日誌', 'Nhật ký ngoại lệ'),
      'BugOutlined',
      'logs/ExceptionLogListPage',
      P.sys.exceptionLog,
    ),
  ]),
]);

const mesMenus = app('mes', [
  dir('factory', t('工厂建模', 'Factory model', '工廠建模', 'Mô hình nhà máy'), 'ClusterOutlined', [
    page(
      'workshop',
      t('车间管理', 'Workshops', '車間管理', 'Phân xưởng'),
      'HomeOutlined',
      'factory/WorkshopListPage',
      P.basics.workshop,
    ),
    page(
      'line',
      t('产线管理', 'Production lines', '產線管理', 'Dây chuyền sản xuất'),
      'NodeIndexOutlined',
      'factory/LineListPage',
      P.basics.line,
    ),
    page(
      'station',
      t('工位管理', 'Workstations', '工作站管理', 'Trạm làm việc'),
      'DeploymentUnitOutlined',
      'factory/StationListPage',
      P.basics.station,
    ),
    page(
      'shift',
      t('班次管理', 'Shifts', '班別管理', 'Ca làm việc'),
      'ScheduleOutlined',
      'shifts/ShiftListPage',
      P.basics.shift,
    ),
    page(
      'shiftRegime',
      t('班制管理', 'Shift regimes', '班制管理', 'Chế độ ca'),
      'CalendarOutlined',
      'shifts/ShiftRegimeListPage',
      P.basics.shiftRegime,
    ),
    page(
      'timeRange',
      t('时间段', 'Time ranges', '時段設定', 'Khung thời gian'),
      'ClockCircleOutlined',
      'shifts/TimeRangeListPage',
      P.basics.timeRange,
    ),
  ]),
  dir('process', t('工艺建模', 'Process model', '製程建模', 'Mô hình quy trình'), 'PartitionOutlined', [
    page(
      'process',
      t('工序管理', 'Processes', '製程管理', 'Công đoạn'),
      'OrderedListOutlined',
      'processes/ProcessListPage',
      P.basics.process,
    ),
    page(
      'routing',
      t('工艺路线', 'Routings', '製程路線', 'Quy trình công nghệ'),
      'BranchesOutlined',
      'processes/RoutingListPage',
      without(P.basics.routing, 'get'),
      {
        subPages: [
          page(
            'detail',
            t('工艺路线详情', 'Routing detail', '製程路線詳情', 'Chi tiết quy trình công nghệ'),
            'BranchesOutlined',
            'processes/RoutingDetailPage',
            only(P.basics.routing, 'get'),
          ),
        ],
      },
    ),
    page(
      'bom',
      t('物料清单', 'Bills of materials', '物料清單', 'Định mức vật tư (BOM)'),
      'ProfileOutlined',
      'bom/BomListPage',
      P.basics.bom,
    ),
    page(
      'scanConfig',
      t('扫码配置', 'Scan configuration', '掃描設定', 'Cấu hình quét mã'),
      'ScanOutlined',
      'bom/ScanConfigListPage',
      P.basics.scanConfig,
    ),
  ]),
  dir('material', t('物料与产品', 'Materials & products', '物料與產品', 'Vật tư và sản phẩm'), 'GoldOutlined', [
    page(
      'unit',
      t('计量单位', 'Units of measure', '計量單位', 'Đơn vị tính'),
      'NumberOutlined',
      'materials/UnitListPage',
      P.basics.unit,
    ),
    page(
      'material',
      t('物料管理', 'Materials', '物料管理', 'Vật tư'),
      'InboxOutlined',
      'materials/MaterialListPage',
      P.basics.material,
    ),
    page(
      'productType',
      t('产品类型', 'Product types', '產品類型', 'Loại sản phẩm'),
      'TagsOutlined',
      'materials/ProductTypeListPage',
      P.basics.productType,
    ),
    page(
      'product',
      t('产品管理', 'Products', '產品管理', 'Sản phẩm'),
      'ShoppingOutlined',
      'materials/ProductListPage',
      P.basics.product,
    ),
  ]),
  dir('quality', t('质量管理', 'Quality', '品質管理', 'Quản lý chất lượng'), 'SafetyCertificateOutlined', [
    page(
      'defectType',
      t('缺陷类型', 'Defect types', '缺陷類型', 'Loại lỗi'),
      'TagOutlined',
      'quality/DefectTypeListPage',
      P.basics.defectType,
    ),
    page(
      'badPhenomenon',
      t('不良现象', 'Bad phenomena', '不良現象', 'Hiện tượng lỗi'),
      'WarningOutlined',
      'quality/BadPhenomenonListPage',
      P.basics.badPhenomenon,
    ),
    page(
      'defectCause',
      t('不良原因', 'Defect causes', '不良原因', 'Nguyên nhân lỗi'),
      'QuestionCircleOutlined',
      'quality/DefectCauseListPage',
      P.basics.defectCause,
    ),
    page(
      'responsibleUnit',
      t('责任单位', 'Responsible units', '責任單位', 'Đơn vị chịu trách nhiệm'),
      'TeamOutlined',
      'quality/ResponsibleUnitListPage',
      P.basics.responsibleUnit,
    ),
    page(
      'solution',
      t('解决方案', 'Solutions', '解決方案', 'Biện pháp xử lý'),
      'BulbOutlined',
      'quality/SolutionListPage',
      P.basics.solution,
    ),
  ]),
  dir('label', t('条码标签', 'Barcodes & labels', '條碼標籤', 'Mã vạch và nhãn'), 'BarcodeOutlined', [
    page(
      'barcodeRule',
      t('条码规则', 'Barcode rules', '條碼規則', 'Quy tắc mã vạch'),
      'BarcodeOutlined',
      'barcodes/BarcodeRuleListPage',
      P.basics.barcodeRule,
    ),
    page(
      'printTemplate',
      t('打印模板', 'Print templates', '列印範本', 'Mẫu in'),
      'PrinterOutlined',
      'labels/PrintTemplateListPage',
      without(P.basics.printTemplate, 'design'),
      {
        subPages: [
          page(
            'designer',
            t('标签设计', 'Label designer', '標籤設計', 'Thiết kế nhãn'),
            'FormatPainterOutlined',
            'labels/LabelDesignerPage',
            only(P.basics.printTemplate, 'design'),
            { menuAction: 'design' },
          ),
        ],
      },
    ),
    page(
      'printJob',
      t('打印队列', 'Print queue', '列印佇列', 'Hàng đợi in'),
      'UnorderedListOutlined',
      'labels/PrintJobListPage',
      P.basics.printJob,
    ),
  ]),
  dir('plan', t('生产计划', 'Production planning', '生產計畫', 'Lập kế hoạch sản xuất'), 'ProjectOutlined', [
    page(
      'productionPlan',
      t('计划管理', 'Production plans', '計畫管理', 'Kế hoạch sản xuất'),
      'CarryOutOutlined',
      'work-orders/ProductionPlanListPage',
      P.plan.productionPlan,
    ),
  ]),
  dir('work', t('生产管理', 'Production', '生產管理', 'Quản lý sản xuất'), 'ReconciliationOutlined', [
    page(
      'workOrder',
      t('工单管理', 'Work orders', '工單管理', 'Lệnh sản xuất'),
      'FileDoneOutlined',
      'work-orders/WorkOrderListPage',
      P.work.workOrder,
    ),
    page(
      'wip',
      t('在制品', 'Work in progress', '在製品', 'Sản phẩm dở dang'),
      'HourglassOutlined',
      'reports/WipListPage',
      P.work.wip,
    ),
    page(
      'report',
      t('报工记录', 'Production reports', '報工紀錄', 'Bản ghi báo công'),
      'FormOutlined',
      'reports/ReportListPage',
      P.work.report,
    ),
    page(
      'reportAnalysis',
      t('报工分析', 'Report analysis', '報工分析', 'Phân tích báo công'),
      'BarChartOutlined',
      'reports/ReportAnalysisPage',
      P.work.reportAnalysis,
    ),
    page(
      'reportChart',
      t('生产图表', 'Production charts', '生產圖表', 'Biểu đồ sản xuất'),
      'LineChartOutlined',
      'reports/ReportChartPage',
      P.work.reportChart,
    ),
    page(
      'setting',
      t('生产全局设置', 'Production settings', '生產全域設定', 'Cài đặt sản xuất chung'),
      'SettingOutlined',
      'work-orders/WorkSettingPage',
      P.work.setting,
    ),
  ]),
  dir('station', t('工位作业', 'Station operations', '工作站作業', 'Tác nghiệp tại trạm'), 'ScanOutlined', [
    page(
      'assembly',
      t('装配扫码', 'Assembly', '組裝掃描', 'Lắp ráp'),
      'BuildOutlined',
      'stations/AssemblyStationPage',
      P.trace.assembly,
    ),
    page(
      'encasement',
      t('装箱扫码', 'Encasement', '裝箱掃描', 'Đóng thùng'),
      'InboxOutlined',
      'stations/EncasementStationPage',
      P.trace.encasement,
    ),
    page(
      'passing',
      t('过站扫码', 'Passing', '過站掃描', 'Qua trạm'),
      'SwapRightOutlined',
      'stations/PassingStationPage',
      P.trace.passing,
    ),
    page(
      'maintain',
      t('维修扫码', 'Repair', '維修掃描', 'Sửa chữa'),
      'ToolOutlined',
      'stations/MaintainStationPage',
      P.trace.maintain,
    ),
    page(
      'pack',
      t('包装扫码', 'Packing', '包裝掃描', 'Đóng gói'),
      'GiftOutlined',
      'stations/PackStationPage',
      P.trace.pack,
    ),
    page(
      'return',
      t('返线扫码', 'Return to line', '返線掃描', 'Trả về dây chuyền'),
      'RollbackOutlined',
      'stations/ReturnStationPage',
      P.trace.return,
    ),
  ]),
  dir('trace', t('生产追溯', 'Traceability', '生產追溯', 'Truy xuất nguồn gốc'), 'NodeExpandOutlined', [
    page(
      'product',
      t('产品追溯', 'Product trace', '產品追溯', 'Truy xuất sản phẩm'),
      'FileSearchOutlined',
      'trace/ProductTracePage',
      P.trace.product,
    ),
    page(
      'dataChain',
      t('数据链', 'Data chain', '資料鏈', 'Chuỗi dữ liệu'),
      'LinkOutlined',
      'trace/DataChainPage',
      P.trace.dataChain,
    ),
    page(
      'lot',
      t('批次追溯', 'Lot trace & recall', '批次追溯', 'Truy xuất lô và thu hồi'),
      'ContainerOutlined',
      'trace/LotTracePage',
      P.trace.lot,
    ),
    page(
      'workOrder',
      t('工单追溯', 'Work order trace', '工單追溯', 'Truy xuất lệnh sản xuất'),
      'FileDoneOutlined',
      'trace/WorkOrderTracePage',
      P.trace.workOrder,
    ),
  ]),
]);

const esopMenus = app('esop', [
  dir('instruction', t('指导书管理', 'Instruction management', '指導書管理', 'Quản lý hướng dẫn'), 'FileTextOutlined', [
    page(
      'workBook',
      t('作业指导书', 'Work instructions', '作業指導書', 'Hướng dẫn công việc'),
      'FileTextOutlined',
      'instructions/WorkBookListPage',
      P.esop.workBook,
    ),
    page(
      'version',
      t('版本管理', 'Versions', '版本管理', 'Quản lý phiên bản'),
      'HistoryOutlined',
      'instructions/VersionListPage',
      P.esop.version,
    ),
    page(
      'type',
      t('指导书类型', 'Instruction types', '指導書類型', 'Loại hướng dẫn'),
      'TagsOutlined',
      'instructions/TypeListPage',
      P.esop.type,
    ),
    page(
      'audit',
      t('指导书审核', 'Instruction review', '指導書審核', 'Duyệt hướng dẫn'),
      'AuditOutlined',
      'instructions/AuditListPage',
      P.esop.audit,
    ),
  ]),
  dir('sopProcess', t('生产工序', 'Production processes', '生產製程', 'Công đoạn sản xuất'), 'PartitionOutlined', [
    page(
      'productProcess',
      t('产品工序配置', 'Product process setup', '產品製程設定', 'Cấu hình công đoạn sản phẩm'),
      'AppstoreOutlined',
      'instructions/ProductProcessPage',
      P.esop.productProcess,
    ),
    page(
      'lineProcess',
      t('产线工序配置', 'Line process setup', '產線製程設定', 'Cấu hình công đoạn dây chuyền'),
      'NodeIndexOutlined',
      'instructions/LineProcessPage',
      P.esop.lineProcess,
    ),
  ]),
  dir('sopIssue', t('下发管理', 'Issuing', '下發管理', 'Quản lý phát hành'), 'SendOutlined', [
    page(
      'sendRecord',
      t('下发记录', 'Issue records', '下發紀錄', 'Bản ghi phát hành'),
      'HistoryOutlined',
      'instructions/SendRecordListPage',
      P.esop.sendRecord,
    ),
    page(
      'sendGroup',
      t('下发分组', 'Issue groups', '下發群組', 'Nhóm phát hành'),
      'GroupOutlined',
      'instructions/SendGroupListPage',
      P.esop.sendGroup,
    ),
  ]),
  dir('terminal', t('终端管理', 'Terminals', '終端管理', 'Quản lý thiết bị đầu cuối'), 'TabletOutlined', [
    page(
      'workSide',
      t('终端管理与监控', 'Terminal monitoring', '終端管理與監控', 'Giám sát thiết bị đầu cuối'),
      'DesktopOutlined',
      'instructions/WorkSideListPage',
      P.esop.workSide,
    ),
    page(
      'annunciate',
      t('通知管理', 'Floor notices', '通知管理', 'Thông báo tại xưởng'),
      'SoundOutlined',
      'instructions/AnnunciateListPage',
      P.esop.annunciate,
    ),
  ]),
  dir('sopSetting', t('SOP 设置', 'SOP settings', 'SOP 設定', 'Cài đặt SOP'), 'SettingOutlined', [
    page(
      'instruction',
      t('指导书设置', 'Instruction settings', '指導書設定', 'Cài đặt hướng dẫn'),
      'ControlOutlined',
      'instructions/SopSettingPage',
      P.esop.sopSetting,
    ),
    page(
      'terminal',
      t('终端全局配置', 'Global terminal config', '終端全域設定', 'Cấu hình chung thiết bị đầu cuối'),
      'GlobalOutlined',
      'instructions/GlobalSettingPage',
      P.esop.globalSetting,
    ),
  ]),
]);

const andonMenus = app('andon', [
  dir('andonConfig', t('安灯配置', 'Andon setup', '安燈設定', 'Cấu hình Andon'), 'SettingOutlined', [
    page(
      'alarmType',
      t('报警类型', 'Alarm types', '警報類型', 'Loại cảnh báo'),
      'TagsOutlined',
      'andon/AlarmTypeListPage',
      P.andon.alarmType,
    ),
    page(
      'label',
      t('报警标签', 'Alarm labels', '警報標籤', 'Nhãn cảnh báo'),
      'TagOutlined',
      'andon/LabelListPage',
      P.andon.label,
    ),
    page(
      'alarmItem',
      t('报警项', 'Alarm items', '警報項目', 'Hạng mục cảnh báo'),
      'BellOutlined',
      'andon/AlarmItemListPage',
      P.andon.alarmItem,
    ),
    page(
      'escalation',
      t('升级流程', 'Escalation flows', '升級流程', 'Quy trình leo thang'),
      'RiseOutlined',
      'andon/EscalationListPage',
      P.andon.escalation,
    ),
    page(
      'authorization',
      t('响应授权', 'Response authorisation', '回應授權', 'Phân quyền phản hồi'),
      'SafetyOutlined',
      'andon/AuthorizationPage',
      P.andon.authorization,
    ),
    page(
      'trigger',
      t('自动呼叫规则', 'Automatic calls', '自動呼叫規則', 'Gọi tự động'),
      'ThunderboltOutlined',
      'andon/TriggerListPage',
      P.andon.trigger,
    ),
  ]),
  dir('andon', t('安灯作业', 'Andon operations', '安燈作業', 'Vận hành Andon'), 'AlertOutlined', [
    page('call', t('安灯呼叫', 'Andon call', '安燈呼叫', 'Gọi Andon'), 'PhoneOutlined', 'andon/CallPage', P.andon.call),
    page(
      'monitor',
      t('安灯监控', 'Andon monitor', '安燈監控', 'Giám sát Andon'),
      'EyeOutlined',
      'andon/MonitorPage',
      P.andon.monitor,
    ),
  ]),
  dir('andonRecord', t('记录分析', 'Records & analysis', '紀錄與分析', 'Bản ghi và phân tích'), 'BarChartOutlined', [
    page(
      'record',
      t('呼叫记录', 'Call records', '呼叫紀錄', 'Bản ghi cuộc gọi'),
      'FileSearchOutlined',
      'andon/RecordListPage',
      P.andon.record,
    ),
    page(
      'alarmRecord',
      t('报警记录', 'Alarm records', '警報紀錄', 'Bản ghi cảnh báo'),
      'NotificationOutlined',
      'andon/AlarmRecordListPage',
      P.andon.alarmRecord,
    ),
    page(
      'analysis',
      t('安灯分析', 'Andon analysis', '安燈分析', 'Phân tích Andon'),
      'PieChartOutlined',
      'andon/AnalysisPage',
      P.andon.analysis,
    ),
  ]),
]);

const emsMenus = app('ems', [
  dir('equipment', t('设备台账', 'Equipment ledger', '設備台帳', 'Sổ quản lý thiết bị'), 'DatabaseOutlined', [
    page(
      'equipmentType',
      t('设备类型', 'Equipment types', '設備類型', 'Loại thiết bị'),
      'TagsOutlined',
      'equipment/EquipmentTypeListPage',
      P.ems.equipmentType,
    ),
    page(
      'equipment',
      t('设备档案', 'Equipment', '設備檔案', 'Hồ sơ thiết bị'),
      'ToolOutlined',
      'equipment/EquipmentListPage',
      P.ems.equipment,
      {
        subPages: [
          page(
            'param',
            t('设备参数', 'Equipment parameters', '設備參數', 'Thông số thiết bị'),
            'SlidersOutlined',
            'equipment/EquipmentParamListPage',
            P.ems.equipmentParam,
          ),
        ],
      },
    ),
    page(
      'oee',
      t('设备综合效率', 'Equipment OEE', '設備綜合效率', 'Hiệu suất thiết bị tổng thể (OEE)'),
      'DashboardOutlined',
      'equipment/OeePage',
      P.ems.oee,
    ),
  ]),
  dir('check', t('设备点检', 'Spot checks', '設備點檢', 'Kiểm tra thiết bị'), 'CheckSquareOutlined', [
    page(
      'checkProject',
      t('点检项目', 'Check items', '點檢項目', 'Hạng mục kiểm tra'),
      'UnorderedListOutlined',
      'equipment/CheckProjectListPage',
      P.ems.checkProject,
    ),
    page(
      'checkResultTemplate',
      t('点检结果模板', 'Check result templates', '點檢結果範本', 'Mẫu kết quả kiểm tra'),
      'ProfileOutlined',
      'equipment/CheckResultTemplateListPage',
      P.ems.checkResultTemplate,
    ),
    page(
      'checkPlan',
      t('点检计划', 'Check plans', '點檢計畫', 'Kế hoạch kiểm tra'),
      'CalendarOutlined',
      'equipment/CheckPlanListPage',
      P.ems.checkPlan,
    ),
    page(
      'checkRecord',
      t('点检记录', 'Check records', '點檢紀錄', 'Bản ghi kiểm tra'),
      'FileDoneOutlined',
      'equipment/CheckRecordListPage',
      P.ems.checkRecord,
    ),
  ]),
  dir('maintenance', t('设备保养', 'Maintenance', '設備保養', 'Bảo dưỡng thiết bị'), 'SafetyOutlined', [
    page(
      'maintainProject',
      t('保养项目', 'Maintenance items', '保養項目', 'Hạng mục bảo dưỡng'),
      'UnorderedListOutlined',
      'equipment/MaintainProjectListPage',
      P.ems.maintainProject,
    ),
    page(
      'maintainResultTemplate',
      t('保养结果模板', 'Maintenance result templates', '保養結果範本', 'Mẫu kết quả bảo dưỡng'),
      'ProfileOutlined',
      'equipment/MaintainResultTemplateListPage',
      P.ems.maintainResultTemplate,
    ),
    page(
      'maintainPlan',
      t('保养计划', 'Maintenance plans', '保養計畫', 'Kế hoạch bảo dưỡng'),
      'CalendarOutlined',
      'equipment/MaintainPlanListPage',
      P.ems.maintainPlan,
    ),
    page(
      'maintainRecord',
      t('保养记录', 'Maintenance records', '保養紀錄', 'Bản ghi bảo dưỡng'),
      'FileDoneOutlined',
      'equipment/MaintainRecordListPage',
      P.ems.maintainRecord,
    ),
  ]),
  dir('repair', t('设备维修', 'Repairs', '設備維修', 'Sửa chữa thiết bị'), 'ToolOutlined', [
    page(
      'faultDeclaration',
      t('故障申报', 'Fault reports', '故障申報', 'Khai báo sự cố'),
      'ExclamationCircleOutlined',
      'equipment/FaultDeclarationListPage',
      P.ems.faultDeclaration,
    ),
    page(
      'repairRecord',
      t('维修工单', 'Repair orders', '維修工單', 'Phiếu sửa chữa'),
      'ToolOutlined',
      'equipment/RepairRecordListPage',
      P.ems.repairRecord,
    ),
    page(
      'repairAccept',
      t('维修验收', 'Repair acceptance', '維修驗收', 'Nghiệm thu sửa chữa'),
      'CheckCircleOutlined',
      'equipment/RepairAcceptListPage',
      P.ems.repairAccept,
    ),
    page(
      'faultRecord',
      t('故障记录', 'Fault history', '故障紀錄', 'Lịch sử sự cố'),
      'HistoryOutlined',
      'equipment/FaultRecordListPage',
      P.ems.faultRecord,
    ),
  ]),
  dir('vehicle', t('载具管理', 'Carriers', '載具管理', 'Quản lý đồ gá'), 'CarOutlined', [
    page(
      'vehicleType',
      t('载具类型', 'Carrier types', '載具類型', 'Loại đồ gá'),
      'TagsOutlined',
      'equipment/VehicleTypeListPage',
      P.ems.vehicleType,
    ),
    page(
      'vehicle',
      t('载具档案', 'Carrier register', '載具檔案', 'Danh sách đồ gá'),
      'CarOutlined',
      'equipment/VehicleListPage',
      P.ems.vehicle,
    ),
    page(
      'vehicleTypeProduct',
      t('载具类型与产品', 'Carrier types & products', '載具類型與產品', 'Đồ gá và sản phẩm'),
      'LinkOutlined',
      'equipment/VehicleTypeProductListPage',
      P.ems.vehicleTypeProduct,
    ),
  ]),
  dir(
    'sparePart',
    t('备件耗材', 'Spare parts & consumables', '備品耗材', 'Phụ tùng và vật tư tiêu hao'),
    'AppstoreOutlined',
    [
      page(
        'vulnerablePart',
        t('易损件', 'Wear parts', '易損件', 'Phụ tùng hao mòn'),
        'ExperimentOutlined',
        'equipment/VulnerablePartListPage',
        P.ems.vulnerablePart,
      ),
      page(
        'partChange',
        t('更换记录', 'Replacement history', '更換紀錄', 'Lịch sử thay thế'),
        'SwapOutlined',
        'equipment/PartChangeListPage',
        P.ems.partChange,
      ),
    ],
  ),
]);

const monitorMenus = app('monitor', [
  dir('esd', t('静电监控', 'ESD monitoring', '靜電監控', 'Giám sát tĩnh điện'), 'ThunderboltOutlined', [
    page(
      'kanban',
      t('静电看板', 'ESD board', '靜電看板', 'Bảng giám sát tĩnh điện'),
      'FundOutlined',
      'devices/EsdKanbanPage',
      P.esd.kanban,
    ),
    page(
      'collector',
      t('采集器', 'Collectors', '採集器', 'Bộ thu thập'),
      'HddOutlined',
      'devices/CollectorListPage',
      P.esd.collector,
    ),
    page(
      'collectorType',
      t('采集器类型', 'Collector types', '採集器類型', 'Loại bộ thu thập'),
      'TagsOutlined',
      'devices/CollectorTypeListPage',
      P.esd.collectorType,
    ),
    page(
      'alarmRecord',
      t('报警记录', 'Alarm records', '警報紀錄', 'Bản ghi cảnh báo'),
      'AlertOutlined',
      'devices/EsdAlarmRecordListPage',
      P.esd.alarmRecord,
    ),
    page(
      'historyRecord',
      t('历史记录', 'History', '歷史紀錄', 'Lịch sử'),
      'HistoryOutlined',
      'devices/EsdHistoryRecordListPage',
      P.esd.historyRecord,
    ),
  ]),
  dir('environ', t('环境监控', 'Environment monitoring', '環境監控', 'Giám sát môi trường'), 'CloudOutlined', [
    page(
      'device',
      t('温湿度设备', 'Temperature & humidity devices', '溫濕度設備', 'Thiết bị đo nhiệt độ, độ ẩm'),
      'DashboardOutlined',
      'devices/EnvironmentDeviceListPage',
      P.environ.device,
    ),
    page(
      'valueConfig',
      t('阈值配置', 'Limit settings', '閾值設定', 'Cấu hình ngưỡng'),
      'SlidersOutlined',
      'devices/EnvironmentValueConfigPage',
      P.environ.valueConfig,
    ),
    page(
      'alarm',
      t('报警记录', 'Alarms', '警報紀錄', 'Cảnh báo'),
      'AlertOutlined',
      'devices/EnvironmentAlarmListPage',
      P.environ.alarm,
    ),
    page(
      'history',
      t('历史数据', 'History', '歷史資料', 'Dữ liệu lịch sử'),
      'HistoryOutlined',
      'devices/EnvironmentHistoryListPage',
      P.environ.history,
    ),
  ]),
]);

const iotMenus = app('iot', [
  dir('gateway', t('网关管理', 'Gateways', '閘道管理', 'Quản lý cổng kết nối'), 'ClusterOutlined', [
    page(
      'andon',
      t('安灯网关', 'Andon gateways', '安燈閘道', 'Cổng Andon'),
      'GatewayOutlined',
      'devices/AndonGatewayListPage',
      P.gateway.andon,
    ),
    page(
      'esd',
      t('静电网关', 'ESD gateways', '靜電閘道', 'Cổng tĩnh điện'),
      'GatewayOutlined',
      'devices/EsdGatewayListPage',
      P.gateway.esd,
    ),
    page(
      'counter',
      t('计数网关', 'Counter gateways', '計數閘道', 'Cổng đếm sản lượng'),
      'GatewayOutlined',
      'devices/CounterGatewayListPage',
      P.gateway.counter,
    ),
    page(
      'unassigned',
      t('未分配网关', 'Unassigned gateways', '未分配閘道', 'Cổng chưa phân bổ'),
      'QuestionCircleOutlined',
      'devices/UnassignedGatewayListPage',
      P.gateway.unassigned,
    ),
  ]),
  dir('iot', t('物联网', 'IoT', '物聯網', 'Internet vạn vật'), 'ApiOutlined', [
    page(
      'device',
      t('物联设备', 'Devices', '物聯設備', 'Thiết bị IoT'),
      'HddOutlined',
      'devices/DeviceListPage',
      P.iot.device,
    ),
    page(
      'driver',
      t('驱动管理', 'Drivers', '驅動程式管理', 'Trình điều khiển'),
      'CodeOutlined',
      'devices/DriverListPage',
      P.iot.driver,
    ),
    page(
      'data',
      t('设备数据', 'Device data', '設備資料', 'Dữ liệu thiết bị'),
      'DatabaseOutlined',
      'devices/DataListPage',
      P.iot.data,
    ),
    page(
      'rule',
      t('规则引擎', 'Rules', '規則引擎', 'Quy tắc xử lý'),
      'ThunderboltOutlined',
      'devices/RuleListPage',
      P.iot.rule,
    ),
  ]),
]);

const kanbanMenus = app('kanban', [
  dir('dashboard', t('监控大屏', 'Dashboards', '監控大螢幕', 'Màn hình giám sát'), 'DashboardOutlined', [
    page(
      'monitor',
      t('生产监控大屏', 'Monitoring dashboard', '生產監控大螢幕', 'Màn hình giám sát sản xuất'),
      'FundProjectionScreenOutlined',
      'boards/MonitorDashboardPage',
      P.dashboard.monitor,
    ),
  ]),
  dir('kanban', t('看板管理', 'Kanban', '看板管理', 'Quản lý Kanban'), 'ProjectOutlined', [
    page(
      'board',
      t('看板配置', 'Kanban boards', '看板設定', 'Cấu hình bảng Kanban'),
      'LayoutOutlined',
      'boards/BoardListPage',
      P.kanban.board,
    ),
    page(
      'webKanban',
      t('Web 看板', 'Web kanban', 'Web 看板', 'Kanban trên web'),
      'GlobalOutlined',
      'boards/WebKanbanListPage',
      P.kanban.webKanban,
    ),
  ]),
]);

const officeMenus = app('office', [
  dir('office', t('审批与印章', 'Approvals & seals', '簽核與印章', 'Phê duyệt và con dấu'), 'AuditOutlined', [
    page(
      'auditFlow',
      t('审批流程', 'Approval flows', '簽核流程', 'Quy trình phê duyệt'),
      'ApartmentOutlined',
      'office/AuditFlowListPage',
      P.office.auditFlow,
    ),
    page(
      'seal',
      t('电子印章', 'Electronic seals', '電子印章', 'Con dấu điện tử'),
      'SafetyCertificateOutlined',
      'office/SealListPage',
      P.office.seal,
    ),
  ]),
]);

/** The menu tree of every app, in the order of APP_CATALOG. */
export const MENU_CATALOG: readonly AppMenus[] = [
  platformMenus,
  systemMenus,
  mesMenus,
  esopMenus,
  andonMenus,
  emsMenus,
  monitorMenus,
  iotMenus,
  kanbanMenus,
  officeMenus,
];

/** One catalog node with what a seeder or a route builder needs beside it. */
export interface FlatMenuSeed {
  app: string;
  /** The parent's key, null at the top of an app. */
  parentKey: string | null;
  /** The joined absolute path (directories and menus). */
  fullPath?: string;
  /** 0 at the top of an app. */
  depth: number;
  /** Position among its siblings, from 1. */
  sort: number;
  seed: MenuSeed;
}

/** Walks the catalog depth-first, parents before children. */
export function flattenMenuCatalog(catalog: readonly AppMenus[] = MENU_CATALOG): FlatMenuSeed[] {
  const out: FlatMenuSeed[] = [];
  const walk = (
    app: string,
    nodes: readonly MenuSeed[],
    parentKey: string | null,
    parentPath: string | null,
    depth: number,
  ) => {
    nodes.forEach((seed, index) => {
      const fullPath = seed.path === undefined ? undefined : joinPath(parentPath, seed.path);
      out.push(
        fullPath === undefined
          ? { app, parentKey, depth, sort: index + 1, seed }
          : { app, parentKey, fullPath, depth, sort: index + 1, seed },
      );
      if (seed.children) walk(app, seed.children, seed.key, fullPath ?? parentPath, depth + 1);
    });
  };
  for (const { app, menus } of catalog) walk(app, menus, null, null, 0);
  return out;
}
