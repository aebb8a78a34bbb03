import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderTicketLinks, productTranslations } from '../../db/schema';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { sha256 } from '../../security/secrets';
import { caller, insertProduct, openShop, orderBody } from '../orders/orders.fixtures';
import { startSmtpSink, waitFor } from './smtp-sink.fixtures';

describe("the customer's e-ticket behind an unguessable link", async () => {
  const sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.PUBLIC_URL = 'https://shop.example';
  const { app, db } = await setupTestApp();
  afterAll(() => sink.close());
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const p = await insertProduct(db, shop.providerId, { slot: { startTime: '09:30:00' } });
  await db.insert(productTranslations).values({ productId: p.productId, language: 'ru-RU', field: 'name', value: 'Экскурсия' });
  const anon = (url: string) => app.inject({ method: 'GET', url: `/api/${url}` });

  const order = async (email = 'ticket@example.test') => {
    const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }, { customerTypeId: p.child, quantity: 1 }], { leadCustomer: { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567', email } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: number }).id;
  };
  const tokenOf = (link: string) => /^\/order\/([A-Za-z0-9_-]+)\/ticket$/.exec(link)![1]!;

  it('order/getlink (C097) makes a new link whose token only is hashed; opened logged out it shows the tickets the gate scans, with QR codes, in the asked language', async () => {
    const id = await order();
    const link = ((await api.get(`order/getlink?id=${id}`)).body.data as { link: string }).link;
    const token = tokenOf(link);
    const [stored] = await db.select().from(orderTicketLinks).where(eq(orderTicketLinks.orderId, id));
    expect(stored!.tokenHash).toBe(sha256(token));

    const res = await anon(`e-ticket/${token}?language=ru-RU`);
    expect(res.statusCode, res.body).toBe(200);
    const ticket = res.json().data as { orderNumber: number; tickets: { code: string; productName: string; customerTypeName: string; date: string; startTime: string; qrSvg: string }[] };
    const gate = (await api.get(`ticket/get?id=${id}`)).body.data as { orderNumber: number; tickets: { code: string }[] };
    expect(ticket.orderNumber).toBe(gate.orderNumber);
    expect(ticket.tickets.map((t) => t.code)).toEqual(gate.tickets.map((t) => t.code));
    expect(ticket.tickets[0]).toMatchObject({ productName: 'Экскурсия', date: shop.tomorrow, startTime: '09:30:00' });
    expect(new Set(ticket.tickets.map((t) => t.customerTypeName))).toEqual(new Set(['Adult', 'Child']));
    expect(ticket.tickets.every((t) => t.qrSvg.startsWith('<svg'))).toBe(true);

    // A second link works too; the first keeps working.
    const again = tokenOf(((await api.get(`order/getlink?id=${id}`)).body.data as { link: string }).link);
    expect(again).not.toBe(token);
    expect((await anon(`e-ticket/${again}`)).statusCode).toBe(200);
    expect((await anon(`e-ticket/${token}`)).statusCode).toBe(200);
  });

  it('a wrong or malformed token is answered 404 or 400, never the order', async () => {
    expect((await anon(`e-ticket/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await anon('e-ticket/short')).statusCode).toBe(400);
    expect((await anon(`e-ticket/${'A'.repeat(43)}/pdf`)).statusCode).toBe(404);
    const stranger = await createUser(db, (await createProvider(db)).id);
    expect((await caller(app, stranger).get(`order/getlink?id=${await order()}`)).status).toBe(404);
  });

  it('the tickets download as a PDF', async () => {
    const token = tokenOf(((await api.get(`order/getlink?id=${await order()}`)).body.data as { link: string }).link);
    const res = await anon(`e-ticket/${token}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('the order confirmation mails the e-ticket link, which opens the tickets', async () => {
    const id = await order('confirm@example.test');
    const sent = await api.post('order/send-ticket', { orderId: id, language: 'en-US' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toEqual({ email: true, sms: true });
    const [mail] = await waitFor(() => sink.to('confirm@example.test').length > 0 && sink.to('confirm@example.test'), 'the confirmation');
    expect(mail!.parsed.subject).toMatch(/your order \d+ is confirmed/);
    const token = /https:\/\/shop\.example\/order\/([A-Za-z0-9_-]+)\/ticket/.exec(mail!.parsed.text ?? '')![1]!;
    expect((await anon(`e-ticket/${token}`)).statusCode).toBe(200);
  });
});
