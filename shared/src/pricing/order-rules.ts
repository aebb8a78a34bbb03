/**
 * The line rules of an order or quote that need no database (R-ORD-15, R-ORD-18, R-QUO-4): checked
 * the same way by the server and by the offline station.
 */

/** R-ORD-15: tickets or units per order. */
export const MAX_TICKETS_PER_ORDER = 1000;

/** One product of an order on one date and slot, with the quantities of its customer types. */
export interface ProductEntry {
  productId: number;
  date: string;
  slotId: number | null;
  customers: readonly { customerTypeId: number; quantity: number }[];
}

export type OrderRuleCode = 'quantity-below-one' | 'ticket-limit' | 'duplicate-product-slot' | 'duplicate-customer-type';

export interface OrderRuleProblem {
  code: OrderRuleCode;
  productIndex?: number;
  customerIndex?: number;
}

function totalTickets(entries: readonly ProductEntry[]): number {
  return entries.reduce((sum, e) => sum + e.customers.reduce((s, c) => s + c.quantity, 0), 0);
}

/**
 * R-ORD-15: every quantity at least 1 and at most 1000 tickets in all; R-ORD-18: the same product
 * and slot (on a date) twice, or the same product and customer type on the same date twice, is refused.
 */
export function checkOrderRules(entries: readonly ProductEntry[]): OrderRuleProblem[] {
  const problems: OrderRuleProblem[] = [];
  const productSlots = new Set<string>();
  const customerTypes = new Set<string>();
  entries.forEach((entry, productIndex) => {
    const slotKey = `${entry.productId}|${entry.date}|${entry.slotId ?? ''}`;
    if (productSlots.has(slotKey)) problems.push({ code: 'duplicate-product-slot', productIndex });
    productSlots.add(slotKey);
    entry.customers.forEach((customer, customerIndex) => {
      if (!Number.isInteger(customer.quantity) || customer.quantity < 1) problems.push({ code: 'quantity-below-one', productIndex, customerIndex });
      const typeKey = `${entry.productId}|${entry.date}|${customer.customerTypeId}`;
      if (customerTypes.has(typeKey)) problems.push({ code: 'duplicate-customer-type', productIndex, customerIndex });
      customerTypes.add(typeKey);
    });
  });
  if (totalTickets(entries) > MAX_TICKETS_PER_ORDER) problems.push({ code: 'ticket-limit' });
  return problems;
}
