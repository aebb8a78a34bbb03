/**
 * Issue 14 (10): a station's pricing is not trusted blindly. A pushed sale is checked against the
 * price lists (the shared pricing's findPrice) and against what its cashier may do (permission 28,
 * the limits and the maximum discount of shared/src/pricing/cashier-limits.ts). The sale was paid:
 * a mismatch keeps it and flags it for the office, never refuses it.
 */
import type { ConflictFlag, SalePayload } from '@pos/shared/sync/protocol';
import { Permission } from '@pos/shared/permissions';
import { discountProblem, sellingProblems, type CashierLimits } from '@pos/shared/pricing/cashier-limits';
import { findPrice, type PriceListForPricing } from '@pos/shared/pricing/price-lists';
import { businessDiscountAmount } from '@pos/shared/pricing/business-discount';
import type { ClientForSale } from '../business-clients/client-for-sale';

/** What the server knows of a sale's cashier. */
export interface PushedCashier {
  permissions: readonly number[];
  limits: CashierLimits;
}

/** Every line priced at its price list's price for the sale's terms, on its date. */
export function pricedAsListed(sale: SalePayload, priceLists: readonly PriceListForPricing[]): boolean {
  const o = sale.order;
  return o.lines.every((l) => {
    const found = findPrice(priceLists, { productId: l.productId, customerTypeId: l.customerTypeId, date: l.date, channelId: o.channelId, priceTypeId: o.priceTypeId, currencyId: o.currencyId, businessClientId: o.businessClientId });
    return found.found && found.line.amount === l.listUnitPrice;
  });
}

/**
 * R-CASH-3, R-CASH-4: the cashier holds permission 28, may sell the price type and the products, set
 * a unit price only with ChangeUnitPrice, gave a discount only with CashierChangeDiscount and no more
 * than their maximum (a coupon's part, a club voucher's and the business client's discount are not
 * theirs), and sold to a business client only with CashierSellToBusiness (31) and a client type of
 * theirs: the station's own checks.
 */
export function withinCashierRights(sale: SalePayload, cashier: PushedCashier | undefined, client: ClientForSale | null = null): boolean {
  if (!cashier || !cashier.permissions.includes(Permission.Cashier)) return false;
  const o = sale.order;
  if (o.businessClientId !== null && !cashier.permissions.includes(Permission.CashierSellToBusiness)) return false;
  if (sellingProblems(cashier.limits, { priceTypeId: o.priceTypeId, productIds: o.lines.map((l) => l.productId), clientTypeId: client?.businessClientTypeId ?? null }).length > 0) return false;
  if (o.lines.some((l) => l.unitPrice !== l.listUnitPrice) && !cashier.permissions.includes(Permission.ChangeUnitPrice)) return false;
  const clientsPart = client
    ? o.lines.reduce((sum, l) => sum + Math.min(l.discountAmount, businessDiscountAmount(client.discounts, { channelId: o.channelId, priceTypeId: o.priceTypeId, productId: l.productId, gross: l.quantity * l.unitPrice })), 0)
    : 0;
  const notTheCashiers = (o.coupon?.amount ?? 0) + Math.min(o.voucher?.amount ?? 0, o.discountAmount) + clientsPart;
  if (o.discountAmount - notTheCashiers > 0 && !cashier.permissions.includes(Permission.CashierChangeDiscount)) return false;
  return discountProblem(cashier.limits, { gross: o.gross, discountAmount: o.discountAmount }, notTheCashiers) === null;
}

/** The flags a paid sale carries for its prices and its cashier. */
export function pricingFlags(sale: SalePayload, priceLists: readonly PriceListForPricing[], cashier: PushedCashier | undefined, client: ClientForSale | null = null): ConflictFlag[] {
  const flags: ConflictFlag[] = [];
  if (!pricedAsListed(sale, priceLists)) flags.push('price-mismatch');
  if (!withinCashierRights(sale, cashier, client)) flags.push('cashier-over-limit');
  return flags;
}
