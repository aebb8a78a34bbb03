import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { createUser, setupTestApp } from '../../test/test-app';
import { documents, orders, products, ticketScans } from '../../db/schema';
import { caller, insertProduct, openShop, orderBody } from '../orders/orders.fixtures';

/** ticket/get (C140): an order's admission tickets, their codes and first scans (R-ORD-13, R-PROD-16). */
describe('ticket/get', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const other = await openShop(db);

  const make = async (printingType: string) => {
    const p = await insertProduct(db, shop.providerId);
    await db.update(products).set({ printingType }).where(eq(products.id, p.productId));
    const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }, { customerTypeId: p.child, quantity: 1 }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; uuid: string; orderNumber: number };
  };
  type Tickets = { orderNumber: number; tickets: { code: string; quantity: number; customerTypeName: string; scannedAt: string | null }[] };

  it('one ticket per person for single-unit printing, coded <uuid>.<n>, with the first scan of each', async () => {
    const order = await make('single-unit');
    await db.insert(ticketScans).values({ providerId: shop.providerId, orderId: order.id, ticketCode: `${order.uuid}.2`, scannedAt: new Date('2026-11-21T08:00:00Z'), scanUuid: randomUUID() });
    const res = await api.get(`ticket/get?id=${order.id}`);
    expect(res.status).toBe(200);
    const data = res.body.data as Tickets;
    expect(data.orderNumber).toBe(order.orderNumber);
    expect(data.tickets.map((t) => [t.code, t.quantity, t.scannedAt])).toEqual([
      [`${order.uuid}.1`, 1, null],
      [`${order.uuid}.2`, 1, '2026-11-21T08:00:00.000Z'],
      [`${order.uuid}.3`, 1, null],
    ]);
    expect(new Set(data.tickets.map((t) => t.customerTypeName)).size).toBe(2);
  });

  it('one ticket per line for multiple-unit printing, admitting the line\'s quantity', async () => {
    const order = await make('multiple-unit');
    const data = (await api.get(`ticket/get?id=${order.id}`)).body.data as Tickets;
    expect(data.tickets.map((t) => [t.code, t.quantity])).toEqual([
      [`${order.uuid}.1`, 2],
      [`${order.uuid}.2`, 1],
    ]);
  });

  it('a ticket a refund voided, or of a cancelled order, is voided; a void refund voids nothing (issue 15)', async () => {
    const order = await make('single-unit');
    const refund = { providerId: shop.providerId, orderId: order.id, docType: 'refund', currencyId: 1, total: 100 };
    await db.insert(documents).values([
      { ...refund, number: 900_000 + order.id, voidedTicketCodes: [`${order.uuid}.1`] },
      { ...refund, number: 950_000 + order.id, status: 'void', state: 'Fail', voidedTicketCodes: [`${order.uuid}.3`] },
    ]);
    const voided = async () => ((await api.get(`ticket/get?id=${order.id}`)).body.data as { tickets: { code: string; voided: boolean }[] }).tickets.map((t) => [t.code, t.voided]);
    expect(await voided()).toEqual([
      [`${order.uuid}.1`, true],
      [`${order.uuid}.2`, false],
      [`${order.uuid}.3`, false],
    ]);
    await db.update(orders).set({ status: 'CN' }).where(eq(orders.id, order.id));
    expect((await voided()).every(([, v]) => v === true)).toBe(true);
  });

  it("another provider's order does not exist (404); without ViewOrders 403", async () => {
    const order = await make('single-unit');
    expect((await caller(app, other.user).get(`ticket/get?id=${order.id}`)).status).toBe(404);
    const noView = await createUser(db, shop.providerId, { permissions: [Permission.CreateOrders] });
    expect((await caller(app, noView).get(`ticket/get?id=${order.id}`)).status).toBe(403);
  });
});
