import { describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { createProvider, createUser, setupTestApp, type TestUser } from '../../test/test-app';
import { outgoingMessages, passwordResets, sessions } from '../../db/schema';
import { sha256 } from '../../security/secrets';
import { RESET_REQUEST_LIMITS } from './login-throttle';

describe('POST forgot-password and POST reset-password', async () => {
  const { app, db, database } = await setupTestApp();
  const provider = await createProvider(db);

  let n = 0;
  const address = () => `10.9.0.${++n}`;
  const forgot = (Email: unknown, remoteAddress = address(), server = app) =>
    server.inject({ method: 'POST', url: '/api/forgot-password', payload: { Email }, remoteAddress });
  const reset = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/reset-password', payload });
  const login = (user: TestUser, password: string) =>
    app.inject({ method: 'POST', url: '/api/authenticate', payload: { Username: user.username, Password: password }, remoteAddress: address() });
  const emailOf = (user: TestUser) => `${user.username}@example.test`;

  /** The token of the newest reset e-mail to this address, read back from the link in its body. */
  async function tokenSentTo(email: string): Promise<string> {
    const [mail] = await db.select().from(outgoingMessages).where(eq(outgoingMessages.toAddress, email)).orderBy(desc(outgoingMessages.id)).limit(1);
    return /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
  }

  it('R-USER-7: an unknown e-mail answers that the e-mail does not exist', async () => {
    const res = await forgot('nobody@example.test');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'email-not-found', detail: 'The e-mail does not exist' });
    const deactivated = await createUser(db, provider.id, { values: { active: false } });
    expect((await forgot(emailOf(deactivated))).json().code).toBe('email-not-found');
  });

  it('R-USER-3: an invalid or missing e-mail is a 400 field error', async () => {
    for (const email of ['not-an-email', '', 42]) {
      const res = await forgot(email);
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json().errors.Email).toBeDefined();
    }
    expect((await app.inject({ method: 'POST', url: '/api/forgot-password', payload: {} })).statusCode).toBe(400);
  });

  it('R-USER-12: queues an e-mail with a /reset-password/{token} link valid one hour, storing only the sha256 of the token', async () => {
    const user = await createUser(db, provider.id, { values: { language: 'en-US' } });
    const res = await forgot(emailOf(user).toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: true });

    const token = await tokenSentTo(emailOf(user));
    expect(res.body).not.toContain(token);
    const [row] = await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(row!.usedAt).toBeNull();
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const [mail] = await db.select().from(outgoingMessages).where(eq(outgoingMessages.toAddress, emailOf(user)));
    expect(mail).toMatchObject({ providerId: provider.id, channel: 'email', kind: 'password-reset', subject: 'Reset your password' });
    expect(mail!.body).toContain(`/reset-password/${token}`);
  });

  it('writes the e-mail in the user language', async () => {
    const user = await createUser(db, provider.id, { values: { language: 'ru-RU' } });
    await forgot(emailOf(user));
    const [mail] = await db.select().from(outgoingMessages).where(eq(outgoingMessages.toAddress, emailOf(user)));
    expect(mail!.subject).toBe('Сброс пароля');
  });

  async function linkLogged(level: string, production: boolean): Promise<boolean> {
    const lines: string[] = [];
    const logged = await buildApp({ database, security: { production }, logger: { level, stream: { write: (line: string) => lines.push(line) } } });
    try {
      const user = await createUser(db, provider.id);
      expect((await forgot(emailOf(user), address(), logged)).statusCode).toBe(200);
      const token = await tokenSentTo(emailOf(user));
      return lines.some((l) => l.includes(`/reset-password/${token}`));
    } finally {
      await logged.close();
    }
  }

  it('logs the link for developers only at debug level (issue 14 item 5: not at warn)', async () => {
    expect(await linkLogged('debug', false)).toBe(true);
    expect(await linkLogged('warn', false)).toBe(false);
  });

  it('never logs the link in production, not even at debug level', async () => {
    expect(await linkLogged('debug', true)).toBe(false);
  });

  it('R-USER-2, R-USER-3: the new password follows the policy and its confirmation matches (400 field errors)', async () => {
    const weak = await reset({ token: 'whatever', password: 'short', confirmPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toEqual(expect.arrayContaining(['Password must be at least 8 characters.', 'Password must contain an uppercase letter.', 'Password must contain a digit.']));

    const hebrew = await reset({ token: 'whatever', password: 'Abcdefg1ש', confirmPassword: 'Abcdefg1ש' });
    expect(hebrew.json().errors.password).toEqual(['Password must use English letters, digits and symbols only.']);

    const mismatch = await reset({ token: 'whatever', password: 'NewSecret1', confirmPassword: 'NewSecret2' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirmPassword: ['Passwords do not match.'] });

    const missing = await reset({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['confirmPassword', 'password', 'token']);
  });

  it('resets the password once, ends every session of the user and retires other links', async () => {
    const user = await createUser(db, provider.id);
    await forgot(emailOf(user));
    const first = await tokenSentTo(emailOf(user));
    await forgot(emailOf(user));
    const second = await tokenSentTo(emailOf(user));
    expect(second).not.toBe(first);

    const res = await reset({ token: second, password: 'NewSecret1', confirmPassword: 'NewSecret1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: true });

    expect((await login(user, 'NewSecret1')).statusCode).toBe(200);
    expect((await login(user, user.password)).json().code).toBe('login-incorrect');
    expect((await app.inject({ method: 'GET', url: '/api/init', headers: { cookie: user.cookie } })).statusCode).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1); // the login just made

    for (const token of [second, first]) {
      const again = await reset({ token, password: 'Other1234', confirmPassword: 'Other1234' });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ code: 'reset-token-invalid' });
    }
  });

  it('refuses an unknown or expired token with a 422', async () => {
    expect((await reset({ token: 'never-issued', password: 'NewSecret1', confirmPassword: 'NewSecret1' })).json().code).toBe('reset-token-invalid');

    const user = await createUser(db, provider.id);
    await forgot(emailOf(user));
    const token = await tokenSentTo(emailOf(user));
    await db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResets.tokenHash, sha256(token)));
    const res = await reset({ token, password: 'NewSecret1', confirmPassword: 'NewSecret1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('reset-token-invalid');
    expect((await login(user, user.password)).statusCode).toBe(200);
  });

  it('two resets racing with one token: exactly one wins', async () => {
    const user = await createUser(db, provider.id);
    await forgot(emailOf(user));
    const token = await tokenSentTo(emailOf(user));
    const results = await Promise.all(['Racer1234', 'Racer5678'].map((p) => reset({ token, password: p, confirmPassword: p })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it(`limits reset requests to ${RESET_REQUEST_LIMITS.address} per client address (429)`, async () => {
    const user = await createUser(db, provider.id);
    for (let i = 0; i < RESET_REQUEST_LIMITS.address; i++) expect((await forgot(`guess${i}@example.test`, '10.8.0.1')).statusCode).toBe(422);
    const res = await forgot(emailOf(user), '10.8.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('reset-locked');
  });

  it(`limits reset requests to ${RESET_REQUEST_LIMITS.email} per e-mail address (429)`, async () => {
    const user = await createUser(db, provider.id);
    for (let i = 0; i < RESET_REQUEST_LIMITS.email; i++) expect((await forgot(emailOf(user))).statusCode).toBe(200);
    expect((await forgot(emailOf(user))).statusCode).toBe(429);
  });
});

