import type { Messages } from '../en-US';
import { access } from './access';
import { andonConfig } from './andon-config';
import { andonFloor } from './andon-floor';
import { andonRecords } from './andon-records';
import { andonTriggers } from './andon-triggers';
import { barcodes } from './barcodes';
import { bom } from './bom';
import { crud } from './crud';
import { dictionaries } from './dictionaries';
import { environ } from './environ';
import { equipment } from './equipment';
import { esd } from './esd';
import { esdFloor } from './esd-floor';
import { factory } from './factory';
import { files } from './files';
import { gateways } from './gateways';
import { identity } from './identity';
import { iot } from './iot';
import { iotRules } from './iot-rules';
import { labels } from './labels';
import { licences } from './licences';
import { logs } from './logs';
import { materials } from './materials';
import { messages } from './messages';
import { monitoring } from './monitoring';
import { notices } from './notices';
import { operationLog } from './operation-log';
import { organisations } from './organisations';
import { pageSettings } from './page-settings';
import { preferences } from './preferences';
import { processes } from './processes';
import { push } from './push';
import { quality } from './quality';
import { registration } from './registration';
import { reports } from './reports';
import { scheduler } from './scheduler';
import { shell } from './shell';
import { shifts } from './shifts';
import { software } from './software';
import { stations } from './stations';
import { storage } from './storage';
import { tenants } from './tenants';
import { trace } from './trace';
import { workOrders } from './work-orders';

const viVN: Messages = {
  shell,
  crud,
  tenants,
  licences,
  identity,
  messages,
  notices,
  dictionaries,
  registration,
  preferences,
  access,
  organisations,
  factory,
  shifts,
  processes,
  push,
  materials,
  quality,
  equipment,
  gateways,
  esdFloor,
  andonFloor,
  andonRecords,
  esd,
  iot,
  iotRules,
  andonConfig,
  andonTriggers,
  environ,
  software,
  reports,
  scheduler,
  barcodes,
  bom,
  labels,
  stations,
  trace,
  workOrders,
  files,
  storage,
  operationLog,
  logs,
  monitoring,
  pageSettings,
  app: {
    tagline: 'Hệ thống điều hành sản xuất',
    loading: 'Đang tải…',
    chunkError: 'Không thể tải trang này. Có thể bảng điều khiển vừa được cập nhật.',
    reload: 'Tải lại',
    goHome: 'Về trang chủ',
  },
  route: {
    login: 'Đăng nhập',
    welcome: 'Chào mừng',
  },
  common: {
    language: 'Ngôn ngữ',
    retry: 'Thử lại',
    signOut: 'Đăng xuất',
    notSet: 'Chưa thiết lập',
    duration: { d: '{{value}} ngày', h: '{{value}} giờ', min: '{{value}} phút', s: '{{value}} giây' },
  },
  request: {
    networkError: 'Mất kết nối mạng, vui lòng kiểm tra',
    timeout: 'Máy chủ không phản hồi trong vòng 30 giây',
    forbidden: 'Không có quyền truy cập (403)',
    unauthorized: 'Chưa được xác thực',
    loginAgain: 'Cần đăng nhập lại',
    serverError: 'Máy chủ gặp lỗi nội bộ',
    proxyError: 'Máy chủ chưa khởi động hoặc lỗi proxy',
    requestError: 'Yêu cầu bị lỗi, vui lòng thử lại sau',
    requestId: '(mã yêu cầu: {{id}})',
  },
  auth: {
    login: {
      heading: 'Đăng nhập vào không gian làm việc',
      account: 'Tài khoản',
      accountPlaceholder: 'Tài khoản',
      accountRequired: 'Vui lòng nhập tài khoản',
      password: 'Mật khẩu',
      passwordPlaceholder: 'Mật khẩu ({{min}}–{{max}} ký tự)',
      passwordRequired: 'Vui lòng nhập mật khẩu',
      passwordLength: 'Mật khẩu phải có từ {{min}} đến {{max}} ký tự',
      submit: 'Đăng nhập',
      failed: 'Đăng nhập không thành công',
    },
    footer: {
      copyright: 'Bản quyền © {{year}} Takt. Bảo lưu mọi quyền.',
      version: 'Phiên bản {{version}}',
      filing: 'Số đăng ký: {{number}}',
    },
  },
  welcome: {
    greeting: {
      morning: 'Chào buổi sáng',
      forenoon: 'Chào buổi sáng',
      noon: 'Chào buổi trưa',
      afternoon: 'Chào buổi chiều',
      evening: 'Chào buổi tối',
    },
    greetingLine: '{{greeting}}, {{name}}',
    intro: 'Chào mừng bạn đến với Takt MES. Dưới đây là tình hình hôm nay trên các chuyền của bạn.',
    introAccount: 'Chào mừng bạn đến với Takt MES. Dưới đây là tổng quan tài khoản của bạn.',
    profile: 'Thông tin tài khoản',
    account: 'Tài khoản',
    tenant: 'Doanh nghiệp',
    tenantCode: 'Mã doanh nghiệp',
    adminType: 'Loại người dùng',
    adminTypes: {
      superAdmin: 'Quản trị viên cấp cao',
      enterpriseAdmin: 'Quản trị viên doanh nghiệp',
      user: 'Người dùng',
      unknown: 'Không xác định ({{value}})',
    },
    jobNumber: 'Mã nhân viên',
    phone: 'Số điện thoại',
    subscription: 'Gói thuê bao',
    permanent: 'Vĩnh viễn',
    until: 'Đến ngày {{date}}',
    daysLeft: 'Còn lại {{count}} ngày',
    expired: 'Đã hết hạn ngày {{date}}',
    expiringSoon: 'Gói thuê bao của bạn hết hạn vào ngày {{date}}, còn lại {{count}} ngày. Vui lòng gia hạn kịp thời.',
    today: {
      title: 'Hôm nay trên các chuyền của bạn',
      titleOn: 'Hôm nay trên các chuyền của bạn · {{date}}',
      loadFailed: 'Không tải được số liệu hôm nay',
      nothing: 'Hôm nay các chuyền của bạn chưa có sản lượng và không có lệnh sản xuất đang mở',
      good: 'Sản lượng đạt hôm nay',
      openOrders: 'Lệnh sản xuất đang mở',
      lines: 'Chuyền',
      line: 'Chuyền',
      lineGood: 'Đạt hôm nay',
      lineOpen: 'Lệnh đang mở',
      orders: 'Lệnh sản xuất đang mở',
      allOrders: 'Tất cả lệnh sản xuất',
      noOrders: 'Không có lệnh sản xuất đang mở',
    },
    monthBar: {
      title: 'Sản lượng theo tháng',
      subtitle: '12 tháng gần nhất trên các chuyền của bạn',
      good: 'Sản lượng đạt',
      defects: 'Lỗi',
      loadFailed: 'Không tải được số liệu theo tháng',
      empty: 'Không có sản lượng trong 12 tháng gần nhất',
    },
    apps: 'Ứng dụng của bạn',
    appActive: 'Đang dùng',
    noApps: 'Bạn chưa được cấp ứng dụng nào',
    loadFailed: 'Không thể tải thông tin tài khoản của bạn',
  },
};

export default viVN;
