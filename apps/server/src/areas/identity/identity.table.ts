import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

export const UserStatus = { NORMAL: 0, DISABLED: 1 } as const;

export const users = pgTable(
  'users',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    account: varchar('account', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    nickname: varchar('nickname', { length: 50 }),
    avatar: text('avatar'),
    /** Handwritten signature: the address of a stored picture, like `avatar`. */
    signature: text('signature'),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 128 }),
    gender: smallint('gender'),
    birthday: date('birthday', { mode: 'string' }),
    jobNumber: varchar('job_number', { length: 50 }),
    /** Enterprise-WeChat and DingTalk account ids (spec 000 §3 User). */
    wecomAccount: varchar('wecom_account', { length: 64 }),
    dingtalkAccount: varchar('dingtalk_account', { length: 64 }),
    orgId: bigintString('org_id'),
    adminType: smallint('admin_type').notNull(),
    status: smallint('status').notNull().default(UserStatus.NORMAL),
    language: varchar('language', { length: 8 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_tenant_account').on(t.tenantId, t.account),
    // The user list: an organisation subtree sorted by name, and the whole enterprise by name.
    index('users_tenant_org_name').on(t.tenantId, t.orgId, t.name, t.id),
    index('users_tenant_name').on(t.tenantId, t.name, t.id),
    // Sign-in by SMS code and password reset look users up by phone or e-mail across tenants.
    index('users_phone').on(t.phone).where(sql`phone is not null`),
    index('users_email_lower').on(sql`lower(${t.email})`).where(sql`email is not null`),
  ],
);

/**
 * The name each deleted user had, so that what they did (scans, materials built in, repairs) still
 * names them in traces. Ids come from one sequence and are never reused.
 */
export const deletedUsers = pgTable(
  'deleted_users',
  {
    tenantId: tenantIdColumn(),
    id: bigintString('id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * Accounts are unique across the platform (sign-in names no tenant). This small platform table
 * maps an account to its tenant; it is the only lookup made before the tenant is known. Its key
 * is the account, not (tenant_id, …): it is a directory over tenants, not a tenant's data.
 */
export const accountDirectory = pgTable('account_directory', {
  account: varchar('account', { length: 64 }).primaryKey(),
  tenantId: bigintString('tenant_id').notNull(),
  userId: bigintString('user_id').notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    userId: bigintString('user_id').notNull(),
    refreshHash: text('refresh_hash').notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sessions_tenant_user').on(t.tenantId, t.userId),
    index('sessions_tenant_active').on(t.tenantId, t.expiresAt).where(sql`revoked_at is null`),
  ],
);

/** Failed sign-ins per account and per address, for slowing and locking (platform table). */
export const loginAttempts = pgTable('login_attempts', {
  key: varchar('key', { length: 160 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});
