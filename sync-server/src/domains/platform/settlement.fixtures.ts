import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import type { ProductFixture } from '../orders/sale.fixtures';

let orderNumber = 0;

/** An order made at noon (Jerusalem) of `date`, with `tickets` adults at `total / tickets` each. */
export async function placeOrder(db: Db, providerId: number, product: ProductFixture, date: string, status: 'OK' | 'CN' | 'RQ', total: number, tickets: number) {
  const [order] = await db
    .insert(orders)
    .values({ providerId, orderNumber: ++orderNumber, status, currencyId: 1, channelId: 1, priceTypeId: 1, gross: total, totalToPay: total, vatRateBp: 1800, createDate: new Date(`${date}T09:00:00Z`) })
    .returning({ id: orders.id });
  const unit = tickets ? total / tickets : 0;
  await db.insert(orderLines).values({ orderId: order!.id, productId: product.productId, date, customerTypeId: product.adult, quantity: tickets, seats: tickets, persons: tickets, unitPrice: unit, listUnitPrice: unit, total });
  return order!.id;
}
