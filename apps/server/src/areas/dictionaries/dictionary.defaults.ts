import { type DictColor, DictTypeCodes, Gender, type Language, UserState } from '@takt/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { DataScope } from '../access/access.table.js';
import { OrgType } from '../organisations/organisation.table.js';
import { dictionaryTypes, dictionaryValues } from './dictionary.table.js';

type Titles = Record<Language, string>;
/** Titles in the order zh-CN, en-US, zh-TW, vi-VN; the English one is also the base name. */
const t = (zhCN: string, enUS: string, zhTW: string, viVN: string): Titles => ({
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-TW': zhTW,
  'vi-VN': viVN,
});

interface DefaultValue {
  code: string | number;
  titles: Titles;
  color?: DictColor;
}
interface DefaultType {
  code: string;
  titles: Titles;
  values: DefaultValue[];
}

/**
 * The dictionaries every enterprise starts with. Value codes are the values stored in records
 * (e.g. a user's gender 1, 2, 3), so a page turns a stored value into its label by looking it up.
 */
export const DEFAULT_DICTIONARIES: readonly DefaultType[] = [
  {
    code: DictTypeCodes.GENDER,
    titles: t('性别', 'Gender', '性別', 'Giới tính'),
    values: [
      { code: Gender.MALE, titles: t('男', 'Male', '男', 'Nam'), color: 'blue' },
      { code: Gender.FEMALE, titles: t('女', 'Female', '女', 'Nữ'), color: 'magenta' },
      { code: Gender.UNKNOWN, titles: t('未知', 'Unknown', '未知', 'Không rõ'), color: 'default' },
    ],
  },
  {
    code: DictTypeCodes.USER_STATUS,
    titles: t('用户状态', 'User status', '使用者狀態', 'Trạng thái người dùng'),
    values: [
      { code: UserState.NORMAL, titles: t('正常', 'Normal', '正常', 'Bình thường'), color: 'success' },
      { code: UserState.DISABLED, titles: t('停用', 'Disabled', '停用', 'Vô hiệu hóa'), color: 'error' },
    ],
  },
  {
    code: DictTypeCodes.COMMON_STATUS,
    titles: t('通用状态', 'Common status', '通用狀態', 'Trạng thái chung'),
    values: [
      { code: 0, titles: t('启用', 'Enabled', '啟用', 'Đang bật'), color: 'success' },
      { code: 1, titles: t('停用', 'Disabled', '停用', 'Đã tắt'), color: 'default' },
    ],
  },
  {
    code: DictTypeCodes.ORG_TYPE,
    titles: t('组织类型', 'Organisation type', '組織類型', 'Loại tổ chức'),
    values: [
      { code: OrgType.FACTORY, titles: t('工厂', 'Factory', '工廠', 'Nhà máy'), color: 'purple' },
      { code: OrgType.DEPARTMENT, titles: t('部门', 'Department', '部門', 'Phòng ban'), color: 'blue' },
      { code: OrgType.WORKSHOP, titles: t('车间', 'Workshop', '車間', 'Xưởng'), color: 'cyan' },
      { code: OrgType.LINE, titles: t('产线', 'Production line', '產線', 'Dây chuyền'), color: 'green' },
      { code: OrgType.WORKSTATION, titles: t('工位', 'Workstation', '工位', 'Trạm làm việc'), color: 'orange' },
    ],
  },
  {
    code: DictTypeCodes.DATA_SCOPE,
    titles: t('数据范围', 'Data scope', '資料範圍', 'Phạm vi dữ liệu'),
    values: [
      { code: DataScope.ALL, titles: t('全部数据', 'All data', '全部資料', 'Tất cả dữ liệu') },
      {
        code: DataScope.DEPT_AND_BELOW,
        titles: t('本部门及以下', 'Own department and below', '本部門及以下', 'Phòng ban mình và cấp dưới'),
      },
      { code: DataScope.DEPT, titles: t('本部门', 'Own department', '本部門', 'Phòng ban mình') },
      { code: DataScope.SELF, titles: t('仅本人', 'Own data only', '僅本人', 'Chỉ dữ liệu của mình') },
      { code: DataScope.CUSTOM, titles: t('自定义', 'Custom', '自訂', 'Tùy chỉnh') },
    ],
  },
  {
    code: DictTypeCodes.YES_NO,
    titles: t('是否', 'Yes / no', '是否', 'Có / không'),
    values: [
      { code: 'true', titles: t('是', 'Yes', '是', 'Có'), color: 'success' },
      { code: 'false', titles: t('否', 'No', '否', 'Không'), color: 'default' },
    ],
  },
  {
    code: DictTypeCodes.WORK_ORDER_TYPE,
    titles: t('工单类型', 'Work order type', '工單類型', 'Loại lệnh sản xuất'),
    values: [
      { code: 'normal', titles: t('正常', 'Normal', '正常', 'Bình thường'), color: 'blue' },
      { code: 'urgent', titles: t('紧急', 'Urgent', '緊急', 'Khẩn cấp'), color: 'red' },
      { code: 'rework', titles: t('返工', 'Rework', '返工', 'Làm lại'), color: 'orange' },
    ],
  },
];

/**
 * An enterprise's default dictionaries (types and values, marked default so they cannot be
 * deleted). Idempotent: what exists already (by code) is left alone.
 */
export async function seedDefaultDictionaries(tx: Tx, tenantId: string): Promise<void> {
  await tx
    .insert(dictionaryTypes)
    .values(
      DEFAULT_DICTIONARIES.map((type, index) => ({
        tenantId,
        name: type.titles['en-US'],
        titles: type.titles,
        code: type.code,
        sort: index + 1,
        isDefault: true,
      })),
    )
    .onConflictDoNothing();
  const types = await tx
    .select({ id: dictionaryTypes.id, code: dictionaryTypes.code })
    .from(dictionaryTypes)
    .where(
      and(
        eq(dictionaryTypes.tenantId, tenantId),
        inArray(
          dictionaryTypes.code,
          DEFAULT_DICTIONARIES.map((type) => type.code),
        ),
      ),
    );
  const idOf = new Map(types.map((type) => [type.code, type.id]));
  const values = DEFAULT_DICTIONARIES.flatMap((type) =>
    type.values.map((value, index) => ({
      tenantId,
      typeId: idOf.get(type.code)!,
      name: value.titles['en-US'],
      titles: value.titles,
      code: String(value.code),
      sort: index + 1,
      color: value.color ?? null,
      isDefault: true,
    })),
  );
  await tx.insert(dictionaryValues).values(values).onConflictDoNothing();
}
