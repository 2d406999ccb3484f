import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** The quality catalogue: defect types, bad phenomena, causes, responsible units, solutions: server texts (keys `quality.<text>`). */
export const qualityMessages = defineAreaMessages({
  'en-US': {
    'quality.unknownCode': 'No {kind} has the code {code}',
    'quality.organisationMissing': 'organisationId: no organisation with id {id} exists in this enterprise',
    'quality.sheet.badPhenomena': 'Bad phenomena',
    'quality.col.code': 'Code',
    'quality.col.name': 'Name',
    'quality.col.defectType': 'Defect type',
    'quality.col.commonlyUsed': 'Commonly used',
    'quality.col.causes': 'Usual causes',
    'quality.col.solutions': 'Usual solutions',
    'quality.col.remark': 'Remark',
    'quality.col.yes': 'Yes',
    'quality.col.no': 'No',
  },
  'zh-CN': {
    'quality.unknownCode': '不存在编码为 {code} 的{kind}',
    'quality.organisationMissing': 'organisationId：本企业不存在 id 为 {id} 的组织',
    'quality.sheet.badPhenomena': '不良现象',
    'quality.col.code': '编码',
    'quality.col.name': '名称',
    'quality.col.defectType': '缺陷类型',
    'quality.col.commonlyUsed': '常用',
    'quality.col.causes': '常见原因',
    'quality.col.solutions': '常用解决方案',
    'quality.col.remark': '备注',
    'quality.col.yes': '是',
    'quality.col.no': '否',
  },
  'zh-TW': {
    'quality.unknownCode': '不存在編碼為 {code} 的{kind}',
    'quality.organisationMissing': 'organisationId：本企業不存在 id 為 {id} 的組織',
    'quality.sheet.badPhenomena': '不良現象',
    'quality.col.code': '編碼',
    'quality.col.name': '名稱',
    'quality.col.defectType': '缺陷類型',
    'quality.col.commonlyUsed': '常用',
    'quality.col.causes': '常見原因',
    'quality.col.solutions': '常用解決方案',
    'quality.col.remark': '備註',
    'quality.col.yes': '是',
    'quality.col.no': '否',
  },
  'vi-VN': {
    'quality.unknownCode': 'Không có {kind} nào có mã {code}',
    'quality.organisationMissing': 'organisationId: không có tổ chức nào có id {id} trong doanh nghiệp này',
    'quality.sheet.badPhenomena': 'Hiện tượng lỗi',
    'quality.col.code': 'Mã',
    'quality.col.name': 'Tên',
    'quality.col.defectType': 'Loại lỗi',
    'quality.col.commonlyUsed': 'Thường dùng',
    'quality.col.causes': 'Nguyên nhân thường gặp',
    'quality.col.solutions': 'Biện pháp thường dùng',
    'quality.col.remark': 'Ghi chú',
    'quality.col.yes': 'Có',
    'quality.col.no': 'Không',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof qualityMessages)['en-US'], true> {}
}
