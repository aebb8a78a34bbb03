import type { LeadCustomer, PaymentEntry } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';
import { replica } from '../catalogue/replica';

/**
 * What a refund (credit) receipt says, as its print job carries it and the POS shows it: the
 * refund's own number, the document it credits, the lines and amounts given back (positive) and
 * how the money went back. The printers' credit-receipt layout renders it.
 */
export interface RefundDocument {
  docType: 'refund';
  refundUuid: string;
  number: number;
  issuedAt: string;
  original: { receiptUuid: string; docType: 'receipt' | 'invoice-receipt'; number: number; total: number };
  orderUuid: string;
  orderNumber: number | null;
  provider: { name: string; companyId: string | null; address: string | null; vatRateBp: number; vatType: string };
  station: { name: string; number: number } | null;
  cashier: { id: number; name: string };
  customer: LeadCustomer;
  currencyId: number;
  reason: string;
  lines: { lineNo: number; productName: string; customerTypeName: string; date: string; startTime: string | null; quantity: number; unitPrice: number; total: number }[];
  totals: { vatAmount: number; total: number };
  /** How the money went back (cash from the drawer, the card's refund). */
  payments: PaymentEntry[];
  /** A reprint: printed "copy" (every reprint is a copy). */
  copy?: number;
}

export function refundDocument(db: StationDb, input: Omit<RefundDocument, 'docType' | 'provider' | 'station' | 'cashier'> & { userId: number }): RefundDocument {
  const provider = replica.provider(db);
  const station = replica.station(db);
  const user = replica.user(db, input.userId);
  const { userId, ...rest } = input;
  return {
    docType: 'refund',
    ...rest,
    provider: { name: provider?.name ?? '', companyId: provider?.companyId ?? null, address: provider?.address ?? null, vatRateBp: provider?.vatRateBp ?? 0, vatType: provider?.vatType ?? 'IncVat' },
    station: station ? { name: station.name, number: station.number } : null,
    cashier: { id: userId, name: user ? `${user.firstName} ${user.lastName}`.trim() || user.username : '' },
  };
}
