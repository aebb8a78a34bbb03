import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readSecurityConfig, parseTrustProxy } from '../config';
import { createProvider, createUser, setupTestApp } from '../test/test-app';
import { pairedStation } from '../domains/sync/station.fixtures';
import { DEFAULT_BODY_LIMIT } from '../http/body-limits';
import { addressKey, isLoopback } from './client-address';
import { csvCell, csvText } from './csv';

/** Issue 14: bodies, authentication on request, rate limit, security headers, production secrets, CSV cells. */
describe('server hardening', async () => {
  const { app, db, database } = await setupTestApp();
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const big = (bytes: number) => JSON.stringify({ lang: 'en-US', padding: 'x'.repeat(bytes) });

  it(`item 6: bodies are limited to ${DEFAULT_BODY_LIMIT / 1024} KiB by default (413)`, async () => {
    const res = await app.inject({ method: 'POST', url: '/api/changelanguage', headers: { cookie: user.cookie, 'content-type': 'application/json' }, payload: big(300 * 1024) });
    expect(res.statusCode).toBe(413);
    const fits = await app.inject({ method: 'POST', url: '/api/changelanguage', headers: { cookie: user.cookie, 'content-type': 'application/json' }, payload: big(200 * 1024) });
    expect(fits.statusCode).toBe(200);
  });

  it('item 6: a station push may be larger, and the contract signing carries its signature', async () => {
    const { auth } = await pairedStation(app, user);
    const push = await app.inject({ method: 'POST', url: '/sync/push', headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify({ ops: [], padding: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(push.statusCode).not.toBe(413);
    const sign = await app.inject({ method: 'POST', url: '/api/contract-form/sign', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ token: 'x'.repeat(43), fullName: 'A B', jobTitle: 'C', signature: `data:image/png;base64,${'A'.repeat(300 * 1024)}` }) });
    expect(sign.statusCode).not.toBe(413);
  });

  it('item 6: the caller is authenticated on request, before the body is read (401, not a parse error)', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/changelanguage', headers: { 'content-type': 'application/json' }, payload: '{not json' });
    expect(anonymous.statusCode).toBe(401);
    const tooBig = await app.inject({ method: 'POST', url: '/api/changelanguage', headers: { 'content-type': 'application/json' }, payload: big(300 * 1024) });
    expect(tooBig.statusCode).toBe(401);
    const station = await app.inject({ method: 'POST', url: '/sync/push', headers: { 'content-type': 'application/json' }, payload: '{not json' });
    expect(station.statusCode).toBe(401);
  });

  describe('item 6: the general rate limit', async () => {
    const limited = await buildApp({ database, security: { rateLimit: { max: 5, windowMs: 60_000, limitLoopback: false } } });
    const get = (remoteAddress: string, url = '/api/version') => limited.inject({ method: 'GET', url, remoteAddress });

    it('answers 429 rate-limited with Retry-After past the limit per address, on /api and /sync', async () => {
      for (let i = 0; i < 5; i++) expect((await get('10.30.0.1')).statusCode).toBe(200);
      const refused = await get('10.30.0.1');
      expect([refused.statusCode, refused.json().code]).toEqual([429, 'rate-limited']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await get('10.30.0.1', '/sync/ping')).statusCode).toBe(429);
      expect((await get('10.30.0.2')).statusCode).toBe(200);
    });

    it('counts an IPv6 /64 as one address; calls from this machine are not limited by default', async () => {
      for (let i = 0; i < 5; i++) expect((await get(`2001:db8:30:1::${i + 1}`)).statusCode).toBe(200);
      expect((await get('2001:db8:30:1::ff')).statusCode).toBe(429);
      for (let i = 0; i < 8; i++) expect((await get('127.0.0.1')).statusCode).toBe(200);
      await limited.close();
    });
  });

  it('security headers: CSP with frame-ancestors none, nosniff; HSTS only in production', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/version' });
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const production = await buildApp({ database, security: { production: true } });
    const secured = await production.inject({ method: 'GET', url: '/api/version' });
    expect(secured.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    await production.close();
  });

  it('refuses to start in production without COUPON_SECRET_KEY', () => {
    expect(() => readSecurityConfig({ NODE_ENV: 'production' })).toThrow(/COUPON_SECRET_KEY/);
    expect(() => readSecurityConfig({ NODE_ENV: 'production', COUPON_SECRET_KEY: '  ' })).toThrow(/COUPON_SECRET_KEY/);
    expect(readSecurityConfig({ NODE_ENV: 'production', COUPON_SECRET_KEY: 'a-long-random-key' }).production).toBe(true);
    expect(readSecurityConfig({}).production).toBe(false);
  });

  it('reads TRUST_PROXY and the rate limit from the environment', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(readSecurityConfig({ RATE_LIMIT_MAX: '100', RATE_LIMIT_WINDOW_MS: '1000' }).rateLimit).toEqual({ max: 100, windowMs: 1000, limitLoopback: false });
    expect(() => readSecurityConfig({ RATE_LIMIT_MAX: 'lots' })).toThrow(/RATE_LIMIT_MAX/);
  });

  it('keys addresses: IPv4 as is (also IPv4-mapped), IPv6 by its /64, loopback known', () => {
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(isLoopback('127.0.0.1') && isLoopback('::1') && isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
  });

  it('CSV cells: formulas (= + - @ tab CR) are neutralised, quotes and commas quoted, numbers kept', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", `"'\rx"`]);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvText([['Code'], ['=cmd']])).toBe("\uFEFFCode\r\n'=cmd\r\n");
  });
});
