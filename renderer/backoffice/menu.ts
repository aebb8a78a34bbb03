import { Permission } from '@pos/shared/permissions';

/** A menu entry of 000 §2 and the permission its screen needs (R-PERM-8..13). */
export interface MenuEntry {
  key: string;
  to: string;
  permission?: number;
  /** Shown only while the provider's CRM module is on (R-CRM-8); the permission alone is not enough. */
  crm?: true;
}

/**
 * The entries of 000 §2 whose screens exist in this release, in the spec's order. "Sign out" is
 * always shown and lives in the layout.
 */
export const MENU: readonly MenuEntry[] = [
  { key: 'home', to: '/' },
  { key: 'catalog', to: '/catalog', permission: Permission.ProductsViewSearch },
  { key: 'calendar', to: '/calendar/v3', permission: Permission.CalendarViewFilter },
  { key: 'orders', to: '/orders', permission: Permission.ViewOrders },
  { key: 'syncConflicts', to: '/sync-conflicts', permission: Permission.ViewOrders },
  { key: 'messageHistory', to: '/smshistory', permission: Permission.ViewOrders },
  { key: 'chat', to: '/chat-quotes', permission: Permission.ViewOrders },
  { key: 'businessClients', to: '/businessClients', permission: Permission.ViewOrders },
  { key: 'crmCustomers', to: '/crm-customers', permission: Permission.CrmModule, crm: true },
  { key: 'crmLeads', to: '/crm-customer-leads', permission: Permission.CrmModule, crm: true },
  { key: 'crmQuotes', to: '/crm-customer-lead-quotes', permission: Permission.CrmModule, crm: true },
  { key: 'documents', to: '/documents', permission: Permission.DocumentViewSearch },
  { key: 'exports', to: '/export', permission: Permission.DocumentViewSearch },
  { key: 'bulkInvoices', to: '/bulk-invoices', permission: Permission.CreateBulkInvoices },
  { key: 'coupons', to: '/provider/coupons', permission: Permission.ProductsViewSearch },
  { key: 'employees', to: '/employees', permission: Permission.ViewProviderSettings },
  { key: 'messageTemplates', to: '/message-management', permission: Permission.ViewProviderSettings },
  { key: 'reports', to: '/report/dashboard', permission: Permission.ReportsView },
  { key: 'accounting', to: '/provider/accounting', permission: Permission.ViewProviderSettings },
  { key: 'settings', to: '/provider/settings', permission: Permission.ViewProviderSettings },
];

/** The entries the user's permissions allow; the CRM's only when the session says CRM is on (init's crmModule). */
export function visibleMenu(permissions: ReadonlySet<number>, crmModule: boolean, entries: readonly MenuEntry[] = MENU): MenuEntry[] {
  return entries.filter((e) => (e.permission === undefined || permissions.has(e.permission)) && (!e.crm || crmModule));
}

/**
 * The platform's own back office (issue 25): shown to platform staff only, a role of the platform
 * and not a provider permission (the layout asks GET platform/me).
 */
export const PLATFORM_MENU: readonly MenuEntry[] = [{ key: 'platform', to: '/platform' }];

export { Permission };
