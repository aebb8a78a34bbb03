import { buildMultipleUnitTickets, buildSingleUnitTickets, type CurrencyCode, type PrintDocument, type TicketsInput } from '@pos/printers';
import type { Language } from '@pos/shared/languages';
import { CURRENCIES } from '@pos/shared/reference';
import type { StationDb } from '../db/open';
import { replica } from '../catalogue/replica';
import type { TicketsDocument } from '../sales/sale-tickets';
import { localDateTime } from './receipt-input';
import { knownOrderNumber } from '../sales/sale-store';

/** The order number a ticket shows: the server's once known (it may have arrived since the sale), else the receipt's. */
function orderNumberOf(db: StationDb, doc: TicketsDocument): string {
  const number = knownOrderNumber(db, doc.orderUuid) ?? doc.orderNumber ?? doc.receiptNumber;
  return number === null ? doc.orderUuid.slice(0, 8) : String(number);
}

/**
 * A ticket print job as @pos/printers' ticket documents: one per printing type of the order
 * (single-unit: a ticket per person; multiple-unit: a ticket per line). Each ticket's QR is its code.
 */
export function ticketDocumentsOf(db: StationDb, doc: TicketsDocument, lang: Language, timeZone: string): PrintDocument[] {
  const provider = replica.provider(db);
  const station = replica.station(db);
  const user = replica.user(db, doc.userId);
  const { date, time } = localDateTime(doc.issuedAt, timeZone);
  const currency = (CURRENCIES.find((c) => c.id === provider?.currencyId)?.code ?? 'NIS') as CurrencyCode;
  const base: Omit<TicketsInput, 'tickets'> = {
    lang,
    business: { name: provider?.name ?? '', ...(provider?.companyId ? { companyId: provider.companyId } : {}), ...(provider?.address ? { address: provider.address } : {}) },
    date,
    time,
    cashier: user ? `${user.firstName} ${user.lastName}`.trim() || user.username : '',
    station: station?.name ?? '',
    currency,
    orderNumber: orderNumberOf(db, doc),
  };
  return doc.groups.map((group) => {
    const input: TicketsInput = {
      ...base,
      tickets: group.tickets.map((t) => ({
        code: t.code,
        product: t.productName,
        slotDate: t.date,
        ...(t.startTime ? { slotTime: t.startTime.slice(0, 5) } : {}),
        ...(t.customerTypeName ? { customerType: t.customerTypeName } : {}),
        quantity: t.quantity,
        ...(t.externalCode ? { externalCode: t.externalCode } : {}),
      })),
    };
    return group.printingType === 'single-unit' ? buildSingleUnitTickets(input) : buildMultipleUnitTickets(input);
  });
}
