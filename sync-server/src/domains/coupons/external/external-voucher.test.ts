import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SimulatorRefused } from '@pos/shared/simulators';
import { createProvider, setupTestApp } from '../../../test/test-app';
import { businessClientCouponSystems, businessClients, orderEvents, orders } from '../../../db/schema';
import { createBareOrder } from '../coupons.fixtures';
import { couponSystemOf, credentialsFor, saveCouponSystem } from './credentials-repo';
import { cancelExternalVouchersOfOrder, redeemExternalVoucherForOrder, simulatedCouponSystems } from './external-voucher';
import { SimulatedCouponSystem } from './simulator';
import { withTimeout } from './adapter';
import { configuredCouponSystems, serverSimulators } from './systems';

describe('external coupon systems', async () => {
  const { db } = await setupTestApp();
  const provider = await createProvider(db);
  const [client] = await db.insert(businessClients).values({ providerId: provider.id, name: 'Club' }).returning();
  await saveCouponSystem(db, provider.id, client!.id, { system: 'Multipass', url: 'https://multipass.test', username: 'u', password: 'p4ss', terminal: 'T1', organizationId: 'ORG' });
  const deps = simulatedCouponSystems(50);
  let orderNumber = 0;

  it('R-BC-8 keeps credentials per business client with the password encrypted and never shown', async () => {
    const [row] = await db.select().from(businessClientCouponSystems).where(eq(businessClientCouponSystems.businessClientId, client!.id));
    expect(row!.passwordEncrypted).not.toContain('p4ss');
    expect(await couponSystemOf(db, provider.id, client!.id)).toEqual({ system: 'Multipass', url: 'https://multipass.test', username: 'u', terminal: 'T1', organizationId: 'ORG', hasPassword: true });
    expect((await credentialsFor(db, provider.id, client!.id))!.password).toBe('p4ss');
    await saveCouponSystem(db, provider.id, client!.id, { system: 'Dts', url: 'https://dts.test', username: 'u2', terminal: 'T2', organizationId: 'ORG' });
    expect((await credentialsFor(db, provider.id, client!.id))!).toMatchObject({ system: 'Dts', password: 'p4ss' });
    const other = await createProvider(db);
    expect(await credentialsFor(db, other.id, client!.id)).toBeNull();
    await expect(saveCouponSystem(db, other.id, client!.id, { system: 'Tmura', url: '', username: '', terminal: '', organizationId: '' })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('the simulator answers by code prefix and refuses a second redemption', async () => {
    const sim = new SimulatedCouponSystem(db, { system: 'Icmega' });
    const req = (code: string) => ({ code, quantity: 1, amount: 100, reference: '1' });
    const signal = new AbortController().signal;
    expect(await sim.validate(req('OK-1'), signal)).toMatchObject({ ok: true });
    const redeemed = await sim.redeem(req('OK-1'), signal);
    expect(redeemed).toMatchObject({ ok: true, redemptionId: expect.stringMatching(/^SIM-/) });
    expect(await sim.redeem(req('ok-1'), signal)).toMatchObject({ ok: false, failure: 'already-used' });
    expect(await sim.validate(req('INV-1'), signal)).toMatchObject({ ok: false, failure: 'invalid' });
    expect(await sim.validate(req('USED-1'), signal)).toMatchObject({ ok: false, failure: 'already-used' });
    expect(await sim.validate(req('ERR-1'), signal)).toMatchObject({ ok: false, failure: 'error' });
    expect(await withTimeout((s) => sim.validate(req('TMO-1'), s), 20)).toMatchObject({ ok: false, failure: 'timeout' });
    expect(await sim.cancel({ code: 'OK-1', redemptionId: 'SIM-other' })).toMatchObject({ ok: false, failure: 'invalid' });
    expect(await sim.cancel({ code: 'OK-1', redemptionId: redeemed.ok ? redeemed.redemptionId! : '' })).toMatchObject({ ok: true });
    expect(await sim.validate(req('OK-1'), signal)).toMatchObject({ ok: true });
  });

  const run = async (code: string) => {
    const order = await createBareOrder(db, provider.id, ++orderNumber);
    const result = await redeemExternalVoucherForOrder(db, deps, { providerId: provider.id, orderId: order.id, businessClientId: client!.id, code, quantity: 2, amount: 10000 });
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    return { result, status: after!.status, events };
  };

  it('R-ORD-7 a redeemed voucher leaves the order as it is and records the redemption', async () => {
    const { result, status, events } = await run('OK-100');
    expect(result).toMatchObject({ ok: true, grantedQuantity: 2 });
    expect(status).toBe('OK');
    expect(events).toEqual([expect.objectContaining({ type: 'external-coupon-redeemed', details: expect.objectContaining({ code: 'OK-100' }) })]);
  });

  it.each([
    ['INV-5', 'invalid', /not valid/],
    ['USED-5', 'already-used', /already used/],
    ['ERR-5', 'error', /service unavailable/],
    ['TMO-5', 'timeout', /did not answer in time/],
  ])('R-ORD-7 voucher %s (%s): the order goes to RQ with the external text in an order event', async (code, failure, text) => {
    const { result, status, events } = await run(code);
    expect(result).toMatchObject({ ok: false, failure, orderStatus: 'RQ' });
    expect(status).toBe('RQ');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'requested', details: { reason: 'external-coupon', failure, code } });
    expect(String(events[0]!.details.text)).toMatch(text);
  });

  it('R-ORD-7 a voucher redeemed twice fails the second order into RQ; a cancelled order stays cancelled', async () => {
    expect((await run('OK-TWICE')).status).toBe('OK');
    const again = await run('OK-TWICE');
    expect(again.status).toBe('RQ');
    expect(again.result).toMatchObject({ failure: 'already-used' });
    const cancelled = await createBareOrder(db, provider.id, ++orderNumber, 'CN');
    await redeemExternalVoucherForOrder(db, deps, { providerId: provider.id, orderId: cancelled.id, businessClientId: client!.id, code: 'INV-9', quantity: 1, amount: 1 });
    const [row] = await db.select().from(orders).where(eq(orders.id, cancelled.id));
    expect(row!.status).toBe('CN');
  });

  it('R-ORD-7 a business client without a coupon system puts the order in RQ with that text', async () => {
    const [bare] = await db.insert(businessClients).values({ providerId: provider.id, name: 'No system' }).returning();
    const order = await createBareOrder(db, provider.id, ++orderNumber);
    const result = await redeemExternalVoucherForOrder(db, deps, { providerId: provider.id, orderId: order.id, businessClientId: bare!.id, code: 'OK-1', quantity: 1, amount: 1 });
    expect(result).toMatchObject({ ok: false, message: 'The business client has no coupon system' });
  });

  it('cancelling the order cancels its redeemed vouchers at the system; the code can then be redeemed again', async () => {
    const first = await run('OK-CANCEL');
    expect(first.status).toBe('OK');
    const orderId = first.events[0]!.orderId;
    const answers = await cancelExternalVouchersOfOrder(db, deps, { providerId: provider.id, orderId, businessClientId: client!.id });
    expect(answers).toEqual([expect.objectContaining({ ok: true })]);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.type)).toEqual(['external-coupon-redeemed', 'external-coupon-cancelled']);
    expect((await run('OK-CANCEL')).status).toBe('OK');
  });

  it('the simulator keeps used vouchers in PostgreSQL: a restarted server still refuses them, and parallel redeems grant one', async () => {
    const credentials = (await credentialsFor(db, provider.id, client!.id))!;
    const signal = new AbortController().signal;
    const req = { code: 'OK-RESTART', quantity: 1, amount: 100, reference: '1' };
    const before = configuredCouponSystems({});
    expect(await before.adapterFor(credentials, db).redeem(req, signal)).toMatchObject({ ok: true });
    const restarted = configuredCouponSystems({});
    expect(await restarted.adapterFor(credentials, db).validate(req, signal)).toMatchObject({ ok: false, failure: 'already-used' });
    expect(await restarted.adapterFor(credentials, db).redeem(req, signal)).toMatchObject({ ok: false, failure: 'already-used' });
    const burst = await Promise.all(Array.from({ length: 10 }, () => configuredCouponSystems({}).adapterFor(credentials, db).redeem({ ...req, code: 'OK-BURST' }, signal)));
    expect(burst.filter((a) => a.ok)).toHaveLength(1);
  });
});

