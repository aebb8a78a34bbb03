import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { customerTypes, documentPayments, documents, orderLines, orders, products, slotOccurrences, slots } from '../../db/schema';

/** Rows written straight into the tables the Today page reads, so a test states exactly what happened. */
export async function todayProduct(db: Db, providerId: number, name: string) {
  const [product] = await db.insert(products).values({ providerId, name }).returning({ id: products.id });
  const [customerType] = await db.insert(customerTypes).values({ providerId, productId: product!.id, name: 'Adult' }).returning({ id: customerTypes.id });
  return { productId: product!.id, customerTypeId: customerType!.id };
}

/** A one-off slot on a date, with `sold` seats already counted. */
export async function todaySlot(db: Db, providerId: number, productId: number, spec: { date: string; start: string; end: string; limit: number | null; sold?: number }) {
  const [slot] = await db
    .insert(slots)
    .values({ providerId, productId, limit: spec.limit, startDate: spec.date, startTime: spec.start, endTime: spec.end, duration: 60, repeatMode: 1 })
    .returning({ id: slots.id });
  if (spec.sold) await db.insert(slotOccurrences).values({ slotId: slot!.id, date: spec.date, sold: spec.sold });
  return slot!.id;
}

let orderNumber = 0;

export async function todayOrder(
  db: Db,
  providerId: number,
  spec: {
    createdAt: Date;
    total: number;
    status?: string;
    channelId?: number;
    conflictFlags?: string[];
    arrivalConfirmation?: string;
    leadCustomer?: { firstName?: string; lastName?: string };
    lines?: { product: { productId: number; customerTypeId: number }; date: string; quantity: number; slotId?: number }[];
  },
): Promise<{ id: number; uuid: string; orderNumber: number }> {
  const [order] = await db
    .insert(orders)
    .values({
      providerId,
      orderNumber: ++orderNumber,
      status: spec.status ?? 'OK',
      currencyId: 1,
      channelId: spec.channelId ?? 1,
      priceTypeId: 1,
      vatRateBp: 1800,
      gross: spec.total,
      totalToPay: spec.total,
      createDate: spec.createdAt,
      conflictFlags: spec.conflictFlags ?? [],
      arrivalConfirmation: spec.arrivalConfirmation ?? 'None',
      leadCustomer: spec.leadCustomer ?? {},
    })
    .returning({ id: orders.id, uuid: orders.uuid, orderNumber: orders.orderNumber });
  const lines = spec.lines ?? [];
  if (lines.length) {
    await db.insert(orderLines).values(
      lines.map((l) => ({
        orderId: order!.id,
        productId: l.product.productId,
        customerTypeId: l.product.customerTypeId,
        slotId: l.slotId ?? null,
        date: l.date,
        quantity: l.quantity,
        seats: l.quantity,
        persons: l.quantity,
        unitPrice: Math.round(spec.total / l.quantity),
        listUnitPrice: Math.round(spec.total / l.quantity),
        total: spec.total,
      })),
    );
  }
  return order!;
}

let receiptNumber = 0;

export async function todayReceipt(db: Db, providerId: number, spec: { issuedAt: Date; payments: { method: number; amount: number }[] }): Promise<void> {
  const total = spec.payments.reduce((sum, p) => sum + p.amount, 0);
  const [receipt] = await db
    .insert(documents)
    .values({ providerId, uuid: randomUUID(), docType: 'receipt', number: ++receiptNumber, currencyId: 1, total, status: 'issued', issuedAt: spec.issuedAt })
    .returning({ id: documents.id });
  await db.insert(documentPayments).values(spec.payments.map((p, i) => ({ documentId: receipt!.id, lineNo: i + 1, method: p.method, currencyId: 1, amount: p.amount, localAmount: p.amount })));
}
