import type { CreditReceiptInput } from '@pos/printers';
import type { Language } from '@pos/shared/languages';
import type { RefundDocument } from '../refunds/refund-document';
import { currencyCode, localDateTime, paymentOf } from './receipt-input';

/** The station's refund document (what the refund stored in its print job) as the printers' credit-receipt input. */
export function refundInputOf(doc: RefundDocument, lang: Language, timeZone: string): CreditReceiptInput {
  const { date, time } = localDateTime(doc.issuedAt, timeZone);
  const customerName = [doc.customer.firstName, doc.customer.lastName].filter(Boolean).join(' ');
  return {
    lang,
    business: { name: doc.provider.name, ...(doc.provider.companyId ? { companyId: doc.provider.companyId } : {}), ...(doc.provider.address ? { address: doc.provider.address } : {}) },
    date,
    time,
    cashier: doc.cashier.name,
    station: doc.station ? doc.station.name : '',
    currency: currencyCode(doc.currencyId),
    documentNumber: String(doc.number),
    originalDocumentNumber: String(doc.original.number),
    ...(doc.orderNumber ? { orderNumber: String(doc.orderNumber) } : {}),
    ...(doc.copy ? { copy: true } : {}),
    ...(customerName ? { customerName } : {}),
    ...(doc.reason ? { reason: doc.reason } : {}),
    lines: doc.lines.map((line) => ({
      product: line.productName,
      slotDate: line.date,
      ...(line.startTime ? { slotTime: line.startTime.slice(0, 5) } : {}),
      customerType: line.customerTypeName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: line.total,
    })),
    totals: { vatPercent: doc.provider.vatRateBp / 100, vatAmount: doc.totals.vatAmount, total: doc.totals.total },
    refunds: doc.payments.map((p) => paymentOf(p, doc.currencyId)),
    // A copy opens no drawer: no money moves on a reprint.
    ...(doc.copy ? { openDrawer: false } : {}),
  };
}
