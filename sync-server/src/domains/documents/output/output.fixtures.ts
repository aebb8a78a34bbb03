import type { Db } from '../../../db/client';
import { documentLines, documentPayments, documents, stations } from '../../../db/schema';

export interface LedgerDocumentFixture {
  providerId: number;
  docType?: string;
  number: number;
  total?: number;
  vatAmount?: number;
  customerName?: string;
  customerTaxId?: string;
  issuedAt?: Date;
  stationId?: number | null;
  orderId?: number | null;
  userId?: number | null;
  creditedDocumentId?: number | null;
  state?: string;
  status?: string;
  allocationNumber?: string | null;
  reason?: string;
  title?: string;
  lines?: { description: string; quantity: number; unitPrice: number; total: number }[];
  payments?: { method: number; amount: number; details?: Record<string, unknown> }[];
}

/** A ledger document written directly (the ledger's own routes are tested in their files). */
export async function insertLedgerDocument(db: Db, d: LedgerDocumentFixture): Promise<number> {
  const lines = d.lines ?? [{ description: 'Jeep tour', quantity: 2, unitPrice: 5900, total: 11800 }];
  const total = d.total ?? lines.reduce((sum, l) => sum + l.total, 0);
  const [row] = await db
    .insert(documents)
    .values({
      providerId: d.providerId,
      docType: d.docType ?? 'receipt',
      number: d.number,
      currencyId: 1,
      total,
      vatRateBp: 1800,
      vatAmount: d.vatAmount ?? Math.round((total * 18) / 118),
      customerName: d.customerName ?? '',
      customerTaxId: d.customerTaxId ?? '',
      stationId: d.stationId ?? null,
      orderId: d.orderId ?? null,
      userId: d.userId ?? null,
      creditedDocumentId: d.creditedDocumentId ?? null,
      state: d.state ?? 'Done',
      status: d.status ?? 'issued',
      allocationNumber: d.allocationNumber ?? null,
      reason: d.reason ?? '',
      title: d.title ?? '',
      screen: d.stationId ? 'station' : 'documents',
      ...(d.issuedAt ? { issuedAt: d.issuedAt } : {}),
    })
    .returning({ id: documents.id });
  const id = row!.id;
  await db.insert(documentLines).values(lines.map((l, i) => ({ documentId: id, lineNo: i + 1, ...l })));
  const payments = d.payments ?? (d.docType === 'invoice' || d.docType === 'proforma' || d.docType === 'credit-invoice' ? [] : [{ method: 1, amount: total }]);
  if (payments.length) {
    await db.insert(documentPayments).values(payments.map((p, i) => ({ documentId: id, lineNo: i + 1, method: p.method, currencyId: 1, amount: p.amount, localAmount: p.amount, details: p.details ?? {} })));
  }
  return id;
}

export async function insertStation(db: Db, providerId: number, number: number, name = `Window ${number}`): Promise<number> {
  const [row] = await db.insert(stations).values({ providerId, number, name, cashierIdentifier: `W${number}` }).returning({ id: stations.id });
  return row!.id;
}
