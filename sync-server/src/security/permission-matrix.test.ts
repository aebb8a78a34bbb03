import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, isPermissionCode } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp, type TestUser } from '../test/test-app';

/** A concrete URL for a route pattern: every path parameter becomes 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1');

/**
 * R-PERM-5, R-PERM-14: every route declares the permission code it needs; a caller whose profile
 * lacks exactly that code gets 403 "No permission", one who holds only that code is let through,
 * and a caller without a session gets 401.
 */
describe('permission matrix over every /api route', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const routes = app.guardedRoutes;
  const gated = routes.filter((r) => typeof r.access === 'number');
  const codes = [...new Set(gated.map((r) => r.access as number))];

  const allBut = new Map<number, TestUser>();
  const only = new Map<number, TestUser>();
  for (const code of codes) {
    allBut.set(code, await createUser(db, provider.id, { permissions: ALL_PERMISSION_CODES.filter((c) => c !== code) }));
    only.set(code, await createUser(db, provider.id, { permissions: [code] }));
  }

  it('covers the routes of the server, each with a known permission code or an explicit login rule', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) {
      expect(r.access === 'anonymous' || r.access === 'user' || (typeof r.access === 'number' && isPermissionCode(r.access)), `${r.method} ${r.url}`).toBe(true);
    }
  });

  it('answers 403 No permission to a caller lacking the route permission', async () => {
    for (const r of gated) {
      const user = allBut.get(r.access as number)!;
      const res = await app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: { cookie: user.cookie } });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().title).toBe('No permission');
    }
  });

  it('lets a caller holding only the route permission through the gate', async () => {
    for (const r of gated) {
      const user = only.get(r.access as number)!;
      const res = await app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: { cookie: user.cookie } });
      expect([401, 403], `${r.method} ${r.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`).not.toContain(res.statusCode);
    }
  });

  it('answers 401 to every non-anonymous route without a session (R-PERM-1)', async () => {
    for (const r of routes.filter((x) => x.access !== 'anonymous')) {
      const res = await app.inject({ method: r.method as 'GET', url: concrete(r.url) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });
});
