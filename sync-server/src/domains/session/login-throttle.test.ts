import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { loginAttempts } from '../../db/schema';
import { LOGIN_LIMITS } from './login-throttle';

describe('login throttle', async () => {
  const { app, db, database } = await setupTestApp();
  // A second server process over the same database: the counters live in Postgres, not in memory.
  const otherProcess = await buildApp({ database });
  afterAll(() => otherProcess.close());
  const provider = await createProvider(db);

  const login = (username: string, password: string, remoteAddress: string, server = app) =>
    server.inject({ method: 'POST', url: '/api/authenticate', payload: { Username: username, Password: password }, remoteAddress });

  async function fail(username: string, times: number, remoteAddress: string) {
    for (let i = 0; i < times; i++) expect((await login(username, 'Wrong1234', remoteAddress)).json().code).toBe('login-incorrect');
  }

  it(`locks a username at one address after ${LOGIN_LIMITS.userAtAddress} failures, even for the right password, on every server`, async () => {
    const user = await createUser(db, provider.id);
    await fail(user.username, LOGIN_LIMITS.userAtAddress, '10.2.0.1');

    const locked = await login(user.username, user.password, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'login-locked', status: 429 });
    expect(locked.json().retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((await login(user.username.toUpperCase(), user.password, '10.2.0.1', otherProcess)).statusCode).toBe(429);

    // Someone elsewhere cannot lock the user out.
    expect((await login(user.username, user.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('opens again once the window has passed', async () => {
    const user = await createUser(db, provider.id);
    await fail(user.username, LOGIN_LIMITS.userAtAddress, '10.3.0.1');
    expect((await login(user.username, user.password, '10.3.0.1')).statusCode).toBe(429);

    await db.update(loginAttempts).set({ windowStart: sql`now() - interval '16 minutes'` }).where(eq(loginAttempts.key, `${user.username.toLowerCase()}|10.3.0.1`));
    expect((await login(user.username, user.password, '10.3.0.1')).statusCode).toBe(200);
  });

  it('a failure after the window has passed starts a new window of one', async () => {
    const user = await createUser(db, provider.id);
    const key = `${user.username.toLowerCase()}|10.4.0.1`;
    await fail(user.username, 3, '10.4.0.1');
    await db.update(loginAttempts).set({ windowStart: sql`now() - interval '20 minutes'` }).where(eq(loginAttempts.key, key));
    await fail(user.username, 1, '10.4.0.1');
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
    expect(row!.failures).toBe(1);
    expect(Date.now() - row!.windowStart.getTime()).toBeLessThan(60_000);
  });

  it("a successful login resets that username's failures", async () => {
    const user = await createUser(db, provider.id);
    await fail(user.username, LOGIN_LIMITS.userAtAddress - 1, '10.5.0.1');
    expect((await login(user.username, user.password, '10.5.0.1')).statusCode).toBe(200);
    await fail(user.username, LOGIN_LIMITS.userAtAddress - 1, '10.5.0.1');
    expect((await login(user.username, user.password, '10.5.0.1')).statusCode).toBe(200);
  });

  it(`locks an address after ${LOGIN_LIMITS.address} failures whatever the usernames`, async () => {
    const user = await createUser(db, provider.id);
    for (let i = 0; i < LOGIN_LIMITS.address; i++) await fail(`guess${i}`, 1, '10.6.0.1');
    const res = await login(user.username, user.password, '10.6.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('login-locked');
    expect((await login(user.username, user.password, '10.6.0.2')).statusCode).toBe(200);
  });

  it('validation comes first: a malformed login is a 400 even when locked', async () => {
    await fail('someone', LOGIN_LIMITS.userAtAddress, '10.7.0.1');
    expect((await login('someone', '', '10.7.0.1')).statusCode).toBe(400);
  });
});
