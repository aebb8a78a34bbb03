import { fieldError, refused } from '@pos/shared/errors';
import type { Discount, PricedLine } from '@pos/shared/pricing/calculate-order';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { assertOneCouponPerCustomer, redeemCouponForOrder } from '../coupons/redeem-coupon';
import { redeemExternalVoucherForOrder } from '../coupons/external/external-voucher';
import { couponForOrder, couponSystems, type CouponRef } from './order-coupon';
import { validLeadCustomer, type LeadCustomer } from './lead-customer';
import { OrderEvent } from './order-events';
import { findOrderByUuid, insertNewOrder, SEATS_DID_NOT_FIT, type OrderRow } from './order-repo';
import { lineRowOf, type NewLineRow } from './line-row';
import { orderLineOf } from '@pos/shared/orders/order-line';
import { orderDiscountColumns, totalsColumns } from './order-totals';
import { assertCustomerTypesOpen, assertOccurrencesSellable, catalogueFor, clockOf, dailyTakesOf, pastRightsOf, priceSale, type RequestedProduct } from './prepare-sale';
import { assertCashierDiscount, assertCashierMaySell } from './cashier-check';
import { assertDailyLimits } from './daily-limits-repo';
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
  /** The order's coupon (R-CPN-1): taken within its limit with the order (R-CPN-7). */
  coupon?: CouponRef | null;
  /** R-ORD-7: a club voucher of the business client's external coupon system. */
  externalVoucher?: { code: string } | null;
  /** Issue 18: 'RQ' makes the order on request whatever its price lists say; 'OK' (default) as they say. */
  status?: 'OK' | 'RQ';
}

/** The row of one priced line: the shared order line, on its slot, with the customer's discount. */
export function pricedLineRow(line: PricedLine, requested: RequestedProduct, catalogue: SaleCatalogue): Omit<NewLineRow, 'orderId'> {
  const slot = catalogue.slots.get(line.slotId!)!;
  const discount = requested.customers[line.customerIndex]!.discount;
  return lineRowOf(orderLineOf(line, { startTime: slot.series.startTime, discount }), { virtualSlot: slot.isVirtual, couponId: line.couponId ?? null });
}

/** What order/create answers: the order's number, status and money. */
export type CreatedOrder = Pick<OrderRow, 'id' | 'uuid' | 'orderNumber' | 'status' | 'currencyId' | 'gross' | 'discountAmount' | 'discountPercent' | 'totalToPay' | 'vatAmount' | 'vatRateBp' | 'paid'> & {
  couponId?: number | null;
  externalCouponText?: string | null;
};

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
  if (input.externalVoucher && terms.businessClientId === null) throw fieldError('externalVoucher', 'needs a business client', 'required');
  assertCashierMaySell(actor, terms.priceTypeId, input.products, terms.businessClientId === null ? null : { businessClientTypeId: terms.businessClientTypeId ?? null });
  const clock = clockOf(now, catalogue.provider.timeZone);
  const rights = pastRightsOf(actor);
  assertOccurrencesSellable(catalogue, input.products, clock, rights);
  assertCustomerTypesOpen(catalogue, input.products, clock, rights);
  const coupon = await couponForOrder(db, actor.providerId, input.coupon, clock.today);
  const pricing = priceSale(catalogue, terms, input.products, input.orderDiscount, 0, coupon);
  assertCashierDiscount(actor, pricing.totals, pricing.lines);
  const daily = dailyTakesOf(pricing.lines, catalogue);
  // R-CPN-12: one customer, one coupon (the order's customer is its lead customer).
  if (coupon) assertOneCouponPerCustomer(pricing.lines.map((l) => ({ customerKey: 'lead', couponId: l.couponId ?? null })));
  if (input.tagIds.length > 0) await assertOwnActiveTags(db, actor.providerId, input.tagIds);
  const status = pricing.autoConfirm && input.status !== 'RQ' ? 'OK' : 'RQ';
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
  const newOrder = {
    values,
    lines: pricing.lines.map((l) => pricedLineRow(l, input.products[l.productIndex]!, catalogue)),
    seats,
    event: { userId: actor.userId, type: OrderEvent.Created, details: { status, totalToPay: pricing.totals.totalToPay, ...(coupon ? { couponId: coupon.coupon.id } : {}) } },
    tagIds: input.tagIds,
  };
  let created: CreatedOrder;
  try {
    if (!coupon && daily.length === 0) {
      created = { ...values, ...(await insertNewOrder(db, newOrder)), paid: 0 };
    } else {
      // R-PRICE-2 and R-CPN-7: the daily limits, the order and its coupon use in ONE transaction; a
      // day sold out or a coupon refused rolls back the order, its seats and its number.
      created = await db.transaction(async (tx) => {
        await assertDailyLimits(tx, daily);
        const order = await insertNewOrder(tx, newOrder);
        if (!coupon) return { ...values, ...order, paid: 0 };
        await redeemCouponForOrder(tx, {
          providerId: actor.providerId,
          orderId: order.id,
          ...input.coupon!,
          order: { currencyId: terms.currencyId, priceTypeId: terms.priceTypeId, bookingDate: clock.today },
          lines: pricing.lines,
          pricedCouponDiscount: pricing.lines.reduce((sum, l) => sum + (l.couponDiscount ?? 0), 0),
        });
        return { ...values, ...order, paid: 0, couponId: coupon.coupon.id };
      });
    }
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
  if (input.externalVoucher && terms.businessClientId !== null) {
    // R-ORD-7: after the commit, outside any transaction; a failure puts the order in RQ with the system's text.
    const voucher = await redeemExternalVoucherForOrder(db, couponSystems, {
      providerId: actor.providerId,
      orderId: created.id,
      businessClientId: terms.businessClientId,
      code: input.externalVoucher.code,
      quantity: pricing.lines.reduce((sum, l) => sum + l.quantity, 0),
      amount: pricing.totals.totalToPay,
      userId: actor.userId,
    });
    if (!voucher.ok) created = { ...created, status: voucher.orderStatus, externalCouponText: voucher.message };
  }
  return created;
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
