import { describe, expect, it } from 'vitest';
import { adminTypeLabel, daysUntil, subscriptionStatus } from './account-summary';

describe('adminTypeLabel', () => {
  it('names the three admin types and flags others', () => {
    expect(adminTypeLabel(1)).toBe('superAdmin');
    expect(adminTypeLabel(2)).toBe('enterpriseAdmin');
    expect(adminTypeLabel(3)).toBe('user');
    expect(adminTypeLabel(9)).toBe('unknown');
  });
});

describe('subscriptionStatus', () => {
  const today = new Date(2025, 2, 10, 18, 30); // 10 March 2025, local evening

  it('counts calendar days, the deadline day being 0', () => {
    expect(daysUntil('2025-03-10', today)).toBe(0);
    expect(daysUntil('2025-03-25', today)).toBe(15);
    expect(daysUntil('2025-03-09', today)).toBe(-1);
    expect(daysUntil('2025-04-10', today)).toBe(31); // across a DST change in many zones
    expect(daysUntil('10/03/2025', today)).toBeNull();
  });

  it('warns only when 15 days or fewer remain', () => {
    expect(subscriptionStatus({ isPermanent: true, deadline: null }, today)).toEqual({ kind: 'permanent' });
    expect(subscriptionStatus({ isPermanent: false, deadline: '2025-03-25' }, today)).toEqual({
      kind: 'active',
      deadline: '2025-03-25',
      daysLeft: 15,
      warn: true,
    });
    expect(subscriptionStatus({ isPermanent: false, deadline: '2025-03-26' }, today)).toMatchObject({ warn: false });
    expect(subscriptionStatus({ isPermanent: false, deadline: '2025-03-09' }, today)).toEqual({
      kind: 'expired',
      deadline: '2025-03-09',
    });
    expect(subscriptionStatus({ isPermanent: false, deadline: null }, today)).toEqual({ kind: 'unknown' });
  });
});
