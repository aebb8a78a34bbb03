import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { setupTestApp, createProvider, createUser } from '../../test/test-app';
import { shiftCashMovements, shifts } from '../../db/schema';
import { createStation } from '../stations/stations';

/**
 * GET report/shifts (issue 16): the office sees each station shift with the cash put in and taken
 * out of its drawer (reason, amount, cashier, time) as the stations pushed them (cash-movement ops);
 * ReportsView (10) and the caller's provider only; dates checked (400 with field errors).
 */
describe('the office view of the shifts\' cash movements', async () => {
  const { app, db } = await setupTestApp();
  afterAll(() => app.close());
  const provider = await createProvider(db, { timezone: 'Asia/Jerusalem' });
  const other = await createProvider(db);
  const office = await createUser(db, provider.id, { permissions: [Permission.ReportsView] });
  const noReports = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
  const cashier = await createUser(db, provider.id, { values: { firstName: 'Dana', lastName: 'Levi' } });
  const outsider = await createUser(db, other.id);

  async function shiftWithMoves(providerId: number, userId: number, openedAt: string, moves: Array<{ kind: 'in' | 'out'; amount: number; reason: string; at: string }>) {
    const { station } = await createStation(db, providerId, { name: `Window ${randomUUID().slice(0, 4)}`, cashierIdentifier: randomUUID().slice(0, 8), receiptBlockSize: 10 });
    const uuid = randomUUID();
    await db.insert(shifts).values({ providerId, stationId: station.id, uuid, userId, openedAt: new Date(openedAt), openingBalance: [{ currencyId: 1, amount: 50_000 }] });
    for (const m of moves) {
      await db.insert(shiftCashMovements).values({ providerId, stationId: station.id, uuid: randomUUID(), shiftUuid: uuid, userId, kind: m.kind, currencyId: 1, amount: m.amount, reason: m.reason, createdAt: new Date(m.at) });
    }
    return { uuid, station: station.name };
  }

  const mine = await shiftWithMoves(provider.id, cashier.id, '2026-11-10T06:00:00Z', [
    { kind: 'out', amount: 30_000, reason: 'Safe drop', at: '2026-11-10T10:15:00Z' },
    { kind: 'in', amount: 10_000, reason: 'Float top-up', at: '2026-11-10T08:00:00Z' },
  ]);
  await shiftWithMoves(other.id, outsider.id, '2026-11-10T06:00:00Z', [{ kind: 'out', amount: 99_900, reason: 'Not yours', at: '2026-11-10T07:00:00Z' }]);

  const get = (cookie: string, query: string) => app.inject({ method: 'GET', url: `/api/report/shifts?${query}`, headers: { cookie } });

  it('lists the shift with its cash in and out, oldest first: reason, amount in minor units, cashier, time', async () => {
    const res = await get(office.cookie, 'from=2026-11-01&to=2026-11-30');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ from: '2026-11-01', to: '2026-11-30', timezone: 'Asia/Jerusalem' });
    expect(data.shifts).toEqual([
      expect.objectContaining({
        uuid: mine.uuid,
        station: mine.station,
        openedBy: 'Dana Levi',
        openedAt: '2026-11-10T06:00:00.000Z',
        closedAt: null,
        movements: [
          expect.objectContaining({ kind: 'in', amount: 10_000, currencyId: 1, reason: 'Float top-up', cashier: 'Dana Levi', createdAt: '2026-11-10T08:00:00.000Z' }),
          expect.objectContaining({ kind: 'out', amount: 30_000, currencyId: 1, reason: 'Safe drop', cashier: 'Dana Levi', createdAt: '2026-11-10T10:15:00.000Z' }),
        ],
      }),
    ]);
  });

  it('only the caller\'s provider: another provider\'s user sees their own shift, never this one', async () => {
    const res = await get(outsider.cookie, 'from=2026-11-01&to=2026-11-30');
    expect(res.statusCode).toBe(200);
    const reasons = res.json().data.shifts.flatMap((s: { movements: { reason: string }[] }) => s.movements.map((m) => m.reason));
    expect(reasons).toEqual(['Not yours']);
  });

  it('days outside the range show nothing; the provider\'s days, not UTC\'s', async () => {
    expect((await get(office.cookie, 'from=2026-11-11&to=2026-11-30')).json().data.shifts).toEqual([]);
    expect((await get(office.cookie, 'from=2026-11-10&to=2026-11-10')).json().data.shifts).toHaveLength(1);
  });

  it('403 without ReportsView (10); 400 with field errors for a date that is not one or a range backwards', async () => {
    expect((await get(noReports.cookie, 'from=2026-11-01&to=2026-11-30')).statusCode).toBe(403);
    const bad = await get(office.cookie, 'from=2026-11-31&to=2026-11-30');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('from');
    const backwards = await get(office.cookie, 'from=2026-11-20&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('to');
  });
});
