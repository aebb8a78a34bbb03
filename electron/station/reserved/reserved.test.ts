import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, documents, stations } from '../../../sync-server/src/db/schema';
import { cashierUser } from '../../../sync-server/src/domains/sync/station.fixtures';
import { pairedStation, serverForStations } from '../station.fixtures';
import type { FetchLike } from '../sync/server-api';

describe('logins offline, reserved orders, a revoked station', async () => {
  const server = await serverForStations();
  const net = { online: true };
  const station = await pairedStation(server, { sync: { fetch: ((url, init) => (net.online ? fetch(url, init) : Promise.reject(new Error('down')))) as FetchLike } });
  const h = station.handlers;
  const newcomer = await cashierUser(server.db, server.provider.id, 'Newcomer123');
  const [reserved] = await server.db
    .insert(orders)
    .values({ providerId: server.provider.id, orderNumber: 7001, status: 'OK', currencyId: 1, channelId: 1, priceTypeId: 1, vatRateBp: 1800, gross: 8000, totalToPay: 8000, leadCustomer: { firstName: 'Noa', lastName: 'Barak', mobile: '0501234567' } })
    .returning();

  it('logs in offline only a user who logged in here online before', async () => {
    await h.login({ username: server.cashier.username, password: 'Cashier123' });
    await station.ctx.sync.syncNow();
    h.logout({});
    net.online = false;
    await expect(h.login({ username: newcomer.username, password: 'Newcomer123' })).rejects.toMatchObject({ code: 'first-login-needs-network' });
    await expect(h.login({ username: server.cashier.username, password: 'Cashier123' })).resolves.toMatchObject({ id: server.cashier.id });
    net.online = true;
  });

  it('finds a reserved order by number and by name (29), pays it, and the server records the payment', async () => {
    h['shift-open']({ openingBalance: [] });
    await station.ctx.sync.syncNow();
    expect(h['reserved-search']({ query: '7001' }).map((o) => o.id)).toEqual([reserved!.id]);
    const [found] = h['reserved-search']({ query: 'bara' });
    expect(found).toMatchObject({ id: reserved!.id, balance: 8000 });
    expect(() => h['reserved-search']({ query: 'b' })).toThrow(expect.objectContaining({ kind: 'validation' }));
    const paid = await h['reserved-pay']({ orderId: reserved!.id, payments: [{ method: 1, amount: 8000, tendered: 10000 }] });
    expect(paid).toMatchObject({ change: 2000, receipt: { reservedOrderNumber: 7001, totals: { total: 8000, vatAmount: 1220 } } });
    expect(h['reserved-search']({ query: '7001' })).toEqual([]);
    await station.ctx.sync.syncNow();
    const [after] = await server.db.select().from(orders).where(eq(orders.id, reserved!.id));
    expect(after!.paid).toBe(8000);
    const [receipt] = await server.db.select().from(documents).where(eq(documents.orderId, reserved!.id));
    expect(receipt!.number).toBe(paid.receipt.number);
    expect(h['shift-x-report']({})).toMatchObject({ orders: 1, receipts: 1, total: 8000 });
  });

  it('a revoked station is refused with its reason; its data stays on both sides', async () => {
    const stationId = h.status({}).station!.id;
    const revoked = await server.app.inject({ method: 'POST', url: `/api/cashier-stations/${stationId}/revoke`, headers: { cookie: server.admin.cookie } });
    expect(revoked.statusCode).toBe(200);
    await station.ctx.sync.syncNow();
    expect(h.status({}).refused).toMatchObject({ code: 'station-revoked' });
    expect(h['sales-list']({})).toHaveLength(1);
    const [row] = await server.db.select().from(stations).where(eq(stations.id, stationId));
    expect(row!.revokedAt).not.toBeNull();
    expect(await server.db.select().from(documents).where(eq(documents.stationId, stationId))).toHaveLength(1);
  });
});
