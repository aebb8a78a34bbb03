import { describe, expect, it } from 'vitest';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';

/** No input, however malformed, may produce a 500: every route of the session, users and reference domains. */
describe('malformed input never gives a 500', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);

  const bodies: unknown[] = [
    null,
    [],
    'text',
    42,
    true,
    {},
    { id: {}, username: [], profileId: -1, permissions: {}, keyword: { $ne: 1 } },
    { id: 1e40, pageIndex: 1e40, pageSize: -5, lang: null, Email: 'x'.repeat(10_000), token: null },
    { Username: 'a'.repeat(5000), Password: 'b'.repeat(5000), RememberMe: 'yes' },
    { username: '\u0000', password: '\ud800', email: '@', permissions: [1.5, 'x', null], allowedProductIds: [0, -1, 2 ** 40] },
    { name: '', permissions: Array.from({ length: 500 }, (_, i) => i) },
    // Postgres refuses NUL characters in text: they must be caught before any query.
    { Username: 'a\u0000b', Password: 'x', keyword: '\u0000', Email: 'a\u0000@b.co', token: '\u0000', password: 'Secret123', confirmPassword: 'Secret123' },
    { username: 'nul-user', password: 'Secret123', profileId: 1, email: 'a\u0000@b.co', firstName: '\u0000', name: 'x\u0000', permissions: [1] },
  ];
  const posts = ['/authenticate', '/changelanguage', '/forgot-password', '/reset-password', '/provider/users/search', '/provider/user/save', '/provider/profile/save'];
  const gets = ['/provider/user/get', '/provider/profile/get', '/provider/profiles/search', '/cities', '/bank-branches', '/sub-tags'];
  const queries = ['', '?id=', '?id=abc', '?id=-1', '?id=1e99', '?id=%00', '?id[]=1&id[]=2', '?keyword=' + 'k'.repeat(5000), '?keyword=%00', '?regionId=x&bankId=%27&tagId=null'];

  it('POST routes answer 2xx or 4xx to malformed bodies', async () => {
    let n = 0;
    for (const url of posts) {
      for (const body of bodies) {
        const res = await app.inject({
          method: 'POST',
          url: `/api${url}`,
          headers: { cookie: admin.cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
          remoteAddress: `10.77.${Math.floor(++n / 200)}.${n % 200}`,
        });
        expect(res.statusCode, `${url} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
      }
      const notJson = await app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie: admin.cookie, 'content-type': 'text/plain' }, payload: 'hello' });
      expect(notJson.statusCode, url).toBeLessThan(500);
    }
  });

  it('GET routes answer 2xx or 4xx to malformed queries', async () => {
    for (const url of gets) {
      for (const q of queries) {
        const res = await app.inject({ method: 'GET', url: `/api${url}${q}`, headers: { cookie: admin.cookie } });
        expect(res.statusCode, `${url}${q}`).toBeLessThan(500);
      }
    }
  });
});
