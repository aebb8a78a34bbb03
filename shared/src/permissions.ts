/** Permission codes of spec 000 §6 (R-PERM-14). Codes are fixed; never renumber. */
export const Permission = {
  ViewOrders: 1,
  EditOrders: 2,
  ChangeOrderStatus: 3,
  CreateReceipts: 4,
  CreateInvoices: 5,
  CreateCreditInvoices: 6,
  GenerateLinkOfPersonalAreaToOrder: 7,
  DocumentViewSearch: 8,
  DocumentShare: 9,
  ReportsView: 10,
  ProductsViewSearch: 11,
  CalendarViewFilter: 12,
  CalendarStopSale: 13,
  EditProducts: 14,
  CreateProducts: 15,
  ViewProviderSettings: 16,
  EditProviderSettings: 17,
  CreateOrders: 27,
  Cashier: 28,
  CashierReservedOrders: 29,
  CashierSellToPrivate: 30,
  CashierSellToBusiness: 31,
  CashierClubsVouchers: 32,
  CashierChangeRate: 33,
  ChangeUnitPrice: 34,
  CashierChangeDiscount: 35,
  CashierEditSlot: 36,
  CreatePerfomaInvoices: 37,
  CanCancelExistingReceipt: 38,
  CreateBulkInvoices: 39,
  CreateChangeOrderInPast: 40,
  CreateChangeSlotInPast: 41,
  CouponCanChange: 42,
  CrmCustomerCreate: 43,
  CrmCustomerEdit: 44,
  CrmCustomerCreateReminder: 45,
  CrmCustomerCreateActivity: 46,
  CrmCustomerCreateLead: 47,
  CrmCustomerActivityTypesAndLocationManage: 48,
  CrmCustomerQuickReplyManage: 49,
  CrmCustomersExportAndImport: 50,
  CrmModule: 51,
} as const;

export type PermissionName = keyof typeof Permission;
export type PermissionCode = (typeof Permission)[PermissionName];

export const ALL_PERMISSION_CODES: readonly PermissionCode[] = Object.values(Permission);

/** The cashier permissions (28-36) the demo cashier holds. */
export const CASHIER_PERMISSION_CODES: readonly PermissionCode[] = ALL_PERMISSION_CODES.filter(
  (c) => c >= Permission.Cashier && c <= Permission.CashierEditSlot,
);

const byCode = new Map<number, PermissionName>(
  Object.entries(Permission).map(([name, code]) => [code, name as PermissionName]),
);

export function isPermissionCode(code: number): code is PermissionCode {
  return byCode.has(code);
}

export function permissionName(code: PermissionCode): PermissionName {
  return byCode.get(code)!;
}
