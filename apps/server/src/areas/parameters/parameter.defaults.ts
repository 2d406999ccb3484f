import {
  ESD_INTERLOCK_PARAMETER,
  type Language,
  LOG_RETENTION,
  PARAM_CATEGORY_SYSTEM,
  SystemParamCodes,
} from '@takt/contracts';
import type { Tx } from '../../platform/db/database.js';
import { systemParameters } from './parameter.table.js';

/**
 * The password new users get and "reset password" sets until an administrator changes the
 * `sys.user.defaultPassword` parameter (6–12 characters, like every login password).
 */
export const DEFAULT_USER_PASSWORD = 'Takt@123';

/** The enterprise time zone shift times are read in until `mes.timezone` is changed. */
export const DEFAULT_MES_TIMEZONE = 'Asia/Shanghai';

interface DefaultParameter {
  code: string;
  names: Record<Language, string>;
  value: string;
  remarks: Record<Language, string>;
  sort: number;
}

const DEFAULT_PARAMETERS: readonly DefaultParameter[] = [
  {
    code: SystemParamCodes.USER_DEFAULT_PASSWORD,
    names: {
      'zh-CN': '用户默认密码',
      'en-US': 'Default user password',
      'zh-TW': '使用者預設密碼',
      'vi-VN': 'Mật khẩu mặc định của người dùng',
    },
    value: DEFAULT_USER_PASSWORD,
    remarks: {
      'zh-CN': '新增用户未填密码及重置密码时使用，6 到 12 个字符',
      'en-US': 'Given to new users without a password and set by password reset; 6 to 12 characters',
      'zh-TW': '新增使用者未填密碼及重設密碼時使用，6 到 12 個字元',
      'vi-VN': 'Dùng cho người dùng mới không nhập mật khẩu và khi đặt lại mật khẩu; 6 đến 12 ký tự',
    },
    sort: 1,
  },
  {
    code: SystemParamCodes.MES_TIMEZONE,
    names: {
      'zh-CN': '企业时区',
      'en-US': 'Enterprise time zone',
      'zh-TW': '企業時區',
      'vi-VN': 'Múi giờ của doanh nghiệp',
    },
    value: DEFAULT_MES_TIMEZONE,
    remarks: {
      'zh-CN': 'IANA 时区名（如 Asia/Shanghai），班次时间按此时区计算',
      'en-US': 'IANA time zone name (e.g. Asia/Shanghai); shift times are read in this zone',
      'zh-TW': 'IANA 時區名（如 Asia/Shanghai），班別時間按此時區計算',
      'vi-VN': 'Tên múi giờ IANA (ví dụ Asia/Shanghai); giờ ca làm việc tính theo múi giờ này',
    },
    sort: 2,
  },
  {
    code: ESD_INTERLOCK_PARAMETER,
    names: {
      'zh-CN': '静电扫描联锁',
      'en-US': 'ESD scan interlock',
      'zh-TW': '靜電掃描聯鎖',
      'vi-VN': 'Khóa quét theo ESD',
    },
    value: 'false',
    remarks: {
      'zh-CN': 'true：工位静电异常、断开或离线时拒绝其扫描',
      'en-US': "true: a workstation's scans are refused while its ESD state is bad or offline",
      'zh-TW': 'true：工位靜電異常、斷開或離線時拒絕其掃描',
      'vi-VN': 'true: từ chối quét tại trạm khi ESD bất thường, bị ngắt hoặc ngoại tuyến',
    },
    sort: 3,
  },
];

/** The platform's own parameters, which hold for every enterprise: how many days each log keeps. */
const PLATFORM_PARAMETERS: readonly DefaultParameter[] = [
  {
    code: LOG_RETENTION.operation.code,
    names: {
      'zh-CN': '操作日志保留天数',
      'en-US': 'Operation log retention (days)',
      'zh-TW': '操作日誌保留天數',
      'vi-VN': 'Số ngày lưu nhật ký thao tác',
    },
    value: String(LOG_RETENTION.operation.defaultDays),
    remarks: retentionRemarks(LOG_RETENTION.operation.max),
    sort: 11,
  },
  {
    code: LOG_RETENTION.exception.code,
    names: {
      'zh-CN': '异常日志保留天数',
      'en-US': 'Exception log retention (days)',
      'zh-TW': '例外日誌保留天數',
      'vi-VN': 'Số ngày lưu nhật ký ngoại lệ',
    },
    value: String(LOG_RETENTION.exception.defaultDays),
    remarks: retentionRemarks(LOG_RETENTION.exception.max),
    sort: 12,
  },
  {
    code: LOG_RETENTION.visit.code,
    names: {
      'zh-CN': '访问日志保留天数',
      'en-US': 'Visit log retention (days)',
      'zh-TW': '存取日誌保留天數',
      'vi-VN': 'Số ngày lưu nhật ký truy cập',
    },
    value: String(LOG_RETENTION.visit.defaultDays),
    remarks: retentionRemarks(LOG_RETENTION.visit.max),
    sort: 13,
  },
];

function retentionRemarks(max: number): Record<Language, string> {
  return {
    'zh-CN': `所有企业的日志按此天数保留，每天清理更早的记录；1 到 ${max} 天`,
    'en-US': `Every enterprise's rows are kept this many days; older ones are purged daily. 1 to ${max} days`,
    'zh-TW': `所有企業的日誌按此天數保留，每天清理更早的記錄；1 到 ${max} 天`,
    'vi-VN': `Nhật ký của mọi doanh nghiệp được giữ số ngày này; bản ghi cũ hơn bị xóa hằng ngày. 1 đến ${max} ngày`,
  };
}

/**
 * An enterprise's system parameters, named in its default language (the platform tenant also
 * gets the platform's own). Idempotent: existing codes
 * are left as they are, so it may run again for an enterprise that has some of them.
 */
export async function seedDefaultParameters(
  tx: Tx,
  tenantId: string,
  language: Language,
  isPlatform = false,
): Promise<void> {
  await tx
    .insert(systemParameters)
    .values(
      [...DEFAULT_PARAMETERS, ...(isPlatform ? PLATFORM_PARAMETERS : [])].map((p) => ({
        tenantId,
        name: p.names[language],
        code: p.code,
        isSystem: true,
        category: PARAM_CATEGORY_SYSTEM,
        value: p.value,
        remark: p.remarks[language],
        sort: p.sort,
      })),
    )
    .onConflictDoNothing();
}
