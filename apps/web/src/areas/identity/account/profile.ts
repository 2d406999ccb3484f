import { type AccountInfo, Gender } from '@takt/contracts';

/**
 * The personal details the account pages show, from `get_account_info` (spec 000 §3 "User
 * info" and "User"). A blank text is "not set"; nothing is guessed.
 */
export { Gender };

export interface Profile {
  name: string;
  nickname: string | null;
  phone: string | null;
  email: string | null;
  gender: Gender | null;
  birthday: string | null;
  jobNumber: string | null;
  organization: { id: string; name: string } | null;
  roles: string[];
}

function text(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function genderOf(value: number | null): Gender | null {
  return value === Gender.MALE || value === Gender.FEMALE || value === Gender.UNKNOWN ? value : null;
}

export function profileOf(account: AccountInfo): Profile {
  return {
    name: account.name,
    nickname: text(account.nickname),
    phone: text(account.phone),
    email: text(account.email),
    gender: genderOf(account.gender),
    birthday: account.birthday && /^\d{4}-\d{2}-\d{2}$/.test(account.birthday) ? account.birthday : null,
    jobNumber: text(account.employeeInfo.jobNumber),
    organization: account.organization && text(account.organization.name) ? account.organization : null,
    roles: account.roles,
  };
}
