import type { Language } from '../common/languages.js';

/**
 * The apps of the product (spec 000 §3 "App: name, code, sort, default flag"). The header's app
 * switcher lists the apps a user may use; each app owns one menu tree in `MENU_CATALOG`.
 * `platformOnly` apps belong to the platform tenant (super administrator) and are never granted
 * to an enterprise; exactly one app is the default an enterprise user lands in.
 */
export interface AppSeed {
  code: string;
  title: Record<Language, string>;
  icon: string;
  sort: number;
  isDefault: boolean;
  platformOnly: boolean;
}

export const APP_CATALOG: readonly AppSeed[] = [
  {
    code: 'platform',
    title: {
      'zh-CN': '平台管理',
      'en-US': 'Platform administration',
      'zh-TW': '平台管理',
      'vi-VN': 'Quản trị nền tảng',
    },
    icon: 'CloudServerOutlined',
    sort: 10,
    isDefault: false,
    platformOnly: true,
  },
  {
    code: 'system',
    title: { 'zh-CN': '系统设置', 'en-US': 'System settings', 'zh-TW': '系統設定', 'vi-VN': 'Cài đặt hệ thống' },
    icon: 'SettingOutlined',
    sort: 20,
    isDefault: true,
    platformOnly: false,
  },
  {
    code: 'mes',
    title: { 'zh-CN': '生产制造', 'en-US': 'Manufacturing', 'zh-TW': '生產製造', 'vi-VN': 'Sản xuất' },
    icon: 'BuildOutlined',
    sort: 30,
    isDefault: false,
    platformOnly: false,
  },
  {
    code: 'esop',
    title: {
      'zh-CN': '作业指导',
      'en-US': 'Work instructions',
      'zh-TW': '作業指導',
      'vi-VN': 'Hướng dẫn công việc',
    },
    icon: 'FileTextOutlined',
    sort: 40,
    isDefault: false,
    platformOnly: false,
  },
  {
    code: 'andon',
    title: { 'zh-CN': '安灯管理', 'en-US': 'Andon', 'zh-TW': '安燈管理', 'vi-VN': 'Quản lý Andon' },
    icon: 'AlertOutlined',
    sort: 50,
    isDefault: false,
    platformOnly: false,
  },
  {
    code: 'ems',
    title: { 'zh-CN': '设备管理', 'en-US': 'Equipment', 'zh-TW': '設備管理', 'vi-VN': 'Quản lý thiết bị' },
    icon: 'ToolOutlined',
    sort: 60,
    isDefault: false,
    platformOnly: false,
  },
  {
    code: 'monitor',
    title: {
      'zh-CN': '静电与环境监控',
      'en-US': 'ESD & environment',
      'zh-TW': '靜電與環境監控',
      'vi-VN': 'Giám sát tĩnh điện và môi trường',
    },
    icon: 'ThunderboltOutlined',
    sort: 70,
    isDefault: false,
    platformOnly: false,
  },
  {
    code: 'iot',
    title: { 'zh-CN': '物联网', 'en-US': 'IoT & gateways', 'zh-TW': '物聯網', 'vi-VN': 'IoT và cổng kết nối' },
    icon: 'ApiOutlined',
    sort: 80,
    isDefault: false,
    platformOnly: false,
  },
  {
    code: 'kanban',
    title: {
      'zh-CN': '看板中心',
      'en-US': 'Boards & dashboards',
      'zh-TW': '看板中心',
      'vi-VN': 'Bảng Kanban và bảng điều khiển',
    },
    icon: 'FundProjectionScreenOutlined',
    sort: 90,
    isDefault: false,
    platformOnly: false,
  },
  {
    code: 'office',
    title: { 'zh-CN': '协同办公', 'en-US': 'Office', 'zh-TW': '協同辦公', 'vi-VN': 'Văn phòng điện tử' },
    icon: 'AuditOutlined',
    sort: 100,
    isDefault: false,
    platformOnly: false,
  },
];
