import { notFound } from '@pos/shared/errors';
import { leadCustomerName } from '@pos/shared/orders/lead-customer';
import type { SlotManifest } from '@pos/shared/api/calendar';
import type { SlotManifestInput } from '@pos/printers';
import type { Static } from 'typebox';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { manifestLines, slotWithProduct } from '../employees/assignment-repo';
import { officeSheetHead } from '../orders/summary-repo';
import { firstScansOf, ticketsOfOrders } from '../tickets/ticket-repo';
import { orderLines, orders as ordersTable } from '../../db/schema';
import { anyOf } from '../../db/sql-rows';
import { and, asc, eq } from 'drizzle-orm';
import { checkRange } from './date-range';

type Manifest = Static<typeof SlotManifest>;

function add(list: Array<{ customerType: string; quantity: number }>, customerType: string, quantity: number) {
  const row = list.find((x) => x.customerType === customerType);
  if (row) row.quantity += quantity;
  else list.push({ customerType, quantity });
}

/**
 * The manifest of one slot occurrence (issue 18): every order booked on it (not cancelled), its lead
 * customer, tickets per customer type, persons, and persons admitted on this slot (the first scan of
 * each ticket of the order's lines on this slot and date); totals over the orders.
 */
export async function slotManifest(db: Tx, actor: Actor, slotId: number, date: string): Promise<Manifest> {
  checkRange(date, date, { from: 'date', to: 'date' });
  const slot = await slotWithProduct(db, actor.providerId, slotId);
  if (!slot) throw notFound('Slot');
  const lines = await manifestLines(db, actor.providerId, date, [slotId]);
  const orderIds = [...new Set(lines.map((l) => l.orderId))];
  const uuids = orderIds.length ? await db.select({ id: ordersTable.id, uuid: ordersTable.uuid, arrivalConfirmation: ordersTable.arrivalConfirmation }).from(ordersTable).where(and(eq(ordersTable.providerId, actor.providerId), anyOf(ordersTable.id, orderIds))) : [];
  const tickets = await ticketsOfOrders(db, uuids);
  const scans = await firstScansOf(db, actor.providerId, orderIds);
  // A ticket names its line by index in the order's lines by id (shared/src/tickets): which of them are on this occurrence.
  const allLines = orderIds.length ? await db.select({ orderId: orderLines.orderId, slotId: orderLines.slotId, date: orderLines.date }).from(orderLines).where(anyOf(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id)) : [];
  const onThisSlot = (orderId: number, lineIndex: number) => {
    const line = allLines.filter((x) => x.orderId === orderId)[lineIndex];
    return line !== undefined && line.slotId === slotId && line.date === date;
  };
  const out = new Map<number, Manifest['orders'][number]>();
  const totals: Manifest['totals'] = [];
  let persons = 0;
  for (const l of lines) {
    let o = out.get(l.orderId);
    if (!o) {
      const lead = l.leadCustomer;
      const arrived = (tickets.get(l.orderId) ?? []).filter((x) => onThisSlot(l.orderId, x.lineIndex) && scans.has(x.code)).reduce((n, x) => n + x.quantity, 0);
      o = {
        orderId: l.orderId,
        orderNumber: l.orderNumber,
        status: l.status,
        customerName: leadCustomerName(lead),
        mobile: lead.mobile ?? '',
        tickets: [],
        persons: 0,
        arrived,
        arrivalConfirmation: uuids.find((u) => u.id === l.orderId)?.arrivalConfirmation ?? 'None',
      };
      out.set(l.orderId, o);
    }
    add(o.tickets, l.customerType, l.quantity);
    add(totals, l.customerType, l.quantity);
    o.persons += l.persons;
    persons += l.persons;
  }
  const list = [...out.values()];
  for (const o of list) o.arrived = Math.min(o.arrived, o.persons);
  return {
    slotId,
    productId: slot.productId,
    product: slot.productName,
    date,
    startTime: slot.startTime,
    endTime: slot.endTime,
    orders: list,
    totals,
    persons,
    arrived: list.reduce((n, o) => n + o.arrived, 0),
  };
}

/** The manifest as the A4 document's input, in the asked language (else the user's, else the provider's). */
export async function slotManifestInput(db: Tx, actor: Actor, manifest: Manifest, language: string | undefined, now: Date): Promise<SlotManifestInput> {
  const head = await officeSheetHead(db, actor, language, now);
  return {
    ...head,
    product: manifest.product,
    slotDate: manifest.date,
    startTime: manifest.startTime,
    endTime: manifest.endTime,
    orders: manifest.orders.map((o) => ({ orderNumber: String(o.orderNumber), customerName: o.customerName, ...(o.mobile ? { mobile: o.mobile } : {}), tickets: o.tickets, persons: o.persons, arrived: o.arrived })),
    totals: manifest.totals,
    persons: manifest.persons,
    arrived: manifest.arrived,
  };
}

/** Turns the manifest into an A4 PDF (Chromium through @pos/printers). */
export async function renderSlotManifestPdf(input: SlotManifestInput): Promise<Buffer> {
  const { buildSlotManifest, renderHtml, renderPdf } = await import('@pos/printers');
  return renderPdf(renderHtml(buildSlotManifest(input)));
}
