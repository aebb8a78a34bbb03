import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { customerTypes, orderLines, orders, products, documentPayments, documents } from '../../db/schema';

/** Rows written straight into the tables the dashboard reads, so a test states exactly what was sold. */
export async function reportProduct(db: Db, providerId: number, name: string) {
  const [product] = await db.insert(products).values({ providerId, name }).returning({ id: products.id });
  const [customerType] = await db.insert(customerTypes).values({ providerId, productId: product!.id, name: 'Adult' }).returning({ id: customerTypes.id });
  return { productId: product!.id, customerTypeId: customerType!.id };
}

export interface LineSpec {
  product: { productId: number; customerTypeId: number };
  quantity: number;
  persons?: number;
  total: number;
}

let orderNumber = 0;

export async function reportOrder(
  db: Db,
  providerId: number,
  spec: { status?: string; createdAt: string; channelId?: number; currencyId?: number; gross?: number; discount?: number; total?: number; lines?: LineSpec[] },
): Promise<number> {
  const lines = spec.lines ?? [];
  const gross = spec.gross ?? lines.reduce((sum, l) => sum + l.total, 0);
  const discount = spec.discount ?? 0;
  const [order] = await db
    .insert(orders)
    .values({
      providerId,
      orderNumber: ++orderNumber,
      status: spec.status ?? 'OK',
      currencyId: spec.currencyId ?? 1,
      channelId: spec.channelId ?? 1,
      priceTypeId: 1,
      vatRateBp: 1800,
      gross,
      discountAmount: discount,
      totalToPay: spec.total ?? gross - discount,
      createDate: new Date(spec.createdAt),
    })
    .returning({ id: orders.id });
  if (lines.length) {
    await db.insert(orderLines).values(
      lines.map((l) => ({
        orderId: order!.id,
        productId: l.product.productId,
        customerTypeId: l.product.customerTypeId,
        date: spec.createdAt.slice(0, 10),
        quantity: l.quantity,
        seats: l.quantity,
        persons: l.persons ?? l.quantity,
        unitPrice: Math.round(l.total / l.quantity),
        listUnitPrice: Math.round(l.total / l.quantity),
        total: l.total,
      })),
    );
  }
  return order!.id;
}

let receiptNumber = 0;

export async function reportReceipt(
  db: Db,
  providerId: number,
  spec: { issuedAt: string; status?: string; state?: string; docType?: string; currencyId?: number; payments: { method: number; currencyId?: number; amount: number; localAmount?: number }[] },
): Promise<void> {
  const total = spec.payments.reduce((sum, p) => sum + (p.localAmount ?? p.amount), 0);
  const [receipt] = await db
    .insert(documents)
    .values({ providerId, uuid: randomUUID(), docType: spec.docType ?? 'receipt', number: ++receiptNumber, currencyId: spec.currencyId ?? 1, total, status: spec.status ?? 'issued', ...(spec.state ? { state: spec.state } : {}), issuedAt: new Date(spec.issuedAt) })
    .returning({ id: documents.id });
  await db.insert(documentPayments).values(
    spec.payments.map((p, i) => ({ documentId: receipt!.id, lineNo: i + 1, method: p.method, currencyId: p.currencyId ?? 1, amount: p.amount, localAmount: p.localAmount ?? p.amount })),
  );
}
