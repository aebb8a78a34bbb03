/** What the ledger reads of an order (orders/ owns the table). */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';

export async function findOrderUuid(db: Tx, providerId: number, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ uuid: orders.uuid })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), eq(orders.id, orderId)));
  return row?.uuid ?? null;
}

export async function orderFacts(db: Tx, providerId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, currencyId: orders.currencyId, totalToPay: orders.totalToPay, paid: orders.paid, businessClientId: orders.businessClientId })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), eq(orders.id, orderId)));
  return row;
}
