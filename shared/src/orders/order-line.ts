/**
 * The one shape of an order line as a sale writes it, station and server alike: built from a line
 * the shared pricing priced (a sale at the window, order/create) or from a line a reserved order
 * holds (its payment at the station). Money in minor units.
 */
import type { Discount, PricedLine } from '../pricing/calculate-order';

export interface OrderLine {
  productId: number;
  slotId: number | null;
  date: string;
  startTime: string | null;
  customerTypeId: number;
  priceListId: number | null;
  priceLineId: number | null;
  quantity: number;
  seats: number;
  persons: number;
  perPerson: boolean;
  unitPrice: number;
  listUnitPrice: number;
  discountAmount: number;
  /** The hand-given percent of the line's customer, in basis points (0 for an amount or none). */
  discountPercentBp: number;
  total: number;
}

/** The percent a line's hand-given discount shows, in basis points: 0 unless it is a percent. */
export function discountPercentBpOf(discount: Discount | null | undefined): number {
  return discount?.kind === 'percent' ? discount.percentBp : 0;
}

/** The order line of a priced line; the slot's start time and the customer's discount come from the caller. */
export function orderLineOf(line: PricedLine, at: { startTime: string | null; discount: Discount | null | undefined }): OrderLine {
  return {
    productId: line.productId,
    slotId: line.slotId,
    date: line.date,
    startTime: at.startTime,
    customerTypeId: line.customerTypeId,
    priceListId: line.priceListId,
    priceLineId: line.priceLineId,
    quantity: line.quantity,
    seats: line.seats,
    persons: line.persons,
    perPerson: line.perPerson,
    unitPrice: line.unitPrice,
    listUnitPrice: line.listUnitPrice,
    discountAmount: line.discountAmount,
    discountPercentBp: discountPercentBpOf(at.discount),
    total: line.total,
  };
}

/** A line of a reserved order as it is held (priced elsewhere): one seat and one person per unit. */
export interface HeldLine {
  productId: number;
  slotId: number | null;
  date: string;
  startTime: string | null;
  customerTypeId: number;
  quantity: number;
  unitPrice: number;
  total: number;
}

/** The order line of a held line: no price list of ours, the discount is what the total leaves off the gross. */
export function orderLineOfHeld(line: HeldLine): OrderLine {
  return {
    productId: line.productId,
    slotId: line.slotId,
    date: line.date,
    startTime: line.startTime,
    customerTypeId: line.customerTypeId,
    priceListId: null,
    priceLineId: null,
    quantity: line.quantity,
    seats: line.quantity,
    persons: line.quantity,
    perPerson: true,
    unitPrice: line.unitPrice,
    listUnitPrice: line.unitPrice,
    discountAmount: line.quantity * line.unitPrice - line.total,
    discountPercentBp: 0,
    total: line.total,
  };
}
