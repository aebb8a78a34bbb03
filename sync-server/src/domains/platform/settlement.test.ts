import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { banks, documents, providerBankAccounts } from '../../db/schema';
import { createSession, SESSION_COOKIE } from '../session/session-store';
import { insertProduct } from '../orders/sale.fixtures';
import { createPlatformStaff } from './staff';
import { placeOrder } from './settlement.fixtures';

describe('the monthly settlement statement', async () => {
  const { app, db } = await setupTestApp();
  const staff = await createPlatformStaff(db, { username: `settle${process.pid}${Date.now()}`, password: 'Platform123' });
  const { token } = await createSession(db, { id: staff.userId, providerId: staff.providerId }, false);
  const staffCookie = `${SESSION_COOKIE}=${token}`;
  const get = (url: string, cookie: string) => app.inject({ method: 'GET', url: `/api/${url}`, headers: { cookie } });
  const post = (url: string, cookie: string, payload: object) => app.inject({ method: 'POST', url: `/api/${url}`, headers: { cookie }, payload });

  it('R-TERMS-1, R-TERMS-2, R-TERMS-3, R-TERMS-6: a month of 20 orders, 3 cancellations and one free order matches the table worked by hand', async () => {
    const provider = await createProvider(db, { vatRateBp: 1800, timezone: 'Asia/Jerusalem' });
    const product = await insertProduct(db, provider.id);
    const day = (i: number) => `2026-10-${String(i).padStart(2, '0')}`;
    for (let i = 0; i < 10; i++) await placeOrder(db, provider.id, product, day(1 + i), 'OK', 12_000, 2);
    for (let i = 0; i < 6; i++) await placeOrder(db, provider.id, product, day(11 + i), 'OK', 5_000, 1);
    await placeOrder(db, provider.id, product, day(20), 'OK', 0, 4);
    await placeOrder(db, provider.id, product, day(21), 'CN', 12_000, 2);
    await placeOrder(db, provider.id, product, day(22), 'CN', 5_000, 1);
    const byProvider = await placeOrder(db, provider.id, product, day(23), 'CN', 20_000, 4);
    // Not settled: on request, September, November.
    await placeOrder(db, provider.id, product, day(24), 'RQ', 9_999, 1);
    await placeOrder(db, provider.id, product, '2026-09-30', 'OK', 7_777, 1);
    await placeOrder(db, provider.id, product, '2026-11-01', 'OK', 8_888, 1);

    const marked = await post(`platform/providers/${provider.id}/provider-cancellation`, staffCookie, { orderId: byProvider, reason: 'too-few-participants' });
    expect(marked.statusCode, marked.body).toBe(200);

    const res = await get(`platform/providers/${provider.id}/settlement?month=2026-10`, staffCookie);
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json().data;
    // By hand, in agorot (commission 20%, VAT 18%):
    //   sales          10 x 120.00 + 6 x 50.00 + 0 + 120.00 + 50.00 + 200.00 = 1,870.00
    //   cancellations  120.00 + 50.00 (customer) + 200.00 (provider)         =   370.00
    //   net sales      1,870.00 - 370.00                                     = 1,500.00
    //   commission     20% of 1,500.00                                       =   300.00
    //   free order     4 tickets x 2.00                                      =     8.00
    //   cancel fee     3% of 200.00                                          =     6.00
    //   charges        300.00 + 8.00 + 6.00                                  =   314.00
    //   VAT on charges 18% of 314.00                                         =    56.52
    //   due            1,500.00 - 314.00 - 56.52                             = 1,129.48
    expect(statement.totals).toEqual({
      orders: 20,
      cancelledOrders: 3,
      freeOrders: 1,
      tickets: 30,
      sales: 187_000,
      cancellations: 37_000,
      refunds: 0,
      netSales: 150_000,
      commission: 30_000,
      freeOrderFees: 800,
      cancellationFees: 600,
      charges: 31_400,
      vatOnCharges: 5_652,
      due: 112_948,
      shortfall: 0,
    });
    expect(statement.lines).toHaveLength(20);
    expect(statement.lines.filter((l: { state: string }) => l.state === 'cancelled-by-provider')).toHaveLength(1);

    // R-TERMS-7: no payout date without a payment request and bank details.
    expect(statement.payoutDate).toBeNull();
    expect(statement.payoutBlockedBy).toEqual(['payment-request', 'bank-details']);

    const csv = await get(`platform/providers/${provider.id}/settlement/export?month=2026-10`, staffCookie);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')).toContain('due,112948');
  });

  it('R-TERMS-7: the provider asks for payment once the month is over; with bank details the payout is the next 15th or 30th', async () => {
    const provider = await createProvider(db);
    const product = await insertProduct(db, provider.id);
    await placeOrder(db, provider.id, product, '2026-10-05', 'OK', 10_000, 1);
    const owner = await createUser(db, provider.id);
    const current = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date()).slice(0, 7);
    expect((await post('settlement/payment-request', owner.cookie, { month: current })).json().code).toBe('settlement-month-not-over');
    const asked = await post('settlement/payment-request', owner.cookie, { month: '2026-10' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.payoutBlockedBy).toEqual(['bank-details']);
    const [bank] = await db.select({ id: banks.id }).from(banks).limit(1);
    await db.insert(providerBankAccounts).values({ providerId: provider.id, bankId: bank!.id, branchNumber: '600', accountNumber: '123456', currencyIds: [1] });
    const statement = (await get('settlement?month=2026-10', owner.cookie)).json().data;
    const requested = statement.paymentRequestedOn as string;
    const { payoutDate } = await import('@pos/shared/terms/dates');
    expect(statement.payoutDate).toBe(payoutDate({ payoutDays: [15, 30] }, '2026-11-01', requested, true));
    expect(['15', '30', '28', '29'].includes(statement.payoutDate.slice(8))).toBe(true);
  });

  it('R-TERMS-8: charges above the sales are a shortfall with its repayment day; a provider reads only its own statement', async () => {
    const provider = await createProvider(db);
    const product = await insertProduct(db, provider.id);
    await placeOrder(db, provider.id, product, '2026-10-05', 'OK', 0, 10);
    const owner = await createUser(db, provider.id, { permissions: [Permission.ReportsView] });
    const statement = (await get('settlement?month=2026-10', owner.cookie)).json().data;
    expect(statement.totals).toMatchObject({ freeOrderFees: 2_000, vatOnCharges: 360, due: 0, shortfall: 2_360 });
    expect(statement.shortfallDueBy).toBe('2026-11-15');
    expect(statement.providerId).toBe(provider.id);
    const other = await createProvider(db);
    const stranger = await createUser(db, other.id, { permissions: [Permission.ReportsView] });
    expect((await get('settlement?month=2026-10', stranger.cookie)).json().data.totals.orders).toBe(0);
    expect((await get(`platform/providers/${provider.id}/settlement?month=2026-10`, owner.cookie)).statusCode).toBe(403);
    expect((await get('settlement?month=2026-13', owner.cookie)).statusCode).toBe(400);
    // R-TERMS-3: only a cancelled order of that provider can be marked as the provider's cancellation.
    const confirmedId = await placeOrder(db, provider.id, product, '2026-10-06', 'OK', 1_000, 1);
    expect((await post(`platform/providers/${provider.id}/provider-cancellation`, staffCookie, { orderId: confirmedId, reason: 'facility-fault' })).json().code).toBe('order-not-cancelled');
    expect((await post(`platform/providers/${other.id}/provider-cancellation`, staffCookie, { orderId: confirmedId, reason: 'facility-fault' })).statusCode).toBe(404);
  });
  it('R-TERMS-5: a cancellation for too few participants counts as the provider\'s only when made 48 hours or more before the start; a facility fault has no such bound', async () => {
    const provider = await createProvider(db, { timezone: 'Asia/Jerusalem' });
    const product = await insertProduct(db, provider.id);
    // The line's day starts at 00:00 in Jerusalem (UTC+2 on 2026-10-27): 2026-10-26T22:00Z.
    const start = new Date('2026-10-26T22:00:00Z');
    const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000);
    const inTime = await placeOrder(db, provider.id, product, '2026-10-27', 'CN', 10_000, 2, hoursBefore(48));
    const late = await placeOrder(db, provider.id, product, '2026-10-27', 'CN', 10_000, 2, hoursBefore(47.9));
    const mark = (orderId: number, reason: string) => post(`platform/providers/${provider.id}/provider-cancellation`, staffCookie, { orderId, reason });
    expect((await mark(inTime, 'too-few-participants')).statusCode).toBe(200);
    const refusedLate = await mark(late, 'too-few-participants');
    expect(refusedLate.statusCode).toBe(422);
    expect(refusedLate.json().code).toBe('min-participants-cancellation-too-late');
    expect((await mark(late, 'facility-fault')).statusCode).toBe(200);
    const lines = (await get(`platform/providers/${provider.id}/settlement?month=2026-10`, staffCookie)).json().data.lines as { state: string }[];
    expect(lines.map((l) => l.state)).toEqual(['cancelled-by-provider', 'cancelled-by-provider']);
  });
  it('R-TERMS-6: a partial refund of a confirmed order is deducted before the commission; a refund kept void is not', async () => {
    const provider = await createProvider(db, { vatRateBp: 1800, timezone: 'Asia/Jerusalem' });
    const product = await insertProduct(db, provider.id);
    const sold = await placeOrder(db, provider.id, product, '2026-10-12', 'OK', 30_000, 3);
    await placeOrder(db, provider.id, product, '2026-10-13', 'OK', 10_000, 1);
    // One ticket of three given back at the window, and a refund whose number was kept void (nothing paid out).
    await db.insert(documents).values([
      { providerId: provider.id, docType: 'refund', number: 1, orderId: sold, currencyId: 1, total: 10_000 },
      { providerId: provider.id, docType: 'refund', number: 2, orderId: sold, currencyId: 1, total: 10_000, status: 'void' },
    ]);
    const statement = (await get(`platform/providers/${provider.id}/settlement?month=2026-10`, staffCookie)).json().data;
    // By hand: sales 400.00, refunds 100.00, net 300.00, commission 20% = 60.00, VAT 18% on it 10.80, due 229.20.
    expect(statement.totals).toMatchObject({ sales: 40_000, refunds: 10_000, netSales: 30_000, commission: 6_000, vatOnCharges: 1_080, due: 22_920 });
    expect(statement.lines.find((l: { refunded: number }) => l.refunded > 0)).toMatchObject({ sold: 30_000, refunded: 10_000 });
  });
});
