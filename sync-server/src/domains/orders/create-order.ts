import { refused } from '@pos/shared/errors';
import type { Discount, PricedLine } from '@pos/shared/pricing/calculate-order';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { validLeadCustomer, type LeadCustomer } from './lead-customer';
import { OrderEvent } from './order-events';
import { findOrderByUuid, insertEvents, insertLines, insertOrder, nextOrderNumber, type NewLineRow, type OrderRow } from './order-repo';
import { orderDiscountColumns, totalsColumns } from './order-totals';
import { assertOccurrencesSellable, catalogueFor, clockOf, pastRightsOf, priceSale, type RequestedProduct, type SaleTerms } from './prepare-sale';
import type { SaleCatalogue } from './sale-catalogue-repo';
import { saleRefusal } from './sale-problems';
import { applySeatChanges } from './seats-repo';
import { setOrderTags } from './tags-repo';

export interface CreateOrderInput {
  /** The station's id of an order made offline: sending it twice creates one order. */
  uuid?: string;
  terms: SaleTerms;
  products: RequestedProduct[];
  orderDiscount: Discount | null;
  leadCustomer?: LeadCustomer;
  remarks: string;
  source?: string;
  tagIds: number[];
}

/** The row of one priced line: seats, persons, prices and the slot it is on. */
export function lineRowOf(orderId: number, line: PricedLine, requested: RequestedProduct, catalogue: SaleCatalogue): NewLineRow {
  const customer = requested.customers[line.customerIndex]!;
  const slot = catalogue.slots.get(line.slotId!)!;
  return {
    orderId,
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

const UNIQUE_VIOLATION = '23505';

/** The Postgres error code of a failed query (drizzle wraps the driver's error as its cause). */
function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
}

/**
 * order/create: prices the products (shared/src/pricing), checks every occurrence, then in one
 * transaction takes the seats atomically, numbers the order and writes it with its lines and its
 * 'created' event. New orders are OK when every price list confirms automatically, RQ otherwise.
 */
export async function createOrder(db: Db, actor: Actor, input: CreateOrderInput, timeZone: string, now: Date): Promise<OrderRow> {
  if (input.uuid) {
    const existing = await findOrderByUuid(db, actor.providerId, input.uuid);
    if (existing) return existing;
  }
  const leadCustomer = validLeadCustomer(input.leadCustomer);
  const terms = input.terms;
  const catalogue = await catalogueFor(db, actor.providerId, input.products);
  assertOccurrencesSellable(catalogue, input.products, clockOf(now, timeZone), pastRightsOf(actor));
  const pricing = priceSale(catalogue, terms, input.products, input.orderDiscount);
  const status = pricing.autoConfirm ? 'OK' : 'RQ';

  try {
    return await db.transaction(async (tx) => {
      const full = await applySeatChanges(
        tx,
        pricing.lines.map((l) => ({ slotId: l.slotId!, date: l.date, seats: l.seats })),
      );
      if (full.length > 0) throw saleRefusal('not-available', { slotId: full[0]!.slotId, date: full[0]!.date });
      const order: OrderRow = await insertOrder(tx, {
        providerId: actor.providerId,
        ...(input.uuid ? { uuid: input.uuid } : {}),
        orderNumber: await nextOrderNumber(tx, actor.providerId),
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
      });
      await insertLines(
        tx,
        pricing.lines.map((l) => lineRowOf(order.id, l, input.products[l.productIndex]!, catalogue)),
      );
      await insertEvents(tx, order.id, actor.userId, [{ type: OrderEvent.Created, details: { status, orderNumber: order.orderNumber, totalToPay: pricing.totals.totalToPay } }]);
      if (input.tagIds.length > 0) await setOrderTags(tx, actor.providerId, order.id, input.tagIds);
      return order;
    });
  } catch (error) {
    // The same station order sent twice at once: the second insert meets the first's uuid.
    if (input.uuid && pgCode(error) === UNIQUE_VIOLATION) {
      const existing = await findOrderByUuid(db, actor.providerId, input.uuid);
      if (existing) return existing;
      throw refused('order-uuid-taken', 'An order with this uuid exists.');
    }
    throw error;
  }
}
