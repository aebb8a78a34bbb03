import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { MENU, visibleMenu } from './menu';
import { routes } from './routes';
import { decideRoute } from '../ui/router';

describe('menu (000 §2)', () => {
  it('shows only the entries the permissions allow', () => {
    expect(visibleMenu(new Set(), true).map((e) => e.key)).toEqual(['home']);
    expect(visibleMenu(new Set([Permission.ViewOrders, Permission.ReportsView]), true).map((e) => e.key)).toEqual(['home', 'orders', 'syncConflicts', 'messageHistory', 'chat', 'businessClients', 'reports']);
    expect(visibleMenu(new Set(Object.values(Permission)), true).map((e) => e.key)).toEqual(MENU.map((e) => e.key));
  });

  it('R-CRM-8: the CRM entries need the CrmModule permission and the provider\'s CRM module on', () => {
    const crm = ['crmCustomers', 'crmLeads', 'crmQuotes'];
    const all = new Set<number>(Object.values(Permission));
    expect(visibleMenu(all, true).map((e) => e.key)).toEqual(expect.arrayContaining(crm));
    expect(visibleMenu(all, false).map((e) => e.key).filter((k) => crm.includes(k))).toEqual([]);
    expect(visibleMenu(new Set([...all].filter((p) => p !== Permission.CrmModule)), true).map((e) => e.key).filter((k) => crm.includes(k))).toEqual([]);
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

  it('coupons: listed and opened with ProductsViewSearch (11); a new coupon needs CouponCanChange (42)', () => {
    const reader = { loggedIn: true, permissions: new Set<number>([Permission.ProductsViewSearch]) };
    expect(visibleMenu(reader.permissions, true).map((e) => e.key)).toContain('coupons');
    for (const path of ['/provider/coupons', '/coupons/filter', '/coupon/edit/7']) expect(decideRoute(routes, path, reader).kind, path).toBe('render');
    expect(decideRoute(routes, '/coupon/new', reader).kind).toBe('no-permission');
    expect(decideRoute(routes, '/coupon/new', { loggedIn: true, permissions: new Set<number>([Permission.ProductsViewSearch, Permission.CouponCanChange]) }).kind).toBe('render');
  });

  it('issue 20: business clients are listed and read with ViewOrders; a new client needs EditOrders', () => {
    const reader = { loggedIn: true, permissions: new Set<number>([Permission.ViewOrders]) };
    for (const path of ['/businessClients', '/businessClients/filter', '/businessClient/7/view/orders']) expect(decideRoute(routes, path, reader).kind, path).toBe('render');
    expect(decideRoute(routes, '/businessClient/new', reader).kind).toBe('no-permission');
    expect(decideRoute(routes, '/businessClient/7/edit/details', reader).kind).toBe('no-permission');
    expect(decideRoute(routes, '/businessClient/new', { loggedIn: true, permissions: new Set<number>([Permission.EditOrders]) }).kind).toBe('render');
  });

  it('issue 5: the sync conflicts list sits beside the orders, for those who see orders', () => {
    const keys = visibleMenu(new Set([Permission.ViewOrders]), true).map((e) => e.key);
    expect(keys.indexOf('syncConflicts')).toBe(keys.indexOf('orders') + 1);
    expect(decideRoute(routes, '/sync-conflicts', { loggedIn: true, permissions: new Set<number>() }).kind).toBe('no-permission');
  });
});
