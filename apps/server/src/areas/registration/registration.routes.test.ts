import { AdminType, authApi, registrationApi, TRIAL_DAYS, VerificationCodeRules } from '@takt/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeMessage, CodeSender } from '../../platform/notify/code-sender.js';
import { TEST_PASSWORD, testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, setUserStatus, tenantIdOf } from '../../test-support/fixtures.js';
import { type BodyOf, type QueryOf, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { tenantApps } from '../access/access.table.js';
import { users } from '../identity/identity.table.js';
import { organisations } from '../organisations/organisation.table.js';
import { addDays, localDate } from '../tenants/tenant.service.js';
import { tenants } from '../tenants/tenant.table.js';
import { verificationCodes } from './verification-code.table.js';

type RegisterBody = BodyOf<typeof registrationApi.register>;
type Purpose = QueryOf<typeof registrationApi.verificationCode>['purpose'];

/** Records codes instead of delivering them; can be told to fail. */
class RecordingSender implements CodeSender {
  readonly sent: CodeMessage[] = [];
  failNext = false;

  async send(message: CodeMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('SMTP server said no');
    }
    this.sent.push(message);
  }

  last(target: string): CodeMessage | undefined {
    return this.sent.filter((m) => m.target === target).at(-1);
  }
}

describe.each(testDatabaseKinds())('registration, codes and password reset on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  const sender = new RecordingSender();
  let seq = 0;
  /** A target nobody else in this run uses. */
  const email = () => `user${++seq}.${kind}@Example.com`;
  const mobile = () => `17${kind === 'pglite' ? 1 : 2}${String(++seq).padStart(8, '0')}`;
  const account = (prefix = 'reg') => `${prefix}${kind.slice(0, 2)}${++seq}`;

  const requestCode = (target: string, purpose: Purpose = 'register', language = 'en-US') =>
    api.call(registrationApi.verificationCode, { query: { target, purpose }, language });
  const codeFor = async (target: string, purpose: Purpose = 'register') => {
    const response = await requestCode(target, purpose);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return sender.last(target.toLowerCase())!.code;
  };
  const registration = (overrides: Pick<RegisterBody, 'target' | 'code'> & Partial<RegisterBody>): RegisterBody => ({
    enterpriseName: 'Acme（Suzhou）Works',
    account: account(),
    name: 'Ada Admin',
    password: 'Secret12',
    confirm: 'Secret12',
    ...overrides,
  });
  /** Moves a target's codes back in time, as if they were sent `seconds` ago. */
  const age = (target: string, seconds: number) =>
    t.server.db.system((tx) =>
      tx
        .update(verificationCodes)
        .set({
          createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})`,
          expiresAt: sql`${verificationCodes.expiresAt} - make_interval(secs => ${seconds})`,
        })
        .where(eq(verificationCodes.target, target)),
    );

  beforeAll(async () => {
    t = await startTestServer(kind, { overrides: { codeSender: sender } });
    api = routeClient(t);
  });
  afterAll(() => t?.close());

  describe('verification codes', () => {
    it('sends a 6-digit code and tells the countdowns', async () => {
      const target = email();
      const response = await requestCode(target, 'register', 'zh-CN');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        channel: 'email',
        resendAfterSeconds: VerificationCodeRules.RESEND_SECONDS,
        expiresInSeconds: VerificationCodeRules.VALID_MINUTES * 60,
      });
      const message = sender.last(target.toLowerCase())!;
      expect(message).toMatchObject({ channel: 'email', purpose: 'register', language: 'zh-CN', validMinutes: 10 });
      expect(message.code).toMatch(/^\d{6}$/);
      // Only a digest is stored.
      const rows = await t.server.db.system((tx) =>
        tx.select().from(verificationCodes).where(eq(verificationCodes.target, target.toLowerCase())),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.codeHash).not.toContain(message.code);
      const sms = await requestCode(mobile());
      expect(sms.body.data.channel).toBe('sms');
    });

    it.each([
      ['not-an-address', 'register', 'target: has an invalid format'],
      ['1380013800', 'register', 'target: has an invalid format'],
      ['23800138000', 'register', 'target: has an invalid format'],
      ['a@b', 'register', 'target: has an invalid format'],
      ['ok@example.com', 'spam', 'purpose: must be one of: register, login'],
    ])('refuses target %s purpose %s', async (target, purpose, message) => {
      const response = await requestCode(target, purpose as never);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    });

    it('refuses a missing target, and e-mail for sign-in', async () => {
      const missing = await api.call(registrationApi.verificationCode, { query: { purpose: 'register' } as never });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Invalid request: target: is required');
      const login = await requestCode(email(), 'login');
      expect(login.status).toBe(400);
      expect(login.body.message).toBe('Sign-in by verification code needs a mobile phone number');
    });

    it('refuses a new code within 60 s, with Retry-After, then allows it', async () => {
      const target = mobile();
      const first = await codeFor(target);
      const again = await requestCode(target);
      expect(again.status).toBe(422);
      expect(again.body.code).toBe(1001);
      expect(again.body.message).toMatch(/^A code was sent a moment ago\. You can ask for a new one in \d+ seconds$/);
      const retryAfter = Number(again.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(VerificationCodeRules.RESEND_SECONDS);
      // Another purpose for the same target counts too.
      expect((await requestCode(target, 'login', 'zh-CN')).body.message).toMatch(
        /^验证码刚刚已发送，请 \d+ 秒后再重新获取$/,
      );

      await age(target, VerificationCodeRules.RESEND_SECONDS + 1);
      const second = await codeFor(target);
      // Only the latest code counts.
      if (second !== first) {
        const stale = await api.call(registrationApi.register, { body: registration({ target, code: first }) });
        expect(stale.body.message).toMatch(/^Incorrect verification code/);
      }
      expect((await api.call(registrationApi.register, { body: registration({ target, code: second }) })).status).toBe(
        200,
      );
    });

    it('two requests at once give one code', async () => {
      const target = mobile();
      const results = await Promise.all([requestCode(target), requestCode(target), requestCode(target)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    });

    it('sends at most 10 codes to a target in a day', async () => {
      const target = email().toLowerCase();
      for (let i = 0; i < VerificationCodeRules.DAILY_LIMIT; i++) {
        await codeFor(target);
        await age(target, 3600);
      }
      const refused = await requestCode(target);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(`Too many codes have been sent to ${target} today. Try again in 14 hours`);
      // The oldest of the ten was sent 10 hours ago: 14 hours to go.
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(13 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(14 * 3600);
      // Once the oldest is more than a day old, one more is allowed.
      await age(target, 14 * 3600);
      expect((await requestCode(target)).status).toBe(200);
    });

    it('answers 500 with a clear message when the code cannot be sent, and lets the person retry', async () => {
      const target = email();
      sender.failNext = true;
      const failed = await requestCode(target);
      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({
        code: 500,
        message: 'The verification code could not be sent. Please try again later',
      });
      expect((await requestCode(target)).status).toBe(200);
    });
  });

  describe('register', () => {
    it('creates an enterprise on a 30-day trial with the registrant as its administrator', async () => {
      const target = email();
      const code = await codeFor(target);
      const body = registration({ target, code, enterpriseName: '苏州（精密）制造', name: '王工' });
      const response = await api.call(registrationApi.register, { body: body, language: 'zh-CN' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const deadline = addDays(localDate(), TRIAL_DAYS);
      expect(response.body.data).toMatchObject({
        tenantName: '苏州（精密）制造',
        account: body.account,
        deadline,
      });
      expect(response.body.data.tenantCode).toBe(`E${response.body.data.tenantId}`);

      const { token } = await t.login(body.account!, 'Secret12');
      const info = await api.ok(authApi.accountInfo, { as: token });
      expect(info).toMatchObject({
        account: body.account,
        adminType: AdminType.ENTERPRISE_ADMIN,
        tenantName: '苏州（精密）制造',
        isPermanent: false,
        deadline,
        language: 'zh-CN',
      });
      const apps = info.apps.map((app) => app.code);
      expect(apps).toEqual(expect.arrayContaining(['system', 'mes']));
      expect(apps).not.toContain('platform');
      expect(info.menus.length).toBeGreaterThan(0);

      const tenantId = response.body.data.tenantId;
      const [tenant] = await t.server.db.system((tx) => tx.select().from(tenants).where(eq(tenants.id, tenantId)));
      expect(tenant).toMatchObject({ isPermanent: false, deadline, email: target.toLowerCase(), enabled: true });
      const orgs = await t.server.db.system((tx) =>
        tx.select().from(organisations).where(eq(organisations.tenantId, tenantId)),
      );
      expect(orgs).toEqual([expect.objectContaining({ name: '苏州（精密）制造', type: 1, pid: '0' })]);
      const [admin] = await t.server.db.system((tx) => tx.select().from(users).where(eq(users.tenantId, tenantId)));
      expect(admin).toMatchObject({ orgId: orgs[0]!.id, email: target.toLowerCase(), phone: null });
      const granted = await t.server.db.system((tx) =>
        tx.select().from(tenantApps).where(eq(tenantApps.tenantId, tenantId)),
      );
      expect(granted.length).toBeGreaterThan(5);
    });

    it('registers by mobile number too', async () => {
      const target = mobile();
      const response = await api.call(registrationApi.register, {
        body: registration({ target, code: await codeFor(target) }),
      });
      expect(response.status).toBe(200);
      const [admin] = await t.server.db.system((tx) =>
        tx.select().from(users).where(eq(users.tenantId, response.body.data.tenantId)),
      );
      expect(admin!.phone).toBe(target);
    });

    it('uses a code once', async () => {
      const target = email();
      const code = await codeFor(target);
      expect((await api.call(registrationApi.register, { body: registration({ target, code }) })).status).toBe(200);
      const again = await api.call(registrationApi.register, { body: registration({ target, code }) });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe('Please request a verification code first (each code can be used once)');
    });

    it('refuses a taken account with 409, and the code stays usable', async () => {
      const target = email();
      const code = await codeFor(target);
      const taken = await api.call(registrationApi.register, {
        body: registration({ target, code, account: 'admin' }),
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({
        code: 409,
        message: 'The account admin is already taken, please choose another',
      });
      const zh = await api.call(registrationApi.register, {
        body: registration({ target, code, account: 'operator' }),
        language: 'zh-CN',
      });
      expect(zh.body.message).toBe('账号 operator 已被占用，请更换');
      expect((await api.call(registrationApi.register, { body: registration({ target, code }) })).status).toBe(200);
    });

    it('two registrations racing for one account: one wins, the other gets 409', async () => {
      const name = account('race');
      const [a, b] = [email(), email()];
      const [codeA, codeB] = [await codeFor(a), await codeFor(b)];
      const results = await Promise.all([
        api.call(registrationApi.register, { body: registration({ target: a, code: codeA, account: name }) }),
        api.call(registrationApi.register, { body: registration({ target: b, code: codeB, account: name }) }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(loser.body.message).toBe(`The account ${name} is already taken, please choose another`);
    });

    it('refuses an expired code', async () => {
      const target = email();
      const code = await codeFor(target);
      await t.server.db.system((tx) =>
        tx
          .update(verificationCodes)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(verificationCodes.target, target.toLowerCase())),
      );
      const response = await api.call(registrationApi.register, { body: registration({ target, code }) });
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('The verification code has expired. Please request a new one');
    });

    it('allows 5 wrong codes, then the code is dead even when right', async () => {
      const target = email();
      const code = await codeFor(target);
      const wrong = code === '000000' ? '111111' : '000000';
      const messages: string[] = [];
      for (let i = 0; i < VerificationCodeRules.MAX_WRONG_TRIES; i++) {
        messages.push(
          (await api.call(registrationApi.register, { body: registration({ target, code: wrong }) })).body.message,
        );
      }
      expect(messages).toEqual([
        'Incorrect verification code. 4 attempts left',
        'Incorrect verification code. 3 attempts left',
        'Incorrect verification code. 2 attempts left',
        'Incorrect verification code. 1 attempts left',
        'Too many incorrect codes. Please request a new one',
      ]);
      const right = await api.call(registrationApi.register, { body: registration({ target, code }) });
      expect(right.status).toBe(422);
      expect(right.body.message).toBe('Too many incorrect codes. Please request a new one');
    });

    it('refuses a code that was never sent, or sent for another purpose', async () => {
      const target = mobile();
      expect(
        (await api.call(registrationApi.register, { body: registration({ target, code: '123456' }) })).body.message,
      ).toBe('Please request a verification code first (each code can be used once)');
    });

    it.each([
      [{ enterpriseName: 'Acm' }, 'enterpriseName: must be at least 4 characters'],
      [{ enterpriseName: 'A'.repeat(21) }, 'enterpriseName: must be at most 20 characters'],
      [{ enterpriseName: 'Acme Works' }, 'enterpriseName: has an invalid format'],
      [{ enterpriseName: 'Acme(Works)' }, 'enterpriseName: has an invalid format'],
      [{ enterpriseName: 'Acme2024' }, 'enterpriseName: has an invalid format'],
      [{ account: 'abc' }, 'account: must be at least 4 characters'],
      [{ account: 'a'.repeat(21) }, 'account: must be at most 20 characters'],
      [{ account: 'has space' }, 'account: has an invalid format'],
      [{ name: '' }, 'name: is required'],
      [{ password: '12345', confirm: '12345' }, 'password: must be at least 6 characters'],
      [{ password: '1234567890123', confirm: '1234567890123' }, 'password: must be at most 12 characters'],
      [{ target: 'nobody' }, 'target: has an invalid format'],
      [{ code: '12345' }, 'code: has an invalid format'],
      [{ code: 'abcdef' }, 'code: has an invalid format'],
      [{ inviter: 'x' }, 'inviter: is not an accepted field'],
    ])('refuses %o', async (overrides, message) => {
      const body = registration({ target: 'x@example.com', code: '123456', ...(overrides as Partial<RegisterBody>) });
      const response = await api.call(registrationApi.register, { body });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    });

    it('refuses mismatched passwords before looking at the code', async () => {
      const target = email();
      const code = await codeFor(target);
      const response = await api.call(registrationApi.register, {
        body: registration({ target, code, confirm: 'Other123' }),
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('The two passwords you entered do not match');
      expect(
        (
          await api.call(registrationApi.register, {
            body: registration({ target, code, confirm: 'Other123' }),
            language: 'vi-VN',
          })
        ).body.message,
      ).toBe('Hai mật khẩu đã nhập không khớp');
      expect((await api.call(registrationApi.register, { body: registration({ target, code }) })).status).toBe(200);
    });
  });

  describe('sign-in by SMS code', () => {
    const phoneLogin = (phone: string, code: string) =>
      api.call(registrationApi.phoneNumberLogin, { body: { phone, code } });

    it('signs in the account that uses the number, with the tokens of /login', async () => {
      // The seeded operator's number.
      const phone = '13912345678';
      const code = await codeFor(phone, 'login');
      expect(sender.last(phone)!.channel).toBe('sms');
      const response = await phoneLogin(phone, code);
      expect(response.status).toBe(200);
      const { token, refreshToken } = response.body.data;
      expect(response.headers.get('access-token')).toBe(token);
      expect(response.headers.get('x-access-token')).toBe(refreshToken);
      expect((await api.ok(authApi.accountInfo, { as: token })).account).toBe('operator');
      expect((await phoneLogin(phone, code)).status).toBe(422);
    });

    it('sends nothing to a number without an account, and answers the same', async () => {
      const phone = mobile();
      const before = sender.sent.length;
      const response = await requestCode(phone, 'login');
      expect(response.status).toBe(200);
      expect(response.body.data.channel).toBe('sms');
      expect(sender.sent.length).toBe(before);
      const refused = await phoneLogin(phone, '123456');
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/^Incorrect verification code/);
    });

    it('refuses a disabled account, and a number several accounts share', async () => {
      const demoId = await tenantIdOf(t.server.db, 'demo');
      const phone = mobile();
      const userId = await createUser(t.server.db, demoId, { account: account('sms') });
      await t.server.db.system((tx) => tx.update(users).set({ phone }).where(eq(users.id, userId)));
      await setUserStatus(t.server, userId, 1);
      const disabled = await phoneLogin(phone, await codeFor(phone, 'login'));
      expect(disabled.status).toBe(422);
      expect(disabled.body.message).toBe('This account is disabled, please contact your administrator');

      const otherId = await createTenant(t.server.db, { code: `sms_${kind}` });
      const twin = await createUser(t.server.db, otherId, { account: account('twin') });
      await t.server.db.system((tx) => tx.update(users).set({ phone }).where(eq(users.id, twin)));
      await age(phone, 120);
      const shared = await phoneLogin(phone, await codeFor(phone, 'login'));
      expect(shared.status).toBe(422);
      expect(shared.body.message).toBe(
        `${phone} is used by several accounts. Sign in with your account and password, or ask your administrator`,
      );
    });

    it('validates the body', async () => {
      const response = await phoneLogin('12345', '1');
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('phone: has an invalid format');
    });
  });

  describe('password reset', () => {
    const resetCode = async (target: string) => {
      const response = await api.call(registrationApi.resetPasswordVerificationCode, { query: { target } });
      expect(response.status).toBe(200);
      return sender.last(target.toLowerCase())?.code;
    };

    it('sets a new password by e-mail code and ends the old sessions', async () => {
      const demoId = await tenantIdOf(t.server.db, 'demo');
      const name = account('rst');
      const userId = await createUser(t.server.db, demoId, { account: name });
      const address = email();
      await t.server.db.system((tx) =>
        tx
          .update(users)
          .set({ email: address })
          .where(and(eq(users.id, userId), eq(users.tenantId, demoId))),
      );
      const { token } = await t.login(name);
      // Any case of the address reaches the account.
      const code = await resetCode(address.toUpperCase());
      expect(code).toMatch(/^\d{6}$/);
      expect(sender.last(address.toLowerCase())!.purpose).toBe('reset');

      const mismatch = await api.call(registrationApi.resetPassword, {
        body: { target: address, code, password: 'NewPass1', confirm: 'NewPass2' },
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.message).toBe('The two passwords you entered do not match');

      const done = await api.call(registrationApi.resetPassword, {
        body: { target: address, code, password: 'NewPass1', confirm: 'NewPass1' },
      });
      expect(done.status).toBe(200);
      expect(done.body.data).toBeNull();
      expect((await api.call(authApi.accountInfo, { as: token })).status).toBe(401);
      expect((await api.call(authApi.login, { body: { account: name, password: TEST_PASSWORD } })).status).toBe(422);
      expect((await t.login(name, 'NewPass1')).token).toBeTruthy();
      // Single use.
      const again = await api.call(registrationApi.resetPassword, {
        body: { target: address, code, password: 'NewPass2', confirm: 'NewPass2' },
      });
      expect(again.status).toBe(422);
    });

    it('does not accept a registration code for a reset', async () => {
      const phone = '13912345678';
      await age(phone, 3600);
      const code = await codeFor(phone, 'register');
      const response = await api.call(registrationApi.resetPassword, {
        body: { target: phone, code, password: 'NewPass1', confirm: 'NewPass1' },
      });
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('Please request a verification code first (each code can be used once)');
    });

    it('sends nothing when no account uses the target', async () => {
      const address = email();
      const before = sender.sent.length;
      const response = await api.call(registrationApi.resetPasswordVerificationCode, { query: { target: address } });
      expect(response.status).toBe(200);
      expect(response.body.data.channel).toBe('email');
      expect(sender.sent.length).toBe(before);
    });

    it.each([
      [{ target: 'nope', code: '123456', password: 'abcdef', confirm: 'abcdef' }, 'target: has an invalid format'],
      [{ target: 'a@example.com', code: '123456', password: 'abc', confirm: 'abc' }, 'password: must be at least 6'],
      [{ target: 'a@example.com', code: '123456', password: 'abcdef' }, 'confirm: is required'],
    ])('validates %o', async (body, message) => {
      const response = await api.call(registrationApi.resetPassword, { body: body as never });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
    });
  });
});
