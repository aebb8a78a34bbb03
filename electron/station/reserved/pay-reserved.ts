import { randomUUID } from 'node:crypto';
import { AppError, notFound } from '@pos/shared/errors';
import { vatOfGross } from '@pos/shared/money';
import { orderLineOfHeld } from '@pos/shared/orders/order-line';
import { Permission } from '@pos/shared/permissions';
import type { LeadCustomer, ReservedOrderPaymentPayload } from '@pos/shared/sync/protocol';
import { receiptProblems } from '@pos/shared/sync/receipt-rules';
import { currentCashier, requirePermission, type StationContext } from '../context';
import { replica } from '../catalogue/replica';
import { requireOpenShift } from '../shifts/shift-handlers';
import type { PaymentInput } from '../sales/payments';
import { writeReceipt, type ReceiptResult } from '../sales/write-receipt';
import { removeReservedOrder } from './reserved-store';
import { reservedView } from './reserved-search';

export interface PayReservedArgs {
  orderId: number;
  payments: PaymentInput[];
}

/**
 * Pays what is left of a reserved order at the window through the window's one write-receipt step
 * (sales/write-receipt.ts): the receipt with the next number, the payments (a card through the
 * terminal), the print jobs and the outbox operation in one transaction; the order leaves this
 * station's list of reserved orders.
 */
export async function payReserved(ctx: StationContext, args: PayReservedArgs): Promise<ReceiptResult> {
  const user = currentCashier(ctx);
  requirePermission(user, Permission.CashierReservedOrders);
  requireOpenShift(ctx);
  const order = replica.reservedOrder(ctx.db, args.orderId);
  if (!order) throw notFound('Reserved order');
  const balance = order.totalToPay - order.paid;
  if (balance <= 0) throw new AppError('unprocessable', 'order-paid', 'This order is already paid.');
  const localUuid = randomUUID();

  return writeReceipt(ctx, {
    user,
    receiptUuid: randomUUID(),
    currencyId: order.currencyId,
    total: balance,
    payments: args.payments,
    draft: ({ shift, now, receipt, payments }) => {
      if (!replica.reservedOrder(ctx.db, args.orderId)) throw new AppError('unprocessable', 'order-paid', 'This order was just paid.');
      const payload: ReservedOrderPaymentPayload = { orderId: order.id, orderUuid: order.uuid, shiftUuid: shift.uuid, userId: user.id, receipt, payments };
      const problem = receiptProblems(receipt, payments)[0];
      if (problem) throw new AppError('unprocessable', problem.code, problem.message);
      const shown = reservedView(ctx, order);
      const vatRateBp = replica.provider(ctx.db)?.vatRateBp ?? 0;
      removeReservedOrder(ctx.db, order.id);
      return {
        op: { type: 'reserved-order-payment', payload },
        order: {
          uuid: localUuid,
          kind: 'reserved',
          shiftUuid: shift.uuid,
          userId: user.id,
          createdAt: now,
          status: order.status,
          currencyId: order.currencyId,
          priceTypeId: order.priceTypeId,
          customerKind: 'private',
          businessClientId: null,
          leadCustomer: order.leadCustomer as LeadCustomer,
          remarks: order.remarks,
          vatRateBp,
          gross: order.totalToPay,
          discountAmount: 0,
          orderDiscountAmount: 0,
          discountPercentBp: 0,
          totalToPay: balance,
          vatAmount: vatOfGross(order.totalToPay, vatRateBp),
          reservedOrderId: order.id,
          reservedOrderNumber: order.orderNumber,
          lines: shown.lines.map((l) => ({ ...orderLineOfHeld(l), productName: l.productName, customerTypeName: l.customerTypeName })),
        },
        orderNumber: order.orderNumber,
        reservedOrderNumber: order.orderNumber,
        totals: { gross: order.totalToPay, discountAmount: 0, vatAmount: vatOfGross(balance, vatRateBp), total: balance },
        // Its tickets print after the receipt when the tickets stream brought them (R-PROD-16).
        tickets: { orderUuid: order.uuid, orderNumber: order.orderNumber },
        status: order.status === 'RQ' ? 'RQ' : 'OK',
      };
    },
  });
}
