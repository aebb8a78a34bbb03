import type { PastRights } from './occurrence-check';
import type { LineRow } from './order-repo';
import { saleRefusal } from './sale-problems';

/** An order is past when all of its dates are before today (in the provider's zone). */
function isOrderPast(lines: readonly Pick<LineRow, 'date'>[], today: string): boolean {
  return lines.length > 0 && lines.every((l) => l.date < today);
}

/** R-ORD-10: a past order, or a past line of it, changes only with CreateChangeOrderInPast (40). */
export function assertMayChange(lines: readonly Pick<LineRow, 'date'>[], today: string, rights: PastRights): void {
  if (!rights.orderInPast && isOrderPast(lines, today)) throw saleRefusal('order-date-passed');
}
