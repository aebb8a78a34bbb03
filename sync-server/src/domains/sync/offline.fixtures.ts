/** Test support for coupons, vouchers and tickets over sync (not imported by the app). */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OutboxOp, PushResponse, SaleCoupon, SaleVoucher } from '@pos/shared/sync/protocol';
import type { App } from '../../http/types';
import type { Db } from '../../db/client';
import { businessClientCouponSystems, businessClients, coupons, documentNumberBlocks, subCoupons } from '../../db/schema';
import { createProvider, createUser, type TestUser } from '../../test/test-app';
import { cashierUser, pairedStation, sellableProduct } from './station.fixtures';

export type StationAuth = { authorization: string };

/** A paired station that has pulled once, so it holds a receipt block: `first` is its first number. */
export async function stationWithBlock(app: App, db: Db, admin: TestUser, blockSize = 50) {
  const station = await pairedStation(app, admin, { receiptBlockSize: blockSize });
  await app.inject({ method: 'POST', url: '/sync/pull', headers: station.auth, payload: { checkpoints: {}, streams: ['station'], numbers: { receipt: { lastUsed: null } } } });
  const [block] = await db.select().from(documentNumberBlocks).where(eq(documentNumberBlocks.stationId, station.stationId));
  return { ...station, first: block!.fromNumber };
}

export async function pushOps(app: App, auth: StationAuth, ops: OutboxOp[]): Promise<PushResponse> {
  const res = await app.inject({ method: 'POST', url: '/sync/push', headers: auth, payload: { ops } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A live coupon of the provider: 10% off anything, unlimited, valid for years; override what the test is about. */
export async function insertCoupon(db: Db, providerId: number, over: Partial<typeof coupons.$inferInsert> = {}) {
  const year = new Date().getUTCFullYear();
  const [row] = await db
    .insert(coupons)
    .values({
      providerId,
      code: `C${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
      name: 'Ten off',
      couponType: 'Regular',
      discountType: 'Discount',
      discountPercentBp: 1000,
      whoFinances: 'NoFinance',
      validDateFrom: `${year - 1}-01-01`,
      validDateTo: `${year + 5}-12-31`,
      currencyId: 1,
      ...over,
    })
    .returning();
  return row!;
}

export async function insertSubCoupons(db: Db, couponId: number, codes: string[]) {
  return db
    .insert(subCoupons)
    .values(codes.map((code) => ({ couponId, code })))
    .returning();
}

/** A business client of the provider with a (simulated) coupon system. */
export async function clubWithCouponSystem(db: Db, providerId: number, name = 'Club', system = 'Multipass') {
  const [client] = await db.insert(businessClients).values({ providerId, name }).returning();
  await db.insert(businessClientCouponSystems).values({ businessClientId: client!.id, system });
  return client!;
}

/** The sale with a coupon: the lines keep their prices (what the coupon took is in `coupon`). */
export function withCoupon(op: OutboxOp, coupon: SaleCoupon): OutboxOp {
  if (op.type !== 'sale') throw new Error('not a sale');
  return { ...op, payload: { ...op.payload, order: { ...op.payload.order, coupon } } };
}

export function withVoucher(op: OutboxOp, voucher: SaleVoucher, businessClientId = voucher.businessClientId): OutboxOp {
  if (op.type !== 'sale') throw new Error('not a sale');
  return { ...op, payload: { ...op.payload, order: { ...op.payload.order, businessClientId, voucher } } };
}

/** A provider that sells offline: its admin (every permission), a cashier and a product without a seat limit. */
export async function sellingProvider(db: Db) {
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);
  const cashier = await cashierUser(db, provider.id);
  const goods = await sellableProduct(db, provider.id, { limit: null });
  return { provider, admin, cashier, goods };
}
