import { type Language, PARAM_CATEGORY_SYSTEM, SystemParamCodes } from '@takt/contracts';
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
];

/**
 * An enterprise's system parameters, named in its default language. Idempotent: existing codes
 * are left as they are, so it may run again for an enterprise that has some of them.
 */
export async function seedDefaultParameters(tx: Tx, tenantId: string, language: Language): Promise<void> {
  await tx
    .insert(systemParameters)
    .values(
      DEFAULT_PARAMETERS.map((p) => ({
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
