/**
 * Israel Invoice through the ledger: requestAllocationIfNeeded in the document's transaction, the
 * document-allocation job on the queue, the simulator (chosen by configuration: this is a test, not
 * production) and the real HTTP client against a local server, with the provider's credentials.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documentAllocations, documents, orders, providerAccounting } from '../../../db/schema';
import { buyerVatNumberOf } from './allocation-repo';
import { createProvider, createUser, setupTestApp } from '../../../test/test-app';
import type { Db } from '../../../db/client';
import { encryptSecret } from '../accounting-settings/secret';
import { allocateDocument, allocationOf, requestAllocationIfNeeded, requeueStaleAllocations } from './request-allocation';
import { AllocationHttpClient } from './http-client';
import { AllocationSimulator, SIMULATOR_REFUSALS } from './simulator';
import { chooseAllocationClient, useAllocationClient } from './systems';
import { readSimulatorConfig, SimulatorRefused } from '@pos/shared/simulators';
import { Permission } from '@pos/shared/permissions';

const SELLER_VAT = '123456782';
const BUYER_VAT = '514713288';

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('Israel Invoice: allocation numbers for tax invoices above the threshold', async () => {
  const { app, db } = await setupTestApp();
  const seller = await createProvider(db, { name: 'Desert Jeeps', companyId: SELLER_VAT });
  const admin = await createUser(db, seller.id);
  const exempt = await createProvider(db, { name: 'Small Guide', companyId: '000000018' });
  await db.insert(providerAccounting).values({ providerId: exempt.id, taxStatus: 'ExemptDealer' });
  const stranger = await createUser(db, exempt.id);
  let nextNumber = 5000;
  afterEach(() => useAllocationClient(null));

  /** A document as the ledger writes it (Done until the allocation rule says otherwise). */
  async function insertDocument(tx: Db, values: Partial<typeof documents.$inferInsert> = {}) {
    const [doc] = await tx
      .insert(documents)
      .values({ providerId: seller.id, docType: 'invoice', number: nextNumber++, currencyId: 1, total: 708_000, vatRateBp: 1800, vatAmount: 108_000, customerTaxId: BUYER_VAT, customerName: 'Negev Schools Ltd', state: 'Done', ...values })
      .returning();
    return doc!;
  }

  /** Inserts and asks in one transaction, as the ledger does. */
  async function issue(values: Partial<typeof documents.$inferInsert> = {}) {
    return db.transaction(async (tx) => {
      const doc = await insertDocument(tx as unknown as Db, values);
      const waits = await requestAllocationIfNeeded(tx, doc.id, app.jobs);
      return { id: doc.id, waits };
    });
  }
  const documentRow = async (id: number) => (await db.select().from(documents).where(eq(documents.id, id)))[0]!;

  it('a licensed dealer’s invoice to a VAT-registered buyer above NIS 5,000 before VAT waits InProgress, then the job makes it Done with a 9-digit number', async () => {
    useAllocationClient(new AllocationSimulator());
    const { id, waits } = await issue();
    expect(waits).toBe(true);
    expect((await documentRow(id)).state).toBe('InProgress');
    const done = await until(() => documentRow(id), (d) => d.state !== 'InProgress');
    expect(done.state).toBe('Done');
    expect(done.allocationNumber).toMatch(/^\d{9}$/);
    expect(await allocationOf(db, id)).toMatchObject({ status: 'allocated', allocationNumber: done.allocationNumber, refusalCode: null });
  });

  it('an invoice-receipt is a tax invoice too', async () => {
    useAllocationClient(new AllocationSimulator());
    const { id, waits } = await issue({ docType: 'invoice-receipt' });
    expect(waits).toBe(true);
    expect((await until(() => documentRow(id), (d) => d.state !== 'InProgress')).state).toBe('Done');
  });

  it('no number is asked for at or under the threshold, for a private buyer, a receipt or proforma, an exempt dealer, or a void number', async () => {
    const cases = [
      await issue({ total: 590_000, vatAmount: 90_000 }), // exactly NIS 5,000 before VAT
      await issue({ customerTaxId: '' }),
      await issue({ docType: 'receipt' }),
      await issue({ docType: 'proforma' }),
      await issue({ docType: 'credit-invoice' }),
      await issue({ providerId: exempt.id }),
      await issue({ status: 'void' }),
    ];
    for (const c of cases) {
      expect(c.waits).toBe(false);
      expect((await documentRow(c.id)).state).toBe('Done');
      expect(await allocationOf(db, c.id)).toBeNull();
    }
  });

  it('an order’s private lead customer’s ID printed as the customer id is not a VAT number: no allocation', async () => {
    const [order] = await db
      .insert(orders)
      .values({ providerId: seller.id, orderNumber: 990_001, status: 'OK', currencyId: 1, totalToPay: 708_000, vatRateBp: 1800, channelId: 1, priceTypeId: 1, leadCustomer: { firstName: 'Dana', lastName: 'Levi', pid: BUYER_VAT } } as typeof orders.$inferInsert)
      .returning();
    const privateBuyer = await issue({ orderId: order!.id });
    expect(privateBuyer.waits).toBe(false);
    expect(buyerVatNumberOf(BUYER_VAT, 12, BUYER_VAT)).toBe(BUYER_VAT);
    expect(buyerVatNumberOf(` ${BUYER_VAT}`, null, '987654321')).toBe(BUYER_VAT);
  });

  it('the threshold is the one in force on the invoice’s date: NIS 8,000 before VAT on 2025-12-31 (threshold 20,000) needs none, on 2026-06-01 it does', async () => {
    const before = await issue({ total: 944_000, vatAmount: 144_000, issuedAt: new Date('2025-12-31T10:00:00Z') });
    expect(before.waits).toBe(false);
    useAllocationClient(new AllocationSimulator());
    const after = await issue({ total: 944_000, vatAmount: 144_000, issuedAt: new Date('2026-06-01T10:00:00Z') });
    expect(after.waits).toBe(true);
  });

  it('a refusal makes the document Fail with the reason', async () => {
    useAllocationClient(new AllocationSimulator());
    const { id } = await issue({ customerTaxId: '123456789' }); // check digit wrong
    const failed = await until(() => documentRow(id), (d) => d.state !== 'InProgress');
    expect(failed.state).toBe('Fail');
    expect(failed.allocationNumber).toBeNull();
    expect(await allocationOf(db, id)).toMatchObject({ status: 'refused', refusalCode: SIMULATOR_REFUSALS.buyerVatNumber.code, refusalMessage: SIMULATOR_REFUSALS.buyerVatNumber.message });
  });

  it('asking twice in one document’s life is one request; a document already answered is left alone', async () => {
    const client = new AllocationSimulator();
    const id = await db.transaction(async (tx) => {
      const doc = await insertDocument(tx as unknown as Db);
      expect(await requestAllocationIfNeeded(tx, doc.id, null)).toBe(true);
      expect(await requestAllocationIfNeeded(tx, doc.id, null)).toBe(true);
      return doc.id;
    });
    expect(await allocateDocument(db, client, id)).toBe('allocated');
    const first = (await documentRow(id)).allocationNumber;
    expect(await allocateDocument(db, client, id)).toBe('nothing');
    expect(await requestAllocationIfNeeded(db, id, null)).toBe(false);
    expect((await documentRow(id)).allocationNumber).toBe(first);
  });

  it('a station offline cannot ask: its pushed invoice waits InProgress without a job, and the server completes it after the sync (the sweep queues it)', async () => {
    useAllocationClient(new AllocationSimulator());
    // The push applies the station's invoice where no queue is at hand.
    const id = await db.transaction(async (tx) => {
      const doc = await insertDocument(tx as unknown as Db, { docType: 'invoice-receipt', issuedAt: new Date(Date.now() - 3 * 3600_000) });
      await requestAllocationIfNeeded(tx, doc.id, null);
      return doc.id;
    });
    expect((await documentRow(id)).state).toBe('InProgress');
    await new Promise((r) => setTimeout(r, 1500));
    expect((await documentRow(id)).state).toBe('InProgress');
    expect(await requeueStaleAllocations(db, app.jobs, 0)).toBeGreaterThanOrEqual(1);
    const done = await until(() => documentRow(id), (d) => d.state !== 'InProgress');
    expect(done.state).toBe('Done');
    expect(done.allocationNumber).toMatch(/^\d{9}$/);
  });

  it('an outage keeps the document InProgress and records the error; the next try completes it', async () => {
    await db
      .insert(providerAccounting)
      .values({ providerId: seller.id, taxStatus: 'LicensedDealer', allocationClientId: 'djt', allocationSecretEncrypted: encryptSecret('djt-secret') })
      .onConflictDoUpdate({ target: providerAccounting.providerId, set: { allocationClientId: 'djt', allocationSecretEncrypted: encryptSecret('djt-secret') } });
    const unreachable = new AllocationHttpClient({ tokenUrl: 'http://127.0.0.1:9/token', approvalUrl: 'http://127.0.0.1:9/approve', attempts: 1 });
    const id = await db.transaction(async (tx) => {
      const doc = await insertDocument(tx as unknown as Db);
      await requestAllocationIfNeeded(tx, doc.id, null);
      return doc.id;
    });
    expect(await allocateDocument(db, unreachable, id)).toBe('retry');
    expect((await documentRow(id)).state).toBe('InProgress');
    const [row] = await db.select().from(documentAllocations).where(eq(documentAllocations.documentId, id));
    expect(row).toMatchObject({ status: 'requested', attempts: 1 });
    expect(row!.lastError).toMatch(/unavailable/);
    expect(await allocateDocument(db, new AllocationSimulator(), id)).toBe('allocated');
    expect((await documentRow(id)).state).toBe('Done');
  });

  describe('with the real HTTP client and the provider’s credentials from the accounting settings', async () => {
    const seen: { form: URLSearchParams | null; authorization: string | undefined; body: Record<string, unknown> | null } = { form: null, authorization: undefined, body: null };
    const server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.url === '/token') {
          seen.form = new URLSearchParams(text);
          const ok = seen.form.get('client_id') === 'djt-client' && seen.form.get('client_secret') === 'djt-secret';
          res.statusCode = ok ? 200 : 401;
          return res.end(JSON.stringify(ok ? { access_token: 'T-1', expires_in: 600 } : { error: 'invalid_client' }));
        }
        seen.authorization = req.headers.authorization;
        seen.body = JSON.parse(text) as Record<string, unknown>;
        if (req.headers.authorization !== 'Bearer T-1') {
          res.statusCode = 401;
          return res.end('{}');
        }
        res.end(JSON.stringify({ Status: 200, Approved: true, Confirmation_Number: '204518736' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    afterAll(() => new Promise<void>((r) => server.close(() => r())));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    it('the job sends the invoice’s fields with the bearer token got with the stored (decrypted) secret, and stores the number', async () => {
      await db
        .insert(providerAccounting)
        .values({ providerId: seller.id, taxStatus: 'LicensedDealer', allocationClientId: 'djt-client', allocationSecretEncrypted: encryptSecret('djt-secret') })
        .onConflictDoUpdate({ target: providerAccounting.providerId, set: { allocationClientId: 'djt-client', allocationSecretEncrypted: encryptSecret('djt-secret') } });
      useAllocationClient(new AllocationHttpClient({ tokenUrl: `${base}/token`, approvalUrl: `${base}/approve`, retryDelayMs: 10 }));
      const uuid = randomUUID();
      const { id } = await issue({ uuid, number: 77_001 });
      const done = await until(() => documentRow(id), (d) => d.state !== 'InProgress');
      expect(done).toMatchObject({ state: 'Done', allocationNumber: '204518736' });
      expect(seen.form?.get('grant_type')).toBe('client_credentials');
      expect(seen.authorization).toBe('Bearer T-1');
      expect(seen.body).toMatchObject({ Invoice_ID: uuid, Invoice_Type: 305, Vat_Number: SELLER_VAT, Customer_VAT_Number: BUYER_VAT, Invoice_Reference_Number: '77001', Payment_Amount: 6000, VAT_Amount: 1080, Payment_Amount_Including_VAT: 7080 });
    });

    it('wrong credentials are a refusal: the document fails with the reason', async () => {
      await db.update(providerAccounting).set({ allocationSecretEncrypted: encryptSecret('stale') }).where(eq(providerAccounting.providerId, seller.id));
      useAllocationClient(new AllocationHttpClient({ tokenUrl: `${base}/token`, approvalUrl: `${base}/approve`, retryDelayMs: 10 }));
      const { id } = await issue();
      const failed = await until(() => documentRow(id), (d) => d.state !== 'InProgress');
      expect(failed.state).toBe('Fail');
      expect(await allocationOf(db, id)).toMatchObject({ status: 'refused', refusalCode: 'unauthorized' });

      // The office sees why (DocumentViewSearch), puts the secret right and asks again (CreateInvoices): the same invoice gets its number.
      const shown = await app.inject({ method: 'GET', url: `/api/document/allocation?id=${id}`, headers: { cookie: admin.cookie } });
      expect(shown.json().data).toMatchObject({ documentId: id, status: 'refused', refusalCode: 'unauthorized', refusalMessage: 'The allocation service refused the credentials.' });
      expect((await app.inject({ method: 'GET', url: `/api/document/allocation?id=${id}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
      const viewer = await createUser(db, seller.id, { permissions: [Permission.DocumentViewSearch] });
      expect((await app.inject({ method: 'GET', url: `/api/document/allocation?id=${id}`, headers: { cookie: viewer.cookie } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/document/allocation/retry', payload: { id }, headers: { cookie: viewer.cookie } })).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url: '/api/document/allocation/retry', payload: { id }, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);

      await db.update(providerAccounting).set({ allocationSecretEncrypted: encryptSecret('djt-secret') }).where(eq(providerAccounting.providerId, seller.id));
      const retried = await app.inject({ method: 'POST', url: '/api/document/allocation/retry', payload: { id }, headers: { cookie: admin.cookie } });
      expect(retried.statusCode).toBe(200);
      expect(retried.json().data).toMatchObject({ status: 'requested', refusalCode: null });
      const done = await until(() => documentRow(id), (d) => d.state !== 'InProgress');
      expect(done).toMatchObject({ state: 'Done', allocationNumber: '204518736' });
      const again = await app.inject({ method: 'POST', url: '/api/document/allocation/retry', payload: { id }, headers: { cookie: admin.cookie } });
      expect(again.statusCode).toBe(422);
      expect(again.json().code).toBe('allocation-not-refused');
    });
  });
});

describe('the allocation client is chosen by configuration only', () => {
  it('the real client when its URLs are set; the simulator when SIMULATORS names it or outside production; production without a real client refuses to start', () => {
    const real = { ALLOCATION_TOKEN_URL: 'https://ita.example/token', ALLOCATION_APPROVAL_URL: 'https://ita.example/approve' };
    expect(chooseAllocationClient(readSimulatorConfig({}), real)).toMatchObject({ simulated: false, adapter: { kind: 'real' } });
    expect(chooseAllocationClient(readSimulatorConfig({}), {})).toMatchObject({ simulated: true, adapter: { kind: 'simulator' } });
    expect(chooseAllocationClient(readSimulatorConfig({ SIMULATORS: 'allocation', NODE_ENV: 'production' }), real).simulated).toBe(true);
    expect(() => chooseAllocationClient(readSimulatorConfig({ NODE_ENV: 'production' }), {})).toThrow(SimulatorRefused);
  });
});
