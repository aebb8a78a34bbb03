import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import type { PullResponse, StreamPage } from '@pos/shared/sync/protocol';
import type { StreamRows } from '@pos/shared/sync/streams';
import { shiftCashMovements as serverMovements } from '../../../sync-server/src/db/schema';
import { createProvider } from '../../../sync-server/src/test/test-app';
import { applyCashMovement } from '../../../sync-server/src/domains/shifts/shift-ops';
import { shiftCashMovementsOf } from '../../../sync-server/src/domains/shifts/shift-repo';
import { buildShiftReport } from '@pos/printers';
import { replica } from '../catalogue/replica';
import { shiftReportDocument, shiftReportInputOf } from '../printing/shift-report-input';
import { lastClosedShift } from './shift-store';
import { applyPullAnswer } from '../sync/pull-apply';
import { pendingOps } from '../sync/outbox';
import { pairedStation, serverForStations, MANAGER_CODE } from '../station.fixtures';

/**
 * Issue 16: cash in (float top-up) and cash out (safe drop) during a shift, in the X and Z reports;
 * the Z report's float, count, difference, note and manager approval; a sale the office cancelled
 * no longer counted as paid. R-CASH-1 (a movement needs the open shift), R-CASH-2 (the close with a
 * difference over the limit needs the manager code, and the Z says so).
 */
