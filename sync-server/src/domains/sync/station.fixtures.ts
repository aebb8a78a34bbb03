import { randomUUID } from 'node:crypto';
import { CASHIER_PERMISSION_CODES } from '@pos/shared/permissions';
import { Channel, PriceType } from '@pos/shared/reference';
import type { App } from '../../http/types';
import type { Db } from '../../db/client';
import { customerTypes, priceLines, priceLists, products, slots } from '../../db/schema';
import { createUser, type TestUser } from '../../test/test-app';
import { vatOfGross } from '@pos/shared/money';
import type { OutboxOp, PaymentEntry } from '@pos/shared/sync/protocol';

/** A station made in the back office by `admin` and paired: its bearer token. */
export async function pairedStation(app: App, admin: TestUser, opts: { receiptBlockSize?: number; name?: string } = {}): Promise<{ token: string; stationId: number; auth: { authorization: string } }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/cashier-stations',
    headers: { cookie: admin.cookie },
    payload: { name: opts.name ?? `Window ${randomUUID().slice(0, 6)}`, cashierIdentifier: 'C1', receiptBlockSize: opts.receiptBlockSize ?? 20 },
  });
  if (created.statusCode !== 200) throw new Error(`create station: ${created.statusCode} ${created.body}`);
  const { pairingCode } = created.json().data;
  const paired = await app.inject({ method: 'POST', url: '/sync/pair', payload: { code: pairingCode, deviceId: randomUUID(), cashierIdentifier: 'C1' } });
  if (paired.statusCode !== 200) throw new Error(`pair: ${paired.statusCode} ${paired.body}`);
  const { token, stationId } = paired.json().data;
  return { token, stationId, auth: { authorization: `Bearer ${token}` } };
}

export async function cashierUser(db: Db, providerId: number, password = 'Cashier123'): Promise<TestUser> {
  return createUser(db, providerId, { permissions: CASHIER_PERMISSION_CODES, password });
}

/** One product sold at the cashier with two customer types, a price list from last year to 2035 (the pushed sales' dates), and a daily slot. */
export async function sellableProduct(db: Db, providerId: number, opts: { limit?: number | null; adult?: number; child?: number; name?: string } = {}) {
  const [product] = await db.insert(products).values({ providerId, name: opts.name ?? `Tour ${randomUUID().slice(0, 8)}`, barcode: `B${Date.now()}${Math.floor(Math.random() * 1000)}` }).returning();
  const [adult, child] = await db
    .insert(customerTypes)
    .values([
      { providerId, productId: product!.id, name: 'Adult' },
      { providerId, productId: product!.id, name: 'Child' },
    ])
    .returning();
  const year = new Date().getUTCFullYear();
  const [list] = await db
    .insert(priceLists)
    .values({ providerId, productId: product!.id, title: 'Cashier', currencyId: 1, channelId: Channel.Cashier, priceTypeId: PriceType.Locals, fromDate: `${year - 1}-01-01`, toDate: '2035-12-31' })
    .returning();
  await db.insert(priceLines).values([
    { priceListId: list!.id, customerTypeId: adult!.id, amount: opts.adult ?? 5000, priority: 1 },
    { priceListId: list!.id, customerTypeId: child!.id, amount: opts.child ?? 3000, priority: 2 },
  ]);
  const [slot] = await db
    .insert(slots)
    .values({ providerId, productId: product!.id, limit: opts.limit === undefined ? 10 : opts.limit, startDate: `${year - 1}-01-01`, startTime: '10:00:00', endTime: '11:00:00', duration: 60, repeatMode: 2, repeatEndDate: `${year + 1}-12-31` })
    .returning();
  return { product: product!, adult: adult!, child: child!, list: list!, slot: slot! };
}

export interface SaleSpec {
  seq: number;
  userId: number;
  receiptNumber: number;
  productId: number;
  slotId: number | null;
  date: string;
  lines: { customerTypeId: number; quantity: number; unitPrice: number }[];
  shiftUuid?: string;
  payments?: 'cash' | 'card+cash';
}

/** A sale operation as a station makes it: the lines priced, the receipt paid in cash (or card and cash). */
export function saleOp(spec: SaleSpec): OutboxOp {
  const lines = spec.lines.map((l) => ({
    productId: spec.productId,
    slotId: spec.slotId,
    date: spec.date,
    startTime: '10:00:00',
    customerTypeId: l.customerTypeId,
    priceListId: null,
    priceLineId: null,
    quantity: l.quantity,
    seats: l.quantity,
    persons: l.quantity,
    perPerson: true,
    unitPrice: l.unitPrice,
    listUnitPrice: l.unitPrice,
    discountAmount: 0,
    discountPercentBp: 0,
    total: l.quantity * l.unitPrice,
  }));
  const total = lines.reduce((s, l) => s + l.total, 0);
  const now = new Date().toISOString();
  const cash = (amount: number): PaymentEntry => ({ method: 1, amount, currencyId: 1, currencyRate: '1', localAmount: amount, details: { tendered: amount, change: 0 } });
  const payments: PaymentEntry[] =
    spec.payments === 'card+cash'
      ? [{ method: 4, amount: total - 1000, currencyId: 1, currencyRate: '1', localAmount: total - 1000, details: { last4: '4242', installments: 1, approvalCode: 'A1', resultCode: '000', transactionId: 'T1' } }, cash(1000)]
      : [cash(total)];
  return {
    uuid: randomUUID(),
    seq: spec.seq,
    stationClock: now,
    type: 'sale',
    payload: {
      order: {
        uuid: randomUUID(),
        shiftUuid: spec.shiftUuid ?? randomUUID(),
        userId: spec.userId,
        createdAt: now,
        status: 'OK',
        currencyId: 1,
        channelId: Channel.Cashier,
        priceTypeId: PriceType.Locals,
        businessClientId: null,
        leadCustomer: {},
        remarks: '',
        vatRateBp: 1800,
        gross: total,
        discountAmount: 0,
        orderDiscountAmount: 0,
        discountPercentBp: 0,
        totalToPay: total,
        vatAmount: vatOfGross(total, 1800),
        lines,
      },
      receipt: { uuid: randomUUID(), docType: 'receipt', number: spec.receiptNumber, currencyId: 1, total, issuedAt: now },
      payments,
    },
  };
}
