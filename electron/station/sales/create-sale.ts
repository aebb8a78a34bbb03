import { randomUUID } from 'node:crypto';
import { AppError } from '@pos/shared/errors';
import { leadCustomerName, validLeadCustomer } from '@pos/shared/orders/lead-customer';
import { orderLineOf } from '@pos/shared/orders/order-line';
import type { LeadCustomer, SaleCoupon, SalePayload } from '@pos/shared/sync/protocol';
import { saleProblems } from '@pos/shared/sync/receipt-rules';
import { currentCashier, type StationContext } from '../context';
import { requireOpenShift } from '../shifts/shift-handlers';
import { discountOfCustomer, priceCart, type CartArgs } from './cart';
import type { PaymentInput } from './payments';
import { receiptNumbers } from './receipt-numbers';
import type { OrderRecord } from './sale-store';
import type { VoucherCheckArgs } from '../scanning/types';
import { applyVoucher } from './sale-voucher';
import { COUPON_MESSAGES, subCouponTaken } from '../coupons/station-coupons';
import { writeSaleTickets } from './sale-tickets';
import { takePartnerCodes } from './partner-codes';
import { noNumbersLeft, writeReceipt, type ReceiptResult } from './write-receipt';

export interface SaleArgs extends CartArgs {
  customer?: LeadCustomer;
  /** A club voucher checked with voucher-check (permission 32): its granted amount comes off what the customer pays. */
  voucher?: VoucherCheckArgs | null;
  remarks?: string;
  /** Issue 22: the CRM customer chosen online in the customer field (C295); the server links the pushed order to it. */
  crmCustomerId?: number | null;
  payments: PaymentInput[];
}

/** What the window answers once the sale's receipt is written. */
export type SaleResult = ReceiptResult;

/** R-ORD-22 (shared, the server's rule): names up to 50 characters, a valid mobile and e-mail; all optional at the window. */
function checkLeadCustomer(customer: LeadCustomer | undefined): LeadCustomer {
  const { firstName, lastName, mobile, email } = customer ?? {};
  return validLeadCustomer({ firstName, lastName, mobile, email }, 'customer');
}

/**
 * A sale at the window: the cart priced by the shared pricing and checked against what the
 * cashier may do and the seats left, then the window's one write-receipt step (sales/write-receipt.ts)
 * charges the payments and writes, in ONE SQLite transaction, the order, its lines, its tickets, the
 * receipt with the next number of the station's block, the payments, the print jobs and the outbox
 * operation.
 */
export async function createSale(ctx: StationContext, args: SaleArgs): Promise<SaleResult> {
  const user = currentCashier(ctx);
  requireOpenShift(ctx);
  const cart = priceCart(ctx, args);
  if (!cart.ok || !cart.totals) throw new AppError('unprocessable', cart.problems[0]?.code ?? 'cart-invalid', cart.problems[0]?.message ?? 'The cart cannot be sold.', { extra: { problems: cart.problems } });
  const { totals, voucher } = applyVoucher(user, args.voucher, cart.totals, args.businessClientId ?? null);
  const coupon: SaleCoupon | null = cart.coupon && { couponId: cart.coupon.couponId, code: cart.coupon.code, subCouponCode: cart.coupon.subCouponCode, tickets: cart.coupon.tickets, amount: cart.coupon.amount };
  const total = totals.totalToPay;
  if (total === 0) throw new AppError('unprocessable', 'receipt-total-zero', 'A receipt total cannot be zero.');
  // No numbers left is said before the customer's details are checked, as before; the write-receipt step checks again before charging.
  if (receiptNumbers(ctx.db).next === null) throw noNumbersLeft();
  const customer = checkLeadCustomer(args.customer);
  const remarks = (args.remarks ?? '').slice(0, 1000);
  const orderUuid = randomUUID();

  return writeReceipt(ctx, {
    user,
    receiptUuid: randomUUID(),
    currencyId: cart.currencyId,
    total,
    payments: args.payments,
    draft: ({ shift, now, receipt, payments }) => {
      // A sale that waited for the card cannot take a serial code another sale took meanwhile.
      if (coupon?.subCouponCode && subCouponTaken(ctx.db, coupon.couponId, coupon.subCouponCode)) throw new AppError('unprocessable', 'sub-coupon-used', COUPON_MESSAGES['sub-coupon-used']);
      const lines = cart.lines.map((l) => {
        const discount = discountOfCustomer(args.items[l.productIndex]?.customers[l.customerIndex] ?? {});
        return orderLineOf(l, { startTime: l.startTime, discount: discount === 'invalid' ? null : discount });
      });
      const payload: SalePayload = {
        order: {
          uuid: orderUuid,
          shiftUuid: shift.uuid,
          userId: user.id,
          createdAt: now,
          status: cart.status,
          currencyId: cart.currencyId,
          channelId: 3,
          priceTypeId: cart.priceTypeId,
          businessClientId: args.businessClientId ?? null,
          leadCustomer: customer,
          remarks,
          vatRateBp: cart.vatRateBp,
          gross: totals.gross,
          discountAmount: totals.discountAmount,
          orderDiscountAmount: totals.orderDiscount,
          discountPercentBp: args.orderDiscountPercent ? Math.round(args.orderDiscountPercent * 100) : 0,
          totalToPay: total,
          vatAmount: totals.vatAmount,
          lines,
          coupon,
          voucher,
        },
        receipt,
        payments,
      };
      const problem = saleProblems(payload)[0];
      if (problem) throw new AppError('unprocessable', problem.code, problem.message);
      const order: OrderRecord = {
        ...payload.order,
        kind: 'sale',
        customerKind: args.businessClientId ? 'business' : (args.customerKind ?? 'private'),
        reservedOrderId: null,
        reservedOrderNumber: null,
        lines: cart.lines.map((l, i) => ({ ...lines[i]!, productName: l.productName, customerTypeName: l.customerTypeName })),
      };
      const tickets = writeSaleTickets(ctx.db, { uuid: orderUuid, status: cart.status, leadName: leadCustomerName(customer) }, lines);
      const partnerCodes = takePartnerCodes(ctx.db, tickets, now);
      if (partnerCodes.length) payload.order.partnerCodes = partnerCodes;
      if (Number.isSafeInteger(args.crmCustomerId) && args.crmCustomerId! > 0) payload.order.crmCustomerId = args.crmCustomerId!;
      return {
        op: { type: 'sale', payload },
        order,
        orderNumber: null,
        reservedOrderNumber: null,
        totals: { gross: totals.gross, discountAmount: totals.discountAmount, vatAmount: totals.vatAmount, total },
        tickets: { orderUuid, orderNumber: null },
        status: cart.status,
      };
    },
  });
}
