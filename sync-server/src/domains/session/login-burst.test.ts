import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { loginAttempts } from '../../db/schema';
import { LOGIN_LIMITS } from './login-throttle';

/** Issue 14 items 3 and 7: a lockout a burst cannot beat, per account too, IPv6 by /64, TRUST_PROXY, Secure cookie. */
describe('login throttle under attack', async () => {
  const { app, db, database } = await setupTestApp({ poolSize: 20 });
  const provider = await createProvider(db);
  const verify = vi.spyOn(argon2, 'verify');
  afterEach(() => verify.mockClear());

  const login = (username: string, password: string, remoteAddress: string, server = app, headers: Record<string, string> = {}) =>
    server.inject({ method: 'POST', url: '/api/authenticate', payload: { Username: username, Password: password }, remoteAddress, headers });

  async function burst(username: string, addresses: string[]) {
    const answers = await Promise.all(addresses.map((address, i) => login(username, `Wrong${i}abc`, address)));
    for (const a of answers) expect([422, 429]).toContain(a.statusCode);
    return answers;
  }

  it(`50 parallel wrong guesses from one address verify at most ${LOGIN_LIMITS.userAtAddress} passwords`, async () => {
    const user = await createUser(db, provider.id);
    const answers = await burst(user.username, Array.from({ length: 50 }, () => '10.20.0.1'));
    expect(verify.mock.calls.length).toBeLessThanOrEqual(LOGIN_LIMITS.userAtAddress);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(50 - LOGIN_LIMITS.userAtAddress);
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, `${user.username.toLowerCase()}|10.20.0.1`));
    expect(row!.failures).toBe(LOGIN_LIMITS.userAtAddress);
    // Still locked for the right password too.
    expect((await login(user.username, user.password, '10.20.0.1')).statusCode).toBe(429);
  });

  it('an IPv6 /64 counts as one address: 50 parallel guesses from 50 addresses of one /64 verify at most 5', async () => {
    const user = await createUser(db, provider.id);
    await burst(user.username, Array.from({ length: 50 }, (_, i) => `2001:db8:7:1::${(i + 1).toString(16)}`));
    expect(verify.mock.calls.length).toBeLessThanOrEqual(LOGIN_LIMITS.userAtAddress);
    // Another /64 is another address.
    expect((await login(user.username, user.password, '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it(`per account: after ${LOGIN_LIMITS.accountFree} failures from anywhere, each further attempt waits twice as long`, async () => {
    const user = await createUser(db, provider.id);
    await burst(user.username, Array.from({ length: LOGIN_LIMITS.accountFree }, (_, i) => `10.21.0.${i + 1}`));
    verify.mockClear();
    const delayed = await login(user.username, user.password, '10.21.1.1');
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toMatchObject({ code: 'login-locked' });
    expect(delayed.json().retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(verify).not.toHaveBeenCalled();

    // 2 s after the window opened the 11th attempt may run; the 12th then waits for 4 s.
    const key = user.username.toLowerCase();
    await db.update(loginAttempts).set({ windowStart: sql`now() - interval '3 seconds'` }).where(eq(loginAttempts.key, key));
    expect((await login(user.username, 'Wrong-again1', '10.21.1.2')).statusCode).toBe(422);
    expect((await login(user.username, user.password, '10.21.1.3')).statusCode).toBe(429);
    await db.update(loginAttempts).set({ windowStart: sql`now() - interval '5 seconds'` }).where(eq(loginAttempts.key, key));
    expect((await login(user.username, user.password, '10.21.1.4')).statusCode).toBe(200);
    // The right password forgets the account's failures.
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.key, key))).toEqual([]);
  });

  it('a refused attempt counts nowhere, and a success gives the address its attempt back', async () => {
    const user = await createUser(db, provider.id);
    for (let i = 0; i < LOGIN_LIMITS.userAtAddress; i++) await login(user.username, 'Wrong1234', '10.22.0.1');
    for (let i = 0; i < 5; i++) expect((await login(user.username, 'Wrong1234', '10.22.0.1')).statusCode).toBe(429);
    const counts = await db.select().from(loginAttempts).where(eq(loginAttempts.key, '10.22.0.1'));
    expect(counts[0]!.failures).toBe(LOGIN_LIMITS.userAtAddress);
    const other = await createUser(db, provider.id);
    expect((await login(other.username, other.password, '10.22.0.1')).statusCode).toBe(200);
    const after = await db.select().from(loginAttempts).where(eq(loginAttempts.key, '10.22.0.1'));
    expect(after[0]!.failures).toBe(LOGIN_LIMITS.userAtAddress);
  });

  describe('TRUST_PROXY', async () => {
    const proxied = await buildApp({ database, security: { trustProxy: true } });
    afterAll(() => proxied.close());

    it('without it, X-Forwarded-For is not believed: a client cannot pick a fresh address per guess', async () => {
      const user = await createUser(db, provider.id);
      for (let i = 0; i < LOGIN_LIMITS.userAtAddress; i++) await login(user.username, 'Wrong1234', '10.23.0.1', app, { 'x-forwarded-for': `192.0.2.${i}` });
      expect((await login(user.username, user.password, '10.23.0.1', app, { 'x-forwarded-for': '192.0.2.99' })).statusCode).toBe(429);
    });

    it('with it, the client address the proxy forwards is the one counted', async () => {
      const user = await createUser(db, provider.id);
      for (let i = 0; i < LOGIN_LIMITS.userAtAddress; i++) await login(user.username, 'Wrong1234', '127.0.0.1', proxied, { 'x-forwarded-for': '198.51.100.7' });
      expect((await login(user.username, user.password, '127.0.0.1', proxied, { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(429);
      expect((await login(user.username, user.password, '127.0.0.1', proxied, { 'x-forwarded-for': '198.51.100.8' })).statusCode).toBe(200);
    });
  });

  describe('the session cookie', async () => {
    const production = await buildApp({ database, security: { production: true } });
    afterAll(() => production.close());

    it('is Secure in production, even when the request arrived over plain HTTP', async () => {
      const user = await createUser(db, provider.id);
      const res = await login(user.username, user.password, '10.24.0.1', production);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/;\s*Secure/i);
      expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    });

    it('is not Secure over plain HTTP outside production (a LAN demo keeps working)', async () => {
      const user = await createUser(db, provider.id);
      const res = await login(user.username, user.password, '10.24.0.2');
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    });
  });
});
