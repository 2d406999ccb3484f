import type { AccountInfo } from '@takt/contracts';

/**
 * The personal details the account pages show. `get_account_info` (spec 000 §3 "User info")
 * carries name, nickname, phone, job number and the enterprise; e-mail, gender, birthday and
 * the organisation are user fields (spec 000 §3 "User") the call may add later: they are read
 * when present and shown as not set otherwise, never guessed.
 */
export const Gender = { MALE: 1, FEMALE: 2, UNKNOWN: 3 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export interface OrganizationInfo {
  name: string;
  code: string | null;
  /** 1 factory, 2 department, 3 workshop, 4 line, 5 workstation. */
  type: number | null;
}

export interface Profile {
  name: string;
  nickname: string | null;
  phone: string | null;
  email: string | null;
  gender: Gender | null;
  birthday: string | null;
  jobNumber: string | null;
  organization: OrganizationInfo | null;
  /** Present only when the account call lists the user's roles. */
  roleCount: number | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function genderOf(value: unknown): Gender | null {
  if (value === Gender.MALE || value === 'male' || value === '1') return Gender.MALE;
  if (value === Gender.FEMALE || value === 'female' || value === '2') return Gender.FEMALE;
  if (value === Gender.UNKNOWN || value === 'unknown' || value === '3') return Gender.UNKNOWN;
  return null;
}

function organizationOf(extra: Record<string, unknown>): OrganizationInfo | null {
  const nested = extra.organization ?? extra.org;
  if (typeof nested === 'object' && nested !== null) {
    const org = nested as Record<string, unknown>;
    const name = text(org.name);
    if (name) return { name, code: text(org.code), type: typeof org.type === 'number' ? org.type : null };
  }
  const name = text(extra.orgName);
  return name
    ? { name, code: text(extra.orgCode), type: typeof extra.orgType === 'number' ? extra.orgType : null }
    : null;
}

export function profileOf(account: AccountInfo): Profile {
  const extra = account as unknown as Record<string, unknown>;
  const roles = extra.roles ?? extra.roleIds;
  return {
    name: account.name,
    nickname: text(account.nickname),
    phone: text(account.phone),
    email: text(extra.email),
    gender: genderOf(extra.gender),
    birthday:
      typeof extra.birthday === 'string' && /^\d{4}-\d{2}-\d{2}/.test(extra.birthday)
        ? extra.birthday.slice(0, 10)
        : null,
    jobNumber: text(account.employeeInfo.jobNumber),
    organization: organizationOf(extra),
    roleCount: Array.isArray(roles) ? roles.length : null,
  };
}
