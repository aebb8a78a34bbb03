import { and, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import { instantToLocal } from '@pos/shared/calendar/index';
import { notFound } from '@pos/shared/errors';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';
import type { TicketsInput } from '@pos/printers';
import type { Db } from '../../db/client';
import { orders, productTranslations } from '../../db/schema';
import { businessNameOf, providerForDocuments } from '../orders/summary-repo';
import { orderTicketsView } from '../tickets/ticket-view';
import { orderIdByTicketToken } from './ticket-link-repo';
import { externalCodesForTickets } from '../catalogue';

export interface ETicket {
  orderNumber: number;
  status: string;
  businessName: string;
  language: Language;
  tickets: {
    code: string;
    ticketNo: number;
    productName: string;
    customerTypeName: string;
    date: string;
    startTime: string | null;
    quantity: number;
    /** The code as a QR image (SVG), what the gate scans. */
    qrSvg: string;
  }[];
}

/**
 * The customer's e-ticket behind an unguessable link (only the token's hash is stored): the
 * order's admission tickets (shared/src/tickets codes, what the gate scans) with their QR codes,
 * product names in the asked language (the provider's by default). A wrong token is a 404.
 */
export async function eTicketOf(db: Db, token: string, language?: string): Promise<ETicket> {
  const orderId = await orderIdByTicketToken(db, token);
  if (orderId === null) throw notFound('Ticket');
  const [order] = await db.select({ providerId: orders.providerId, status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Ticket');
  const provider = await providerForDocuments(db, order.providerId);
  const lang: Language = language && isLanguage(language) ? language : isLanguage(provider.language) ? provider.language : FALLBACK_LANGUAGE;
  const view = await orderTicketsView(db, order.providerId, orderId);
  const productIds = [...new Set(view.tickets.map((t) => t.productId))];
  const names = productIds.length
    ? await db
        .select({ productId: productTranslations.productId, value: productTranslations.value })
        .from(productTranslations)
        .where(and(inArray(productTranslations.productId, productIds), eq(productTranslations.language, lang), eq(productTranslations.field, 'name')))
    : [];
  const translated = new Map(names.filter((n) => n.value.trim() !== '').map((n) => [n.productId, n.value]));
  return {
    orderNumber: view.orderNumber,
    status: order.status,
    businessName: businessNameOf(provider),
    language: lang,
    tickets: await Promise.all(
      view.tickets.map(async (t) => ({
        code: t.code,
        ticketNo: t.ticketNo,
        productName: translated.get(t.productId) ?? t.productName,
        customerTypeName: t.customerTypeName,
        date: t.date,
        startTime: t.startTime,
        quantity: t.quantity,
        qrSvg: await QRCode.toString(t.code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      })),
    ),
  };
}

/** The same tickets as the printers' ticket document (one page per ticket), for the PDF download. */
export async function eTicketPdf(db: Db, token: string, language?: string): Promise<{ pdf: Buffer; orderNumber: number }> {
  const ticket = await eTicketOf(db, token, language);
  const orderId = (await orderIdByTicketToken(db, token))!;
  const [order] = await db.select({ providerId: orders.providerId }).from(orders).where(eq(orders.id, orderId));
  const provider = await providerForDocuments(db, order!.providerId);
  const now = instantToLocal(new Date(), provider.timeZone);
  // A partner's code bought for the product is printed on each of its tickets (external codes, issue 23).
  const partnerCodes = await externalCodesForTickets(db, order!.providerId, orderId, (await orderTicketsView(db, order!.providerId, orderId)).tickets);
  const input: TicketsInput = {
    lang: ticket.language,
    business: { name: ticket.businessName, companyId: provider.companyId ?? undefined, address: provider.address ?? undefined, phone: provider.phone ?? undefined },
    date: now.date,
    time: now.time,
    cashier: '',
    station: '',
    currency: 'NIS',
    orderNumber: String(ticket.orderNumber),
    tickets: ticket.tickets.map((t) => ({
      code: t.code,
      product: t.productName,
      slotDate: t.date,
      ...(t.startTime ? { slotTime: t.startTime } : {}),
      customerType: t.customerTypeName,
      quantity: t.quantity,
      ...(partnerCodes.has(t.code) ? { externalCode: partnerCodes.get(t.code)! } : {}),
    })),
  };
  const { buildMultipleUnitTickets, renderHtml, renderPdf } = await import('@pos/printers');
  return { pdf: await renderPdf(renderHtml(buildMultipleUnitTickets(input))), orderNumber: ticket.orderNumber };
}
