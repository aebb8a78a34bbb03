import { Permission } from '@pos/shared/permissions';
import type { Language } from '@pos/shared/languages';
import type { ResponseOf } from '@pos/shared/api/routes';
import { call, type ApiResult } from '../../ui/api';

export type ExportTask = ResponseOf<'GET /api/export/wait-task'>;

/** R-BULK-9: what the Exports screen can start, each with the permission of the data it holds. */
export const EXPORT_CHOICES = ['orders-csv', 'orders-xlsx', 'orders-pdf', 'accounting-Hashavshevet', 'accounting-Eshkol', 'payments', 'open-format', 'cancel-documents'] as const;
export type ExportChoice = (typeof EXPORT_CHOICES)[number];

export const CHOICE_PERMISSION: Record<ExportChoice, number> = {
  'orders-csv': Permission.ViewOrders,
  'orders-xlsx': Permission.ViewOrders,
  'orders-pdf': Permission.ViewOrders,
  'accounting-Hashavshevet': Permission.DocumentViewSearch,
  'accounting-Eshkol': Permission.DocumentViewSearch,
  payments: Permission.DocumentViewSearch,
  'open-format': Permission.DocumentViewSearch,
  'cancel-documents': Permission.DocumentViewSearch,
};

/** Starts one export (C165, C169, C170, C176, the unified format) for the period, in the screen's language. */
export function startExport(choice: ExportChoice, period: { fromDate: string; toDate: string }, language: Language): Promise<ApiResult<ExportTask>> {
  const query = { language };
  const quiet = true;
  switch (choice) {
    case 'orders-csv':
      return call('POST /api/export/orders/{format}', { params: { format: 'csv' }, query, body: period, quiet });
    case 'orders-xlsx':
      return call('POST /api/export/orders/{format}', { params: { format: 'xlsx' }, query, body: period, quiet });
    case 'orders-pdf':
      return call('POST /api/export/orders/{format}', { params: { format: 'pdf' }, query, body: period, quiet });
    case 'accounting-Hashavshevet':
      return call('POST /api/export/accounting', { query, body: { ...period, system: 'Hashavshevet' }, quiet });
    case 'accounting-Eshkol':
      return call('POST /api/export/accounting', { query, body: { ...period, system: 'Eshkol' }, quiet });
    case 'payments':
      return call('POST /api/export/payments-account-transactions', { query, body: period, quiet });
    case 'open-format':
      return call('POST /api/export/open-format', { query, body: period, quiet });
    case 'cancel-documents':
      return call('POST /api/export/cancel-documents', { query, body: period, quiet });
  }
}