describe('the club-voucher simulator is never the production default', () => {
  it('production refuses the simulator unless SIMULATORS names it; outside production it is used and reported', () => {
    expect(() => serverSimulators({ NODE_ENV: 'production' })).toThrow(SimulatorRefused);
    expect(() => serverSimulators({ NODE_ENV: 'production', SIMULATORS: 'card' })).toThrow(/vouchers system would be simulated/);
    // SMS and e-mail take the same rule (issue 21): each must be named or configured too.
    expect(() => serverSimulators({ NODE_ENV: 'production', SIMULATORS: 'vouchers' })).toThrow(/sms system would be simulated/);
    // The Tax Authority allocation client and the back office's card payment page too (issue 15).
    expect(() => serverSimulators({ NODE_ENV: 'production', SIMULATORS: 'vouchers,sms,email' })).toThrow(/allocation system would be simulated/);
    expect(serverSimulators({ NODE_ENV: 'production', SIMULATORS: 'vouchers,sms,email,allocation,pelecard' })).toEqual(['vouchers', 'sms', 'email', 'allocation', 'pelecard']);
    expect(serverSimulators({ NODE_ENV: 'production', SIMULATORS: 'all' })).toEqual(['vouchers', 'sms', 'email', 'allocation', 'pelecard']);
    expect(serverSimulators({})).toEqual(['vouchers', 'sms', 'email', 'allocation', 'pelecard']);
    const deps = configuredCouponSystems({ NODE_ENV: 'production' });
    expect(() => deps.adapterFor({ system: 'Dts', url: '', username: '', password: '', terminal: '', organizationId: '' }, null as never)).toThrow(SimulatorRefused);
  });

  it('the server process does not start in production with a simulated system', async () => {
    const root = fileURLToPath(new URL('../../../../..', import.meta.url));
    const run = promisify(execFile);
    const failure = await run(process.execPath, ['--import', 'tsx', 'sync-server/src/server.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', SIMULATORS: '', PORT: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
      timeout: 60_000,
    }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure).not.toBeNull();
    expect(failure!.code).not.toBe(0);
    expect(failure!.stderr).toMatch(/Refusing to start: the vouchers system would be simulated in production/);
  }, 70_000);
});
