import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../../test/test-app';
import { caller } from '../../orders/orders.fixtures';
import { insertLedgerDocument, insertStation } from '../output/output.fixtures';

type Page = { items: { id: number; type: string; number: number; customerName: string; stationId: number | null; stationName: string | null; issuedBy: string; totalBeforeVat: number; total: number; vatAmount: number }[]; totalCount: number; totalCountCapped: boolean; pageIndex: number; pageSize: number };

/** C157 POST documents: the ledger's search (R-INV-7 number order ascending by default), paged, provider-scoped. */
describe('documents search (C157)', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db, { timezone: 'Asia/Jerusalem' });
  const user = await createUser(db, provider.id, { values: { firstName: 'Dana', lastName: 'Cohen' } });
  const api = caller(app, user);
  const other = await createProvider(db);
  const window1 = await insertStation(db, provider.id, 1);
  const window2 = await insertStation(db, provider.id, 2);
  // Inserted out of number order, three types, two windows and the office, dates in Israel time.
  const at = (iso: string) => new Date(iso);
  await insertLedgerDocument(db, { providerId: provider.id, docType: 'receipt', number: 3, customerName: 'Globus Tours', customerTaxId: '512345678', stationId: window1, issuedAt: at('2025-05-12T21:30:00Z'), userId: user.id });
  await insertLedgerDocument(db, { providerId: provider.id, docType: 'receipt', number: 1, customerName: 'Dana Levi', stationId: window1, issuedAt: at('2025-05-10T09:00:00Z') });
  await insertLedgerDocument(db, { providerId: provider.id, docType: 'invoice', number: 2, customerName: 'globus travel', issuedAt: at('2025-05-11T09:00:00Z'), total: 59000, vatAmount: 9000 });
  await insertLedgerDocument(db, { providerId: provider.id, docType: 'receipt', number: 2, customerName: 'Avi Mizrahi', stationId: window2, issuedAt: at('2025-05-11T10:00:00Z') });
  await insertLedgerDocument(db, { providerId: provider.id, docType: 'refund', number: 1, customerName: 'Dana Levi', stationId: window1, issuedAt: at('2025-05-13T09:00:00Z') });
  await insertLedgerDocument(db, { providerId: other.id, docType: 'receipt', number: 1, customerName: 'Globus Tours' });
  await insertLedgerDocument(db, { providerId: other.id, docType: 'receipt', number: 4, customerName: 'Globus Tours' });

  const search = async (body: Record<string, unknown>) => {
    const res = await api.post('documents', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Page;
  };
  const keys = (page: Page) => page.items.map((d) => `${d.type} ${d.number}`);

  it('R-INV-7: by number ascending by default (the id breaking ties between types), with the total', async () => {
    const page = await search({});
    expect(keys(page)).toEqual(['receipt 1', 'refund 1', 'invoice 2', 'receipt 2', 'receipt 3']);
    expect(page).toMatchObject({ totalCount: 5, totalCountCapped: false, pageIndex: 0, pageSize: 50 });
    const three = page.items.find((d) => d.type === 'receipt' && d.number === 3)!;
    expect(three).toMatchObject({ customerName: 'Globus Tours', stationName: 'Window 1', issuedBy: 'Dana Cohen' });
    const invoice = page.items.find((d) => d.type === 'invoice')!;
    expect(invoice).toMatchObject({ total: 59000, vatAmount: 9000, totalBeforeVat: 50000, stationId: null });
  });

  it('pages, and sorts descending or by date or total when asked', async () => {
    expect(keys(await search({ pageSize: 2, pageIndex: 1 }))).toEqual(['invoice 2', 'receipt 2']);
    expect((await search({ pageSize: 2, pageIndex: 1 })).totalCount).toBe(5);
    expect(keys(await search({ asc: false }))).toEqual(['receipt 3', 'receipt 2', 'invoice 2', 'refund 1', 'receipt 1']);
    expect(keys(await search({ orderBy: 'CreateDate', asc: false }))[0]).toBe('refund 1');
    expect(keys(await search({ orderBy: 'Total', asc: false }))[0]).toBe('invoice 2');
  });

  it('filters by type, number, customer (start of the name, any case, or the id), station (0: the office) and keyword', async () => {
    expect(keys(await search({ type: 'receipt' }))).toEqual(['receipt 1', 'receipt 2', 'receipt 3']);
    expect(keys(await search({ number: 2 }))).toEqual(['invoice 2', 'receipt 2']);
    expect(keys(await search({ customer: 'GLOBUS' }))).toEqual(['invoice 2', 'receipt 3']);
    expect(keys(await search({ customer: '512345678' }))).toEqual(['receipt 3']);
    expect(keys(await search({ customer: 'tours' }))).toEqual([]);
    expect(keys(await search({ stationId: window1 }))).toEqual(['receipt 1', 'refund 1', 'receipt 3']);
    expect(keys(await search({ stationId: 0 }))).toEqual(['invoice 2']);
    expect(keys(await search({ keyword: '3' }))).toEqual(['receipt 3']);
    expect(keys(await search({ keyword: 'dana' }))).toEqual(['receipt 1', 'refund 1']);
    expect(keys(await search({ creatorName: 'cohen' }))).toEqual(['receipt 3']);
  });

  it("filters by the provider's local dates (Asia/Jerusalem): 21:30 UTC on the 12th is the 13th there", async () => {
    expect(keys(await search({ fromDate: '2025-05-11', toDate: '2025-05-12' }))).toEqual(['invoice 2', 'receipt 2']);
    expect(keys(await search({ fromDate: '2025-05-13' }))).toEqual(['refund 1', 'receipt 3']);
  });

  it('never shows another provider\'s documents', async () => {
    const page = await search({ customer: 'Globus Tours' });
    expect(keys(page)).toEqual(['receipt 3']);
    expect(keys(await search({ number: 4 }))).toEqual([]);
  });

  it('bad input is 400 with field errors', async () => {
    const bad = await api.post('documents', { fromDate: '2025-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('fromDate');
    const reversed = await api.post('documents', { fromDate: '2025-05-12', toDate: '2025-05-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toHaveProperty('toDate');
    expect((await api.post('documents', { type: 'cheque' })).status).toBe(400);
    expect((await api.post('documents', { pageSize: 1000 })).status).toBe(400);
  });

  it('needs DocumentViewSearch (8): 403 without it, 401 logged out', async () => {
    const clerk = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
    expect((await caller(app, clerk).post('documents', {})).status).toBe(403);
    const viewer = await createUser(db, provider.id, { permissions: [Permission.DocumentViewSearch] });
    expect((await caller(app, viewer).post('documents', {})).status).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/documents', payload: {} })).statusCode).toBe(401);
  });
});
