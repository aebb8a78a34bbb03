import type { Static } from 'typebox';
import { bpToPercent } from '@pos/shared/money';
import { ARRIVAL_CONFIRMATIONS, type ArrivalConfirmation } from './order-status';
import type { OrderRow } from './order-repo';
import type { OrderDetails } from './order-view-repo';
import type { Order } from '@pos/shared/api/orders';

export function arrivalIdOf(value: string): number {
  return Math.max(0, ARRIVAL_CONFIRMATIONS.indexOf(value as ArrivalConfirmation));
}

/**
 * What the customer still owes (issue 15): a cancelled order owes nothing, so its balance is only
 * what is still paid on it (negative: money to give back), never its total.
 */
export function orderBalance(order: Pick<OrderRow, 'status' | 'totalToPay' | 'paid'>): number {
  return (order.status === 'CN' ? 0 : order.totalToPay) - order.paid;
}

/** The money fields of an order (001 §3 Order: gross, net, paid, ballance, totals). */
export function orderMoney(order: Pick<OrderRow, 'status' | 'currencyId' | 'gross' | 'discountAmount' | 'discountPercent' | 'totalToPay' | 'vatAmount' | 'vatRateBp' | 'paid'>) {
  return {
    currencyId: order.currencyId,
    gross: order.gross,
    net: order.totalToPay - order.vatAmount,
    paid: order.paid,
    ballance: orderBalance(order),
    totals: {
      priceTotal: order.gross,
      totalToPay: order.totalToPay,
      discountAmount: order.discountAmount,
      discountPercent: bpToPercent(order.discountPercent),
      vatAmount: order.vatAmount,
      vatPercent: bpToPercent(order.vatRateBp),
    },
  };
}

/** order/get: the order with its lines and history. */
export function orderView(d: OrderDetails): Static<typeof Order> {
  const o = d.order;
  return {
    id: o.id,
    uuid: o.uuid,
    orderNumber: o.orderNumber,
    status: o.status,
    createDate: o.createDate.toISOString(),
    ...orderMoney(o),
    channelId: o.channelId,
    priceType: o.priceTypeId,
    businessClientId: o.businessClientId,
    businessClientName: d.businessClientName,
    leadCustomer: o.leadCustomer,
    remarks: o.remarks,
    source: o.source,
    arrivalConfirmationId: arrivalIdOf(o.arrivalConfirmation),
    arrivalConfirmation: o.arrivalConfirmation,
    virtualSlots: d.lines.some((l) => l.virtualSlot),
    hasAccountingDocs: o.hasAccountingDocs,
    isCustomerContractFormSigned: o.contractFormSignedAt !== null,
    contractFormSentAt: o.contractFormSentAt?.toISOString() ?? null,
    contractFormSignedAt: o.contractFormSignedAt?.toISOString() ?? null,
    conflictFlags: o.conflictFlags,
    tags: d.tags,
    products: d.lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      name: l.productName,
      date: l.date,
      slotId: l.slotId,
      slot: { startTime: l.startTime, endTime: l.endTime },
      duration: l.duration,
      customerTypeId: l.customerTypeId,
      customerTypeName: l.customerTypeName,
      quantity: l.quantity,
      qtyToUse: l.quantity === 0 ? 0 : l.seats / l.quantity,
      persons: l.persons,
      priceForOne: l.unitPrice,
      price: l.total,
      discountAmount: l.discountAmount,
      discountPercent: bpToPercent(l.discountPercent),
      priceListId: l.priceListId,
      virtualSlot: l.virtualSlot,
      limitExceeded: l.limitExceeded,
    })),
    history: d.history.map((h) => ({ id: h.id, type: h.type, details: h.details, userId: h.userId, userName: h.userName, createDate: h.createdAt })),
  };
}
