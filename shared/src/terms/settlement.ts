/**
 * The monthly settlement statement of a provider (R-TERMS-2, -3, -6): what the platform owes the
 * provider for a month's orders after its commission, the customer cancellations and refunds, its
 * fees, and VAT on what it charges. A pure function over plain data; the server loads the orders.
 *
 * The reading, in one place:
 * - sales: every order of the month that was sold (confirmed, or sold and later cancelled);
 * - cancellations: the sold amount of cancelled orders, deducted in full (the customer is refunded in
 *   full, R-TERMS-4 for the provider's cancellations); refunds: what confirmed orders gave back;
 * - commission (R-TERMS-1) on the net sales (sales less cancellations and refunds), rounded once;
 * - a free order (total 0) costs the free-order fee per ticket (R-TERMS-2);
 * - an order the provider cancelled (facility fault, too few participants) costs the cancellation
 *   fee on its amount (R-TERMS-3), rounded per order;
 * - VAT is added to the platform's charges (R-TERMS-1 "plus VAT", R-TERMS-6);
 * - due = net sales - charges - VAT on charges; below zero it is a shortfall the provider pays back
 *   (R-TERMS-8).
 */
import type { ProviderTerms } from './terms';

export type SettlementOrderState = 'confirmed' | 'cancelled-by-customer' | 'cancelled-by-provider';

export interface SettlementOrder {
  orderNumber: number;
  /** Local date of the order (YYYY-MM-DD). */
  date: string;
  /** What the customer pays, VAT included, in minor units. */
  total: number;
  tickets: number;
  state: SettlementOrderState;
  /** What a confirmed order refunded to the customer (minor units). */
  refunded?: number;
}

export interface SettlementLine {
  orderNumber: number;
  date: string;
  state: SettlementOrderState;
  free: boolean;
  tickets: number;
  sold: number;
  cancelled: number;
  refunded: number;
  freeOrderFee: number;
  cancellationFee: number;
}

export interface SettlementTotals {
  orders: number;
  cancelledOrders: number;
  freeOrders: number;
  tickets: number;
  sales: number;
  cancellations: number;
  refunds: number;
  netSales: number;
  commission: number;
  freeOrderFees: number;
  cancellationFees: number;
  charges: number;
  vatOnCharges: number;
  due: number;
  /** What the provider owes the platform when the charges are larger than the sales (R-TERMS-8). */
  shortfall: number;
}

export interface SettlementStatement {
  lines: SettlementLine[];
  totals: SettlementTotals;
}

/** a x bp / 10000, rounded half away from zero (a >= 0 here). */
export function percentOf(amount: number, bp: number): number {
  return Math.floor((amount * bp + 5000) / 10_000);
}

export function settlementLine(order: SettlementOrder, terms: Pick<ProviderTerms, 'freeOrderFeePerTicket' | 'providerCancellationFeeBp'>): SettlementLine {
  const free = order.total === 0 && order.state === 'confirmed';
  const cancelled = order.state === 'confirmed' ? 0 : order.total;
  return {
    orderNumber: order.orderNumber,
    date: order.date,
    state: order.state,
    free,
    tickets: order.tickets,
    sold: order.total,
    cancelled,
    refunded: order.state === 'confirmed' ? Math.min(order.refunded ?? 0, order.total) : 0,
    freeOrderFee: free ? order.tickets * terms.freeOrderFeePerTicket : 0,
    cancellationFee: order.state === 'cancelled-by-provider' ? percentOf(order.total, terms.providerCancellationFeeBp) : 0,
  };
}

export function settlementStatement(orders: readonly SettlementOrder[], terms: ProviderTerms, vatRateBp: number): SettlementStatement {
  const lines = [...orders].sort((a, b) => a.date.localeCompare(b.date) || a.orderNumber - b.orderNumber).map((o) => settlementLine(o, terms));
  const sum = (pick: (l: SettlementLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const sales = sum((l) => l.sold);
  const cancellations = sum((l) => l.cancelled);
  const refunds = sum((l) => l.refunded);
  const netSales = sales - cancellations - refunds;
  const commission = percentOf(netSales, terms.commissionBp);
  const freeOrderFees = sum((l) => l.freeOrderFee);
  const cancellationFees = sum((l) => l.cancellationFee);
  const charges = commission + freeOrderFees + cancellationFees + terms.monthlyUsageFee;
  const vatOnCharges = percentOf(charges, vatRateBp);
  const balance = netSales - charges - vatOnCharges;
  return {
    lines,
    totals: {
      orders: lines.length,
      cancelledOrders: lines.filter((l) => l.state !== 'confirmed').length,
      freeOrders: lines.filter((l) => l.free).length,
      tickets: sum((l) => (l.state === 'confirmed' ? l.tickets : 0)),
      sales,
      cancellations,
      refunds,
      netSales,
      commission,
      freeOrderFees,
      cancellationFees,
      charges,
      vatOnCharges,
      due: Math.max(balance, 0),
      shortfall: Math.max(-balance, 0),
    },
  };
}

const CSV_COLUMNS = ['orderNumber', 'date', 'state', 'free', 'tickets', 'sold', 'cancelled', 'refunded', 'freeOrderFee', 'cancellationFee'] as const;

/** The statement as CSV (amounts in minor units, as stored), lines then the totals as key,value rows. */
export function settlementCsv(statement: SettlementStatement): string {
  const rows: string[] = [CSV_COLUMNS.join(',')];
  for (const line of statement.lines) rows.push(CSV_COLUMNS.map((c) => String(line[c])).join(','));
  rows.push('');
  for (const [key, value] of Object.entries(statement.totals)) rows.push(`${key},${value}`);
  return `${rows.join('\r\n')}\r\n`;
}
