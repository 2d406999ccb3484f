import { type AccountInfo, AdminType } from '@takt/contracts';

export type AdminTypeLabel = 'superAdmin' | 'enterpriseAdmin' | 'user' | 'unknown';

export function adminTypeLabel(adminType: number): AdminTypeLabel {
  switch (adminType) {
    case AdminType.SUPER_ADMIN:
      return 'superAdmin';
    case AdminType.ENTERPRISE_ADMIN:
      return 'enterpriseAdmin';
    case AdminType.USER:
      return 'user';
    default:
      return 'unknown';
  }
}

/** Spec 000 §9: the subscription warning shows only when 15 days or fewer remain. */
export const SUBSCRIPTION_WARNING_DAYS = 15;

export type SubscriptionStatus =
  | { kind: 'permanent' }
  | { kind: 'active'; deadline: string; daysLeft: number; warn: boolean }
  | { kind: 'expired'; deadline: string }
  | { kind: 'unknown' };

const DAY_MS = 86_400_000;

/** Whole days from `today` (local calendar day) to a `YYYY-MM-DD` deadline; the deadline day itself counts 0. */
export function daysUntil(deadline: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(deadline);
  if (!match) return null;
  const [, y, m, d] = match;
  const end = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((end - start) / DAY_MS);
}

export function subscriptionStatus(
  account: Pick<AccountInfo, 'isPermanent' | 'deadline'>,
  today: Date,
): SubscriptionStatus {
  if (account.isPermanent) return { kind: 'permanent' };
  if (!account.deadline) return { kind: 'unknown' };
  const daysLeft = daysUntil(account.deadline, today);
  if (daysLeft === null) return { kind: 'unknown' };
  if (daysLeft < 0) return { kind: 'expired', deadline: account.deadline };
  return { kind: 'active', deadline: account.deadline, daysLeft, warn: daysLeft <= SUBSCRIPTION_WARNING_DAYS };
}
