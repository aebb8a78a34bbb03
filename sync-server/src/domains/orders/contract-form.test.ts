import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { buildApp } from '../../app';
import { outgoingMessages, orders, products } from '../../db/schema';
import { caller, insertProduct, openShop, orderBody } from './orders.fixtures';

/** A real PNG of w x h white pixels with a black diagonal, as a data URL (what the canvas sends). */
function signaturePng(w = 40, h = 20): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: h }, (_, y) => Buffer.from([0, ...Array.from({ length: w }, (_, x) => (Math.abs(x - 2 * y) < 2 ? 0 : 255))])));
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

type OrderAnswer = { id: number; isCustomerContractFormSigned: boolean; contractFormSentAt: string | null; contractFormSignedAt: string | null; history: { type: string; userId: number | null; details: Record<string, unknown> }[] };

/** R-ORD-25, R-ORD-12: the customer contract form, sent then signed (002 §7.5 order/send-contract-form; 001 §5). */
describe('customer contract form', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const p = await insertProduct(db, shop.providerId);
  await db.update(products).set({ policy: 'Free cancellation up to 48 hours before.' }).where(eq(products.id, p.productId));

  const create = async (email: string | null = 'dana@example.test') => {
    const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }], { leadCustomer: { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567', ...(email ? { email } : {}) } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: number }).id;
  };
  const getOrder = async (id: number) => (await api.get(`order/get?id=${id}`)).body.data as OrderAnswer;
  /** The token of the last link mailed to this address (the link is in the e-mail only). */
  const mailedToken = async (to: string) => {
    const [mail] = await db.select().from(outgoingMessages).where(and(eq(outgoingMessages.toAddress, to), eq(outgoingMessages.kind, 'contract-form'))).orderBy(desc(outgoingMessages.id)).limit(1);
    return /\/contract-form\/([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
  };
  const anon = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) });
  const sign = (token: string, over: Record<string, unknown> = {}) => anon('POST', 'contract-form/sign', { token, fullName: 'Dana Levi', jobTitle: 'Group leader', signature: signaturePng(), ...over });

  it('R-ORD-25, R-ORD-12: sending mails a one-time link (only its hash kept), the customer reads the form and signs it once; order/get shows it', async () => {
    const id = await create('dana1@example.test');
    const before = await getOrder(id);
    expect(before).toMatchObject({ isCustomerContractFormSigned: false, contractFormSentAt: null });
    const sent = await api.post('order/send-contract-form', { orderId: id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((sent.body.data as OrderAnswer).contractFormSentAt).toEqual(expect.any(String));
    expect(JSON.stringify(sent.body)).not.toContain('/contract-form/');

    const token = await mailedToken('dana1@example.test');
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    expect(row!.contractFormTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.contractFormTokenHash).not.toContain(token);

    const form = await anon('GET', `contract-form/${token}`);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data).toMatchObject({ customerName: 'Dana Levi', totalToPay: 23600, signed: false, terms: 'Free cancellation up to 48 hours before.' });
    expect(form.json().data.lines).toHaveLength(1);

    const signed = await sign(token);
    expect(signed.statusCode, signed.body).toBe(200);
    const after = await getOrder(id);
    expect(after).toMatchObject({ isCustomerContractFormSigned: true, contractFormSignedAt: expect.any(String) });
    expect(after.history.find((h) => h.type === 'contract-form-sent')).toMatchObject({ userId: shop.user.id, details: { to: 'dana1@example.test' } });
    expect(after.history.find((h) => h.type === 'contract-form-signed')).toMatchObject({ userId: null, details: { fullName: 'Dana Levi', jobTitle: 'Group leader' } });
    const [stored] = await db.select().from(orders).where(eq(orders.id, id));
    expect(stored!.contractFormSignature).toMatchObject({ fullName: 'Dana Levi', jobTitle: 'Group leader', signature: expect.stringMatching(/^data:image\/png;base64,/) });

    // A used token: the form still reads as signed, a second signing is refused.
    expect((await anon('GET', `contract-form/${token}`)).json().data.signed).toBe(true);
    const again = await sign(token, { fullName: 'Someone Else' });
    expect([again.statusCode, again.json().code]).toEqual([422, 'contract-form-already-signed']);
    const resend = await api.post('order/send-contract-form', { orderId: id });
    expect([resend.status, resend.body.code]).toEqual([422, 'contract-form-already-signed']);
  });

  it('R-ORD-25: a wrong or replaced token is not found; parallel signings with the right one sign exactly once', async () => {
    const id = await create('dana2@example.test');
    expect((await sign('x'.repeat(43))).statusCode).toBe(404);
    expect((await api.post('order/send-contract-form', { orderId: id })).status).toBe(200);
    const first = await mailedToken('dana2@example.test');
    expect((await api.post('order/send-contract-form', { orderId: id })).status).toBe(200);
    const second = await mailedToken('dana2@example.test');
    expect(second).not.toBe(first);
    expect((await sign(first)).statusCode).toBe(404);
    expect((await anon('GET', `contract-form/${first}`)).statusCode).toBe(404);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => sign(second, { fullName: `Signer ${i}` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.json().code}`))).toEqual(new Set(['422 contract-form-already-signed']));
    expect((await getOrder(id)).history.filter((h) => h.type === 'contract-form-signed')).toHaveLength(1);
  });

  it('R-ORD-25: signing needs a full name, a job title and a drawn signature (400 per field)', async () => {
    const id = await create('dana3@example.test');
    await api.post('order/send-contract-form', { orderId: id });
    const token = await mailedToken('dana3@example.test');
    const res = await sign(token, { fullName: ' ', jobTitle: '', signature: 'data:image/png;base64,AAAA' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['fullName', 'jobTitle', 'signature']);
    expect((await anon('POST', 'contract-form/sign', { token })).statusCode).toBe(400);
    expect((await getOrder(id)).isCustomerContractFormSigned).toBe(false);
  });

  it('R-ORD-25: not sent without a customer e-mail, nor for a cancelled order; a form of an order cancelled after sending cannot be signed', async () => {
    const noMail = await create(null);
    const res = await api.post('order/send-contract-form', { orderId: noMail });
    expect([res.status, res.body.code]).toEqual([422, 'customer-email-missing']);
    const id = await create('dana4@example.test');
    await api.post('order/send-contract-form', { orderId: id });
    const token = await mailedToken('dana4@example.test');
    expect((await api.get(`order/edit/status/CN?id=${id}&confirmed=true`)).status).toBe(200);
    expect((await sign(token)).json().code).toBe('order-cancelled');
    expect((await api.post('order/send-contract-form', { orderId: id })).body.code).toBe('order-cancelled');
  });

  it('another provider\'s order is not found (404); sending needs EditOrders (403)', async () => {
    const id = await create('dana5@example.test');
    const other = await createProvider(db);
    const stranger = await createUser(db, other.id);
    expect((await caller(app, stranger).post('order/send-contract-form', { orderId: id })).status).toBe(404);
    const viewer = await createUser(db, shop.providerId, { permissions: [Permission.ViewOrders] });
    expect((await caller(app, viewer).post('order/send-contract-form', { orderId: id })).status).toBe(403);
    expect(await db.select().from(outgoingMessages).where(eq(outgoingMessages.toAddress, 'dana5@example.test'))).toHaveLength(0);
  });

  it('issue 14: a link expires 30 days after it was sent (read and sign refused: contract-form-expired)', async () => {
    const id = await create('dana6@example.test');
    expect((await api.post('order/send-contract-form', { orderId: id })).status).toBe(200);
    const token = await mailedToken('dana6@example.test');
    await db.update(orders).set({ contractFormSentAt: sql`now() - interval '29 days'` }).where(eq(orders.id, id));
    expect((await anon('GET', `contract-form/${token}`)).statusCode).toBe(200);
    await db.update(orders).set({ contractFormSentAt: sql`now() - interval '30 days 1 minute'` }).where(eq(orders.id, id));
    const read = await anon('GET', `contract-form/${token}`);
    expect([read.statusCode, read.json().code]).toEqual([422, 'contract-form-expired']);
    const signing = await sign(token);
    expect([signing.statusCode, signing.json().code]).toEqual([422, 'contract-form-expired']);
    expect((await getOrder(id)).isCustomerContractFormSigned).toBe(false);
  });

  it('issue 14: the link is logged only outside production, at debug level', async () => {
    const linkLogged = async (level: string, production: boolean) => {
      const lines: string[] = [];
      const logged = await buildApp({ database: { db, kind: 'postgres', close: async () => undefined }, security: { production }, logger: { level, stream: { write: (line: string) => lines.push(line) } } });
      try {
        const id = await create(`dana7-${level}-${production}@example.test`);
        const res = await logged.inject({ method: 'POST', url: '/api/order/send-contract-form', headers: { cookie: shop.user.cookie }, payload: { orderId: id } });
        expect(res.statusCode, res.body).toBe(200);
        const token = await mailedToken(`dana7-${level}-${production}@example.test`);
        return lines.some((l) => l.includes(token));
      } finally {
        await logged.close();
      }
    };
    expect(await linkLogged('debug', false)).toBe(true);
    expect(await linkLogged('warn', false)).toBe(false);
    expect(await linkLogged('debug', true)).toBe(false);
  });
  it('R-SET-3: the provider\'s extra fields are on the form; a required one must be answered; the signed form keeps the labels and answers as signed', async () => {
    const own = await openShop(db);
    const ownApi = caller(app, own.user);
    const product = await insertProduct(db, own.providerId);
    const saved = await ownApi.post('provider/contract-extra-fields', { fields: [{ label: 'Group name', required: true }, { label: 'Allergies', required: false }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const created = await ownApi.post('order/create', orderBody(product, own.tomorrow, [{ customerTypeId: product.adult, quantity: 3 }], { leadCustomer: { firstName: 'Noa', lastName: 'Katz', mobile: '050-7654321', email: 'noa@example.test' } }));
    const id = (created.body.data as { id: number }).id;
    expect((await ownApi.post('order/send-contract-form', { orderId: id })).status).toBe(200);
    const token = await mailedToken('noa@example.test');
    expect((await anon('GET', `contract-form/${token}`)).json().data.extraFields).toEqual([
      { label: 'Group name', required: true, value: null },
      { label: 'Allergies', required: false, value: null },
    ]);

    const missing = await sign(token, { extraFields: ['  ', 'nuts'] });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['extraFields.0']);
    const tooMany = await sign(token, { extraFields: ['Scouts 12', '', 'extra'] });
    expect(Object.keys(tooMany.json().errors)).toEqual(['extraFields']);
    expect((await db.select().from(orders).where(eq(orders.id, id)))[0]!.contractFormSignedAt).toBeNull();

    expect((await sign(token, { extraFields: ['Scouts 12'] })).statusCode).toBe(200);
    // The provider's fields change later: the signed form still reads as it was signed.
    await ownApi.post('provider/contract-extra-fields', { fields: [{ label: 'Something else', required: true }] });
    expect((await anon('GET', `contract-form/${token}`)).json().data.extraFields).toEqual([
      { label: 'Group name', required: false, value: 'Scouts 12' },
      { label: 'Allergies', required: false, value: '' },
    ]);
  });
});
