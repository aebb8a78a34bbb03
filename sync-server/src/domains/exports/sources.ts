import { Permission, type PermissionCode } from '@pos/shared/permissions';
import type { EXPORT_KINDS } from '@pos/shared/api/exports';
import { accountingSource } from './accounting-source';
import { cancelDocumentsSource } from './cancel-documents-source';
import { crmCustomersSource, crmLeadsSource, quotesSource } from './crm-sources';
import { openFormatSource } from './open-format/open-format-source';
import type { ExportSource } from './export-source';
import { ordersSource } from './orders-source';
import { paymentsSource } from './payments-source';

export type ExportKind = (typeof EXPORT_KINDS)[number];

/** R-BULK-9: each kind's rows. The filter was checked by the route that started the export. */
export const SOURCES: Record<ExportKind, ExportSource<never>> = {
  accounting: accountingSource,
  orders: ordersSource,
  'payments-account-transactions': paymentsSource,
  'open-format': openFormatSource,
  'cancel-documents': cancelDocumentsSource,
  quotes: quotesSource,
  'crm-leads': crmLeadsSource,
  'crm-customers': crmCustomersSource,
};

/** Who may start, watch, cancel and fetch an export of each kind: the permission of the data it holds. */
export const KIND_PERMISSION: Record<ExportKind, PermissionCode> = {
  accounting: Permission.DocumentViewSearch,
  orders: Permission.ViewOrders,
  'payments-account-transactions': Permission.DocumentViewSearch,
  'open-format': Permission.DocumentViewSearch,
  'cancel-documents': Permission.DocumentViewSearch,
  quotes: Permission.CrmModule,
  'crm-leads': Permission.CrmCustomersExportAndImport,
  'crm-customers': Permission.CrmCustomersExportAndImport,
};

/** The CRM's kinds: the caller needs CrmModule (51, R-PERM-10) and the provider's CRM module on (R-CRM-8). */
export const CRM_KINDS: readonly ExportKind[] = ['quotes', 'crm-leads', 'crm-customers'];

export const isExportKind = (kind: string): kind is ExportKind => kind in SOURCES;
