import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { profiles, providers, sessions, users } from '../../db/schema';
import { SESSION_COOKIE } from './session-store';

describe('POST authenticate and GET logout', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);

  let n = 0;
  /** Each test logs in from its own address so the login throttle of one test never touches another. */
  const address = () => `10.1.0.${++n}`;
  const authenticate = (body: Record<string, unknown>, remoteAddress = address()) => app.inject({ method: 'POST', url: '/api/authenticate', payload: body, remoteAddress });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
    return c ? `${SESSION_COOKIE}=${c.value}` : undefined;
  };

  it('R-USER-1: needs a username and a password (400 with field errors)', async () => {
    const missing = await authenticate({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['Password', 'Username']);

    const blank = await authenticate({ Username: '  ', Password: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ Username: ['Username is required.'], Password: ['Password is required.'] });

    const wrongTypes = await authenticate({ Username: { a: 1 }, Password: ['x'], RememberMe: 'maybe' });
    expect(wrongTypes.statusCode).toBe(400);

    const notJson = await app.inject({ method: 'POST', url: '/api/authenticate', headers: { 'content-type': 'application/json' }, payload: '{"Username":' });
    expect(notJson.statusCode).toBe(400);
  });

  it('logs in with an httpOnly, lax, path-wide session cookie that opens the session', async () => {
    const user = await createUser(db, provider.id);
    const res = await authenticate({ Username: user.username, Password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: user.id, username: user.username, lang: 'he-IL' });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeUndefined();
    expect(res.body).not.toContain(cookie.value);

    const init = await app.inject({ method: 'GET', url: '/api/init', headers: { cookie: cookieOf(res)! } });
    expect(init.statusCode).toBe(200);
    expect(init.json().data.user.id).toBe(user.id);
  });

  it('R-USER-12: remember me keeps the cookie for 30 days', async () => {
    const user = await createUser(db, provider.id);
    const res = await authenticate({ Username: user.username, Password: user.password, RememberMe: true });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)!.maxAge).toBe(30 * 24 * 3600);
  });

  it('takes the username case-insensitively', async () => {
    const user = await createUser(db, provider.id, { username: `MixedCase${Date.now()}` });
    const res = await authenticate({ Username: user.username.toUpperCase(), Password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it('R-USER-5: a wrong password and an unknown user get the same answer', async () => {
    const user = await createUser(db, provider.id);
    const wrong = await authenticate({ Username: user.username, Password: 'Wrong1234' });
    const unknown = await authenticate({ Username: 'nobody-at-all', Password: 'Wrong1234' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'login-incorrect', detail: 'Username or password is incorrect' });
      expect(res.cookies).toEqual([]);
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it('R-USER-6: a deactivated user, a user without profile, an inactive provider are refused', async () => {
    const deactivated = await createUser(db, provider.id, { values: { active: false } });
    const res = await authenticate({ Username: deactivated.username, Password: deactivated.password });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'user-deactivated', detail: 'User is deactivated' });
    // The account state is told only to someone who knows the password.
    expect((await authenticate({ Username: deactivated.username, Password: 'Wrong1234' })).json().code).toBe('login-incorrect');

    const noProfile = await createUser(db, provider.id);
    await db.update(users).set({ profileId: null }).where(eq(users.id, noProfile.id));
    const res2 = await authenticate({ Username: noProfile.username, Password: noProfile.password });
    expect(res2.statusCode).toBe(422);
    expect(res2.json()).toMatchObject({ code: 'user-no-profile', detail: 'User has no profile' });

    const inactiveProfile = await createUser(db, provider.id);
    await db.update(profiles).set({ active: false }).where(eq(profiles.id, inactiveProfile.profileId));
    expect((await authenticate({ Username: inactiveProfile.username, Password: inactiveProfile.password })).json().code).toBe('user-no-profile');

    const closed = await createProvider(db, { active: false });
    const closedUser = await createUser(db, closed.id);
    const res3 = await authenticate({ Username: closedUser.username, Password: closedUser.password });
    expect(res3.statusCode).toBe(422);
    expect(res3.json().code).toBe('provider-not-active');
    await db.update(providers).set({ active: true }).where(eq(providers.id, closed.id));
    expect((await authenticate({ Username: closedUser.username, Password: closedUser.password })).statusCode).toBe(200);
  });

  it('logout ends the session and clears the cookie; without a session it still answers', async () => {
    const user = await createUser(db, provider.id);
    const login = await authenticate({ Username: user.username, Password: user.password });
    const cookie = cookieOf(login)!;
    const before = await db.select().from(sessions).where(eq(sessions.userId, user.id));

    const res = await app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: true });
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    expect((await app.inject({ method: 'GET', url: '/api/init', headers: { cookie } })).statusCode).toBe(401);
    // Only this session ended: the one createUser opened is still there.
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(before.length - 1);
    expect((await app.inject({ method: 'GET', url: '/api/init', headers: { cookie: user.cookie } })).statusCode).toBe(200);

    expect((await app.inject({ method: 'GET', url: '/api/logout' })).statusCode).toBe(200);
  });
});
