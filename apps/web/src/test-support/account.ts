import { type AccountInfo, AdminType, ALL_PERMISSION_CODES } from '@takt/contracts';

/** The signed-in account of web tests (no DOM needed: pure tests use it too). */

/** A signed-in super administrator of enterprise 2 (every check passes). */
export function testAccount(overrides: Partial<AccountInfo> = {}): AccountInfo {
  return {
    id: '1',
    account: 'tester',
    name: 'Tester',
    nickname: null,
    avatar: null,
    signature: null,
    adminType: AdminType.SUPER_ADMIN,
    phone: null,
    email: null,
    gender: null,
    birthday: null,
    organization: null,
    roles: [],
    language: 'en-US',
    permissions: [],
    allPermissions: [...ALL_PERMISSION_CODES],
    apps: [],
    menus: [],
    tenantId: '2',
    tenantName: 'Test enterprise',
    tenantCode: 'test',
    isPermanent: true,
    deadline: null,
    employeeInfo: { jobNumber: null },
    enterpriseTimeZone: 'Asia/Shanghai',
    timeZone: 'Asia/Shanghai',
    ...overrides,
  };
}
