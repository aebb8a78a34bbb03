import type { LeadCustomer, PaymentEntry } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';
import { replica } from '../catalogue/replica';

/**
 * What a receipt says, as the print job carries it and the POS shows it: the printers' layouts
 * (8 cm ESC/POS, A4) render this, in the cashier's language.
 */
export interface ReceiptDocument {
  /** A receipt, or a tax invoice-receipt when the station holds invoice-receipt numbers (a licensed dealer). */
  docType: 'receipt' | 'invoice-receipt';
  number: number;
  issuedAt: string;
  orderUuid: string;
  /** The receipt's own id (a refund names the receipt it refunds). */
  receiptUuid?: string;
  /** A reprint: printed "copy", and how many copies printed before it (every reprint is a copy). */
  copy?: number;
  /** The server's order number, once the sale reached the server (a reprint shows it). */
  orderNumber: number | null;
  reservedOrderNumber: number | null;
  provider: { name: string; companyId: string | null; address: string | null; vatRateBp: number; vatType: string };
  station: { name: string; number: number } | null;
  cashier: { id: number; name: string };
  customer: LeadCustomer;
  currencyId: number;
  lines: { productName: string; customerTypeName: string; date: string; startTime: string | null; quantity: number; unitPrice: number; discountAmount: number; total: number }[];
  totals: { gross: number; discountAmount: number; vatAmount: number; total: number };
  payments: PaymentEntry[];
  change: number;
}

export function receiptDocument(
  db: StationDb,
  input: Omit<ReceiptDocument, 'docType' | 'provider' | 'station' | 'cashier' | 'change' | 'orderNumber'> & { docType?: ReceiptDocument['docType']; userId: number; orderNumber?: number | null },
): ReceiptDocument {
  const provider = replica.provider(db);
  const station = replica.station(db);
  const user = replica.user(db, input.userId);
  const { userId: _userId, ...rest } = input;
  return {
    ...rest,
    docType: input.docType ?? 'receipt',
    orderNumber: input.orderNumber ?? null,
    provider: { name: provider?.name ?? '', companyId: provider?.companyId ?? null, address: provider?.address ?? null, vatRateBp: provider?.vatRateBp ?? 0, vatType: provider?.vatType ?? 'IncVat' },
    station: station ? { name: station.name, number: station.number } : null,
    cashier: { id: input.userId, name: user ? `${user.firstName} ${user.lastName}`.trim() || user.username : '' },
    change: input.payments.reduce((s, p) => s + (p.method === 1 ? p.details.change : 0), 0),
  };
}
