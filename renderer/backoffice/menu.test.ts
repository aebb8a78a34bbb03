import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { MENU, visibleMenu } from './menu';
import { routes } from './routes';
import { decideRoute } from '../ui/router';

describe('menu (000 §2)', () => {
  it('shows only the entries the permissions allow', () => {
    expect(visibleMenu(new Set()).map((e) => e.key)).toEqual(['home']);
    expect(visibleMenu(new Set([Permission.ViewOrders, Permission.ReportsView])).map((e) => e.key)).toEqual(['home', 'orders', 'reports']);
    expect(visibleMenu(new Set(Object.values(Permission))).map((e) => e.key)).toEqual(MENU.map((e) => e.key));
  });

  it('every entry opens a route that needs exactly the entry\'s permission', () => {
    for (const entry of MENU) {
      const all = { loggedIn: true, permissions: new Set<number>(Object.values(Permission)) };
      expect(decideRoute(routes, entry.to, all).kind, entry.key).toBe('render');
      if (entry.permission === undefined) continue;
      const without = { loggedIn: true, permissions: new Set<number>(Object.values(Permission).filter((p) => p !== entry.permission)) };
      expect(decideRoute(routes, entry.to, without).kind, entry.key).toBe('no-permission');
    }
  });
});
