import type { AccountInfo } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { testAccount } from '../../../test-support/account';
import { Gender, profileOf } from './profile';

const base: AccountInfo = testAccount({
  id: '7',
  account: 'li.lei',
  name: 'Li Lei',
  adminType: 3,
  phone: '13812345678',
  allPermissions: [],
  tenantName: 'Demo Factory',
  tenantCode: 'demo',
  employeeInfo: { jobNumber: 'E001' },
});

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
      roles: [],
    });
  });

  it('reads the user fields', () => {
    const profile = profileOf({
      ...base,
      nickname: 'Lei',
      email: 'li.lei@example.com',
      gender: 2,
      birthday: '1990-05-01',
      organization: { id: '9', name: 'Line 1' },
      roles: ['Operator', 'Inspector'],
    });
    expect(profile).toMatchObject({
      nickname: 'Lei',
      email: 'li.lei@example.com',
      gender: Gender.FEMALE,
      birthday: '1990-05-01',
      organization: { id: '9', name: 'Line 1' },
      roles: ['Operator', 'Inspector'],
    });
  });

  it('treats blanks and odd values as not set', () => {
    const profile = profileOf({ ...base, nickname: '  ', email: '', gender: 9, birthday: 'soon', phone: ' ' });
    expect(profile.nickname).toBeNull();
    expect(profile.email).toBeNull();
    expect(profile.gender).toBeNull();
    expect(profile.birthday).toBeNull();
    expect(profile.phone).toBeNull();
  });
});
