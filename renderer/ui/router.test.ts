import { describe, expect, it } from 'vitest';
import { decideRoute, matchPath, type RouteDef } from './router';

const routes: RouteDef<string>[] = [
  { path: '/login', page: 'login', titleKey: 'login', anonymous: true },
  { path: '/reset-password/{token}', page: 'reset', titleKey: 'reset', anonymous: true },
  { path: '/order/{id}/ticket', page: 'ticket', titleKey: 'ticket', anonymous: true, openWhenLoggedIn: true },
  { path: '/', page: 'home', titleKey: 'home' },
  { path: '/orders', page: 'orders', titleKey: 'orders', permission: 1 },
  { path: '/product/{id}/edit/{tab?}', page: 'edit', titleKey: 'edit', permission: 14 },
  { path: '/product/{id}/{tab?}', page: 'view', titleKey: 'view', permission: 11 },
];
const anonymous = { loggedIn: false, permissions: new Set<number>() };
const viewer = (...permissions: number[]) => ({ loggedIn: true, permissions: new Set(permissions) });

describe('matchPath', () => {
  it('reads required and optional parameters', () => {
    expect(matchPath('/product/{id}/{tab?}', '/product/7')).toEqual({ id: '7' });
    expect(matchPath('/product/{id}/{tab?}', '/product/7/pricing')).toEqual({ id: '7', tab: 'pricing' });
    expect(matchPath('/product/{id}/{tab?}', '/product')).toBeNull();
    expect(matchPath('/calendar/v3/{view?}/{date?}', '/calendar/v3')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/orders', '/orders/')).toEqual({});
    expect(matchPath('/reset-password/{token}', '/reset-password/a%20b')).toEqual({ token: 'a b' });
  });
});

describe('router rules (000 §2)', () => {
  it('R-PERM-1, R-PERM-2: a route needs a login; an unauthenticated visitor goes to login', () => {
    expect(decideRoute(routes, '/orders', anonymous)).toEqual({ kind: 'redirect', to: '/login?returnUrl=%2Forders', reason: 'login' });
    expect(decideRoute(routes, '/', anonymous)).toMatchObject({ kind: 'redirect', reason: 'login' });
  });

  it('R-PERM-3: anonymous routes open without a login', () => {
    for (const path of ['/login', '/reset-password/abc', '/order/5/ticket']) expect(decideRoute(routes, path, anonymous).kind).toBe('render');
  });

  it('R-PERM-4: a logged-in user on an anonymous route goes home, except the order ticket', () => {
    expect(decideRoute(routes, '/login', viewer())).toEqual({ kind: 'redirect', to: '/', reason: 'home' });
    expect(decideRoute(routes, '/reset-password/abc', viewer())).toMatchObject({ kind: 'redirect', to: '/' });
    expect(decideRoute(routes, '/order/5/ticket', viewer())).toMatchObject({ kind: 'render', params: { id: '5' } });
  });

  it('R-PERM-5: a missing permission means "No permission" and home', () => {
    expect(decideRoute(routes, '/orders', viewer(11))).toMatchObject({ kind: 'no-permission', to: '/' });
    expect(decideRoute(routes, '/orders', viewer(1))).toMatchObject({ kind: 'render' });
    expect(decideRoute(routes, '/product/3/edit', viewer(11))).toMatchObject({ kind: 'no-permission' });
    expect(decideRoute(routes, '/product/3/edit/pricing', viewer(14))).toMatchObject({ kind: 'render', params: { id: '3', tab: 'pricing' } });
    expect(decideRoute(routes, '/product/3', viewer(11))).toMatchObject({ kind: 'render', route: { page: 'view' } });
  });

  it('R-PERM-6: the title comes from the route', () => {
    expect(decideRoute(routes, '/orders', viewer(1))).toMatchObject({ route: { titleKey: 'orders' } });
  });

  it('R-PERM-7: unknown paths are not found, logged in or not', () => {
    expect(decideRoute(routes, '/nowhere', viewer(1))).toEqual({ kind: 'not-found' });
    expect(decideRoute(routes, '/nowhere', anonymous)).toEqual({ kind: 'not-found' });
  });
});
