import type { Db } from '../../db/client';
import { orderEvents, orderLines, orders } from '../../db/schema';
import type { ProductFixture } from '../orders/sale.fixtures';

let orderNumber = 0;

/** An order made at noon (Jerusalem) of `date`, with `tickets` adults at `total / tickets` each. */
export async function placeOrder(db: Db, providerId: number, product: ProductFixture, date: string, status: 'OK' | 'CN' | 'RQ', total: number, tickets: number, cancelledAt?: Date) {
  const [order] = await db
    .insert(orders)
    .values({ providerId, orderNumber: ++orderNumber, status, currencyId: 1, channelId: 1, priceTypeId: 1, gross: total, totalToPay: total, vatRateBp: 1800, createDate: new Date(`${date}T09:00:00Z`) })
    .returning({ id: orders.id });
  const unit = tickets ? total / tickets : 0;
  await db.insert(orderLines).values({ orderId: order!.id, productId: product.productId, date, customerTypeId: product.adult, quantity: tickets, seats: tickets, persons: tickets, unitPrice: unit, listUnitPrice: unit, total });
  // A cancelled order was cancelled three days before its activity (in time for R-TERMS-5) unless the test says when.
  if (status === 'CN') await db.insert(orderEvents).values({ orderId: order!.id, type: 'cancelled', createdAt: cancelledAt ?? new Date(new Date(`${date}T09:00:00Z`).getTime() - 3 * 86_400_000) });
  return order!.id;
}
