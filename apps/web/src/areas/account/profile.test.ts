import type { AccountInfo } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { Gender, profileOf } from './profile';

const base: AccountInfo = {
  id: '7',
  account: 'li.lei',
  name: 'Li Lei',
  nickname: null,
  avatar: null,
  adminType: 3,
  phone: '13812345678',
  language: 'en-US',
  permissions: [],
  allPermissions: [],
  apps: [],
  menus: [],
  tenantId: '2',
  tenantName: 'Demo Factory',
  tenantCode: 'demo',
  isPermanent: true,
  deadline: null,
  employeeInfo: { jobNumber: 'E001' },
};

describe('profileOf', () => {
  it('reads what the account call has and leaves the rest unset', () => {
    expect(profileOf(base)).toEqual({
      name: 'Li Lei',
      nickname: null,
      phone: '13812345678',
      email: null,
      gender: null,
      birthday: null,
      jobNumber: 'E001',
      organization: null,
      roleCount: null,
    });
  });

  it('reads the user fields when the call carries them', () => {
    const extended = {
      ...base,
      nickname: 'Lei',
      email: 'li.lei@example.com',
      gender: 2,
      birthday: '1990-05-01',
      organization: { name: 'Line 1', code: 'L1', type: 4 },
      roles: [{ id: '1' }, { id: '2' }],
    } as AccountInfo;
    const profile = profileOf(extended);
    expect(profile.nickname).toBe('Lei');
    expect(profile.email).toBe('li.lei@example.com');
    expect(profile.gender).toBe(Gender.FEMALE);
    expect(profile.birthday).toBe('1990-05-01');
    expect(profile.organization).toEqual({ name: 'Line 1', code: 'L1', type: 4 });
    expect(profile.roleCount).toBe(2);
  });

  it('accepts flat organisation fields and textual genders', () => {
    const flat = { ...base, orgName: 'Workshop A', gender: 'male' } as unknown as AccountInfo;
    expect(profileOf(flat).organization).toEqual({ name: 'Workshop A', code: null, type: null });
    expect(profileOf(flat).gender).toBe(Gender.MALE);
  });

  it('treats blanks and odd values as not set', () => {
    const odd = { ...base, nickname: '  ', email: '', gender: 9, birthday: 'soon' } as unknown as AccountInfo;
    const profile = profileOf(odd);
    expect(profile.nickname).toBeNull();
    expect(profile.email).toBeNull();
    expect(profile.gender).toBeNull();
    expect(profile.birthday).toBeNull();
  });
});
