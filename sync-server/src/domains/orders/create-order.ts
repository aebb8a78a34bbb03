import { refused } from '@pos/shared/errors';
import type { Discount, PricedLine } from '@pos/shared/pricing/calculate-order';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { validLeadCustomer, type LeadCustomer } from './lead-customer';
import { OrderEvent } from './order-events';
import { findOrderByUuid, insertNewOrder, SEATS_DID_NOT_FIT, type NewLineRow, type OrderRow } from './order-repo';
import { orderDiscountColumns, totalsColumns } from './order-totals';
import { assertOccurrencesSellable, catalogueFor, clockOf, pastRightsOf, priceSale, type RequestedProduct } from './prepare-sale';
import { saleTerms, type TermsInput } from './sale-input';
import type { SaleCatalogue } from './sale-catalogue-repo';
import { saleRefusal } from './sale-problems';
import { netSeatChanges, soldSeats, type SeatChange } from './seats-repo';
import { assertOwnActiveTags } from './tags-repo';
import { occurrenceKey } from '@pos/shared/calendar/index';

export interface CreateOrderInput {
  /** The station's id of an order made offline: sending it twice creates one order. */
  uuid?: string;
  terms: TermsInput;
  products: RequestedProduct[];
  orderDiscount: Discount | null;
  leadCustomer?: LeadCustomer;
  remarks: string;
  source?: string;
  tagIds: number[];
}

/** The row of one priced line: seats, persons, prices and the slot it is on. */
export function lineRowOf(line: PricedLine, requested: RequestedProduct, catalogue: SaleCatalogue): Omit<NewLineRow, 'orderId'> {
  const customer = requested.customers[line.customerIndex]!;
  const slot = catalogue.slots.get(line.slotId!)!;
  return {
    productId: line.productId,
    slotId: line.slotId,
    date: line.date,
    startTime: slot.series.startTime,
    customerTypeId: line.customerTypeId,
    priceListId: line.priceListId,
    priceLineId: line.priceLineId,
    quantity: line.quantity,
    seats: line.seats,
    perPerson: line.perPerson,
    persons: line.persons,
    unitPrice: line.unitPrice,
    listUnitPrice: line.listUnitPrice,
    discountAmount: line.discountAmount,
    discountPercent: customer.discount?.kind === 'percent' ? customer.discount.percentBp : 0,
    total: line.total,
    virtualSlot: slot.isVirtual,
  };
}

/** What order/create answers: the order's number, status and money. */
export type CreatedOrder = Pick<OrderRow, 'id' | 'uuid' | 'orderNumber' | 'status' | 'currencyId' | 'gross' | 'discountAmount' | 'discountPercent' | 'totalToPay' | 'vatAmount' | 'vatRateBp' | 'paid'>;

const UNIQUE_VIOLATION = '23505';

/** The Postgres error code of a failed query (drizzle wraps the driver's error as its cause). */
function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
}

/**
 * order/create: prices the products (shared/src/pricing) and checks every occurrence, then writes
 * the order in one atomic statement (insertNewOrder): seats taken within the limits, the next
 * number, the order, its lines, its 'created' event (R-ORD-12) and its tags. New orders are OK
 * when every price list confirms automatically, RQ otherwise (R-PRICE-2).
 */
export async function createOrder(db: Db, actor: Actor, input: CreateOrderInput, now: Date): Promise<CreatedOrder> {
  if (input.uuid) {
    const existing = await findOrderByUuid(db, actor.providerId, input.uuid);
    if (existing) return existing;
  }
  const leadCustomer = validLeadCustomer(input.leadCustomer);
  const catalogue = await catalogueFor(db, actor.providerId, input.products);
  const terms = await saleTerms(db, actor.providerId, input.terms, catalogue.provider);
  assertOccurrencesSellable(catalogue, input.products, clockOf(now, catalogue.provider.timeZone), pastRightsOf(actor));
  const pricing = priceSale(catalogue, terms, input.products, input.orderDiscount);
  if (input.tagIds.length > 0) await assertOwnActiveTags(db, actor.providerId, input.tagIds);
  const status = pricing.autoConfirm ? 'OK' : 'RQ';
  const seats = pricing.lines.map((l) => ({ slotId: l.slotId!, date: l.date, seats: l.seats }));
  const values = {
    providerId: actor.providerId,
    ...(input.uuid ? { uuid: input.uuid } : {}),
    status,
    currencyId: terms.currencyId,
    channelId: terms.channelId,
    priceTypeId: terms.priceTypeId,
    businessClientId: terms.businessClientId,
    vatRateBp: terms.vatRateBp,
    ...orderDiscountColumns(input.orderDiscount),
    ...totalsColumns(pricing.totals),
    leadCustomer,
    remarks: input.remarks,
    source: input.source,
    createdBy: actor.userId,
  };
  try {
    const order = await insertNewOrder(db, {
      values,
      lines: pricing.lines.map((l) => lineRowOf(l, input.products[l.productIndex]!, catalogue)),
      seats,
      event: { userId: actor.userId, type: OrderEvent.Created, details: { status, totalToPay: pricing.totals.totalToPay } },
      tagIds: input.tagIds,
    });
    return { ...values, ...order, paid: 0 };
  } catch (error) {
    if (pgCode(error) === SEATS_DID_NOT_FIT) throw saleRefusal('not-available', await firstFull(db, catalogue, seats));
    // The same station order sent twice at once: the second insert meets the first's uuid.
    if (input.uuid && pgCode(error) === UNIQUE_VIOLATION) {
      const existing = await findOrderByUuid(db, actor.providerId, input.uuid);
      if (existing) return existing;
      throw refused('order-uuid-taken', 'An order with this uuid exists.');
    }
    throw error;
  }
}

/** For the refusal's detail: the first occurrence without room for its seats now. */
async function firstFull(db: Db, catalogue: SaleCatalogue, seats: readonly SeatChange[]): Promise<{ slotId: number; date: string } | undefined> {
  const net = netSeatChanges(seats);
  const sold = await soldSeats(db, net);
  const full = net.find((c) => {
    const limit = catalogue.slots.get(c.slotId)?.series.limit ?? null;
    return limit !== null && (sold.get(occurrenceKey(c.slotId, c.date)) ?? 0) + c.seats > limit;
  });
  return full && { slotId: full.slotId, date: full.date };
}
