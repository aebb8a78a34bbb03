import { FieldErrorCollector } from '@pos/shared/errors';
import { vatOfGross } from '@pos/shared/money';
import { Permission } from '@pos/shared/permissions';
import type { OrderTotals } from '@pos/shared/pricing/calculate-order';
import type { SaleVoucher } from '@pos/shared/sync/protocol';
import type { UserRow } from '@pos/shared/sync/streams';
import { requirePermission } from '../context';
import type { VoucherCheckArgs } from '../scanning/types';

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/**
 * A club voucher checked online (voucher-check, R-ORD-7) in a sale: its granted amount comes off
 * what the customer pays as an order-level discount, never more than the total. It is the club's
 * payment, not the cashier's discount: it needs permission 32 (CashierClubsVouchers), not 35, and
 * does not count against the cashier's maximum discount.
 */
export function applyVoucher(user: UserRow, voucher: VoucherCheckArgs | null | undefined, totals: OrderTotals, businessClientId: number | null): { totals: OrderTotals; voucher: SaleVoucher | null } {
  if (!voucher) return { totals, voucher: null };
  requirePermission(user, Permission.CashierClubsVouchers);
  const errors = new FieldErrorCollector();
  errors.check(Number.isSafeInteger(voucher.businessClientId) && voucher.businessClientId > 0, 'voucher.businessClientId', 'Which club?');
  errors.check(typeof voucher.code === 'string' && voucher.code.trim().length > 0 && voucher.code.length <= 100, 'voucher.code', 'The voucher code is required.');
  errors.check(isCount(voucher.quantity), 'voucher.quantity', 'Not valid.');
  errors.check(isCount(voucher.amount), 'voucher.amount', 'Not valid.');
  errors.check(businessClientId === null || businessClientId === voucher.businessClientId, 'voucher.businessClientId', 'The voucher is of another club than the order\'s business client.');
  errors.throwIfAny();
  const amount = Math.min(voucher.amount, totals.totalToPay);
  const totalToPay = totals.totalToPay - amount;
  const vatAmount = vatOfGross(totalToPay, totals.vatRateBp);
  return {
    totals: { ...totals, orderDiscount: totals.orderDiscount + amount, discountAmount: totals.discountAmount + amount, totalToPay, vatAmount, net: totalToPay - vatAmount, balance: totalToPay - totals.paid },
    voucher: { businessClientId: voucher.businessClientId, code: voucher.code.trim(), quantity: voucher.quantity, amount },
  };
}
