import { describe, expect, it } from 'vitest';
import { localDate, tenantRefusal } from './tenant.service.js';

describe('tenantRefusal', () => {
  const today = '2026-05-10';
  it.each([
    [{ enabled: true, isPermanent: true, deadline: null }, null],
    [{ enabled: true, isPermanent: true, deadline: '2000-01-01' }, null],
    [{ enabled: true, isPermanent: false, deadline: '2026-05-10' }, null],
    [
      { enabled: true, isPermanent: false, deadline: '2026-05-09' },
      { key: 'auth.tenantExpired', params: { date: '2026-05-09' } },
    ],
    [{ enabled: false, isPermanent: true, deadline: null }, { key: 'auth.tenantDisabled' }],
  ])('%o', (tenant, expected) => {
    expect(tenantRefusal(tenant, today)).toEqual(expected);
  });

  it('localDate is a calendar date', () => {
    expect(localDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