describe('cash in and out of the drawer during a shift (issue 16, R-CASH-1, R-CASH-2)', async () => {
  const server = await serverForStations();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const now = new Date(`${day(0)}T08:00:00Z`);
  const station = await pairedStation(server, { clock: () => now });
  const h = station.handlers;
  await h.login({ username: server.cashier.username, password: 'Cashier123' });
  const sell = async (amount: number) => {
    const slot = h['product-slots']({ productId: server.goods.product.id, from: day(1), to: day(1) })[0]!;
    return h['sale-create']({ items: [{ productId: server.goods.product.id, date: slot.date, slotId: slot.slotId, customers: [{ customerTypeId: server.goods.child.id, quantity: 1 }] }], payments: [{ method: 1, amount, tendered: amount }] });
  };

  it('needs the open shift (R-CASH-1)', () => {
    expect(() => h['shift-cash-movement']({ kind: 'in', amount: 100, reason: 'Float top-up' })).toThrow(expect.objectContaining({ code: 'open-shift-not-found' }));
  });

  let shiftUuid = '';
  it('expected cash = opening float + cash sales - cash refunds + cash in - cash out, offline', async () => {
    shiftUuid = h['shift-open']({ openingBalance: [{ currencyId: 1, amount: 10000 }] }).uuid;
    await sell(3000);
    const topUp = h['shift-cash-movement']({ kind: 'in', amount: 5000, reason: 'Float top-up' });
    const drop = h['shift-cash-movement']({ kind: 'out', amount: 12000, reason: 'Safe drop' });
    expect([topUp.amount, drop.amount, drop.currencyId]).toEqual([5000, 12000, 1]);
    const x = h['shift-x-report']({});
    expect(x.cashIn).toEqual([{ currencyId: 1, amount: 5000 }]);
    expect(x.cashOut).toEqual([{ currencyId: 1, amount: 12000 }]);
    expect(x.cashMovementCount).toBe(2);
    expect(x.openingBalance).toEqual([{ currencyId: 1, amount: 10000 }]);
    // 10000 + 3000 + 5000 - 12000
    expect(x.cashExpected).toEqual([{ currencyId: 1, amount: 6000 }]);
    expect(h['shift-cash-movements']({}).map((m) => [m.kind, m.amount, m.reason])).toEqual([
      ['in', 5000, 'Float top-up'],
      ['out', 12000, 'Safe drop'],
    ]);
    // Written with their outbox operation, before any sync.
    expect(pendingOps(station.ctx.db, 100).filter((o) => o.type === 'cash-movement').map((o) => o.payload)).toEqual([
      expect.objectContaining({ movementUuid: topUp.uuid, shiftUuid, kind: 'in', amount: 5000, currencyId: 1, reason: 'Float top-up' }),
      expect.objectContaining({ movementUuid: drop.uuid, shiftUuid, kind: 'out', amount: 12000, currencyId: 1, reason: 'Safe drop' }),
    ]);
  });

  it('refuses a movement without a reason, a zero or fractional amount, and more out than the drawer holds (400 by field)', () => {
    const fields = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return (e as { fieldIssues?: { field: string; code?: string }[] }).fieldIssues?.map((f) => `${f.field}:${f.code}`);
      }
      return 'no error';
    };
    expect(fields(() => h['shift-cash-movement']({ kind: 'in', amount: 100, reason: '  ' }))).toEqual(['reason:required']);
    expect(fields(() => h['shift-cash-movement']({ kind: 'out', amount: 0, reason: 'x' }))).toEqual(['amount:invalid']);
    expect(fields(() => h['shift-cash-movement']({ kind: 'in', amount: 10.5, reason: 'x' }))).toEqual(['amount:invalid']);
    expect(fields(() => h['shift-cash-movement']({ kind: 'out', amount: 6001, reason: 'Safe drop' }))).toEqual(['amount:over-drawer']);
    expect(h['shift-x-report']({}).cashExpected).toEqual([{ currencyId: 1, amount: 6000 }]);
  });

  it('is a cashier action: refused without the Cashier permission (28)', () => {
    const user = replica.user(station.ctx.db, server.cashier.id)!;
    const setPermissions = (permissions: number[]) =>
      applyPullAnswer(station.ctx.db, { more: false, remaining: 0, serverTime: new Date().toISOString(), pages: [{ stream: 'users', checkpoint: 1, changes: [{ key: String(user.id), row: { ...user, permissions } as StreamRows['users'] }] } as StreamPage] } as PullResponse, null);
    setPermissions(user.permissions.filter((p) => p !== Permission.Cashier));
    expect(() => h['shift-cash-movement']({ kind: 'in', amount: 100, reason: 'Float top-up' })).toThrow(expect.objectContaining({ kind: 'forbidden' }));
    setPermissions(user.permissions);
  });

  it('is pushed to the server and kept there for the station’s provider only', async () => {
    await station.ctx.sync.syncNow();
    expect(pendingOps(station.ctx.db, 100)).toEqual([]);
    const rows = await server.db.select().from(serverMovements).where(eq(serverMovements.shiftUuid, shiftUuid));
    expect(rows.map((r) => [r.providerId, r.kind, r.currencyId, r.amount, r.reason, r.userId])).toEqual([
      [server.provider.id, 'in', 1, 5000, 'Float top-up', server.cashier.id],
      [server.provider.id, 'out', 1, 12000, 'Safe drop', server.cashier.id],
    ]);
    expect((await shiftCashMovementsOf(server.db, server.provider.id, shiftUuid)).length).toBe(2);
    const other = await createProvider(server.db, {});
    expect(await shiftCashMovementsOf(server.db, other.id, shiftUuid)).toEqual([]);
    // A movement claimed for another provider's shift (or by a stranger) is refused and not kept.
    const op = { uuid: crypto.randomUUID(), seq: 1, payload: { movementUuid: crypto.randomUUID(), shiftUuid, userId: server.cashier.id, createdAt: now.toISOString(), kind: 'out' as const, currencyId: 1, amount: 1, reason: 'x' } };
    expect(await applyCashMovement(server.db, { providerId: other.id, stationId: rows[0]!.stationId }, op)).toMatchObject({ status: 'rejected', reason: { code: 'unknown-user' } });
    expect(await server.db.select().from(serverMovements).where(and(eq(serverMovements.uuid, op.payload.movementUuid)))).toEqual([]);
  });

  it('a sale the office cancelled no longer counts as sold or paid; its cash stays expected in the drawer', async () => {
    const before = h['shift-x-report']({});
    const sale = await sell(3000);
    await station.ctx.sync.syncNow();
    const serverOrderId = station.ctx.db.$client.prepare<[string], { id: number }>('select server_order_id as id from orders where uuid = ?').get(sale.orderUuid)!.id;
    expect(h['shift-x-report']({})).toMatchObject({ orders: before.orders + 1, total: before.total + 3000 });
    const res = await server.app.inject({ method: 'GET', url: `/api/order/edit/status/CN?id=${serverOrderId}&confirmed=true`, headers: { cookie: server.admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    await station.ctx.sync.syncNow();
    const x = h['shift-x-report']({});
    expect(x).toMatchObject({ orders: before.orders, total: before.total, byMethod: before.byMethod, cancelledCount: 1, cancelled: [{ currencyId: 1, amount: 3000 }] });
    expect(x.cashExpected).toEqual([{ currencyId: 1, amount: 9000 }]);
  });

  it('the Z report keeps the opening float, the count, the difference, its note and the manager approval (R-CASH-2)', async () => {
    // Expected 9000; counted 6000: a difference of -3000, over the limit of 1000.
    const counted = [{ currencyId: 1, denominations: [{ value: 2000, count: 3 }] }];
    await expect(h['shift-close']({ counted, balanceDescription: 'Two notes missing' })).rejects.toMatchObject({ code: 'manager-code-required' });
    await h['shift-close']({ counted, balanceDescription: 'Two notes missing', managerCode: MANAGER_CODE });
    const z = h['shift-z-details']({});
    expect(z.openingBalance).toEqual([{ currencyId: 1, amount: 10000 }]);
    expect(z.currencies).toEqual([{ currencyId: 1, counted: 6000, expected: 9000, difference: -3000 }]);
    expect(z.balanceDescription).toBe('Two notes missing');
    expect(z.managerApproved).toBe(true);
    expect(z.report).toMatchObject({ cashIn: [{ currencyId: 1, amount: 5000 }], cashOut: [{ currencyId: 1, amount: 12000 }], cashExpected: [{ currencyId: 1, amount: 9000 }], cancelledCount: 1 });
    expect(z.movements.map((m) => m.reason)).toEqual(['Float top-up', 'Safe drop']);
    // The printed Z carries the same: cash in, cash out, the count, the note, the manager's approval.
    const closedShift = lastClosedShift(station.ctx.db)!;
    const input = shiftReportInputOf(shiftReportDocument(station.ctx.db, closedShift, 'Z', z.report, now.toISOString(), server.cashier.id), 'en-US', 'Asia/Jerusalem');
    expect(input).toMatchObject({ cashIn: [{ currency: 'NIS', amount: 5000 }], cashOut: [{ currency: 'NIS', amount: 12000 }], balanceDescription: 'Two notes missing', managerApproved: true });
    const printed = JSON.stringify(buildShiftReport(input).blocks);
    for (const text of ['Cash in (float top-ups)', 'Cash out (safe drops)', 'Approved with the manager code', 'Two notes missing']) expect(printed).toContain(text);
    // The close with its Z report reaches the server.
    await station.ctx.sync.syncNow();
    expect(pendingOps(station.ctx.db, 100)).toEqual([]);
    // A same-day close with no difference is not marked approved.
    h['shift-open']({ openingBalance: [] });
    await h['shift-close']({ counted: [] });
    expect(h['shift-z-details']({})).toMatchObject({ managerApproved: false, balanceDescription: '', openingBalance: [] });
  });
});
