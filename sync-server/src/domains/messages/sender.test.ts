import { afterAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SimulatorRefused } from '@pos/shared/simulators';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { outgoingMessages } from '../../db/schema';
import { caller, insertProduct, openShop, orderBody } from '../orders/orders.fixtures';
import { startSmtpSink, waitFor } from './smtp-sink.fixtures';
import { chooseMessaging, messagingSimulated } from './messaging';
import { queueMessages } from './outbox';
import { absoluteLinks } from './mail-body';

/** A local HTTP server that speaks the SMS gateway's API (sms-adapter.ts): a real HTTP client talks to it. */
async function startSmsGateway(key: string) {
  const received: { auth: string | undefined; body: { source: string; destinations: { phone: string[] }; message: string } }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const auth = req.headers.authorization;
      if (auth !== `Bearer ${key}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 401, message: 'bad key' }));
        return;
      }
      const body = JSON.parse(text) as (typeof received)[number]['body'];
      received.push({ auth, body });
      const phone = body.destinations.phone[0]!;
      if (phone === '0500000000') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 3, message: 'Invalid destination' }));
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 0, message: 'SMS will be sent', shipment_id: `ship-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/send`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('the message sender: e-mail by SMTP, SMS by the gateway, on the job queue', async () => {
  const sink = await startSmtpSink({ busyTimes: 1 });
  const gateway = await startSmsGateway('test-key');
  process.env.SMTP_URL = sink.url;
  process.env.MAIL_FROM = 'tickets@pos.example';
  process.env.PUBLIC_URL = 'https://shop.example';
  process.env.SMS_GATEWAY_URL = gateway.url;
  process.env.SMS_GATEWAY_KEY = 'test-key';
  const { app, db } = await setupTestApp();
  afterAll(async () => {
    await sink.close();
    await gateway.close();
  });

  const rowOf = async (id: number) => (await db.select().from(outgoingMessages).where(eq(outgoingMessages.id, id)))[0]!;
  const finalRow = (id: number) => waitFor(async () => {
    const row = await rowOf(id);
    return row.status === 'Done' || row.status === 'Fail' ? row : null;
  }, `message ${id} to end`, 40_000);

  it('R-MSG-7: a password reset e-mail reaches the SMTP server, its Hebrew subject and body encoded right, the link absolute; the message ends Done', async () => {
    const provider = await createProvider(db, { name: 'סיורי הגליל' });
    const user = await createUser(db, provider.id, { values: { language: 'he-IL' } });
    const email = `${user.username}@example.test`;
    const res = await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { Email: email } });
    expect(res.statusCode, res.body).toBe(200);

    const [mail] = await waitFor(() => sink.to(email).length > 0 && sink.to(email), 'the reset mail');
    expect(mail!.parsed.subject).toBe('איפוס סיסמה');
    expect(mail!.raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m); // RFC 2047, not raw 8-bit
    expect(mail!.parsed.text).toContain('כדי לבחור סיסמה חדשה');
    expect(mail!.parsed.text).toMatch(/https:\/\/shop\.example\/reset-password\/[A-Za-z0-9_-]{20,}/);
    expect(mail!.parsed.html).toContain('dir="rtl"');
    expect(mail!.parsed.from?.value[0]).toMatchObject({ address: 'tickets@pos.example', name: 'סיורי הגליל' });

    const [row] = await db.select().from(outgoingMessages).where(eq(outgoingMessages.toAddress, email));
    const done = await finalRow(row!.id);
    expect(done).toMatchObject({ status: 'Done', attempts: 1, kind: 'password-reset', rightToLeft: true, lastError: null });
    expect(done.externalId).toBe(mail!.parsed.messageId);
    expect(done.sentAt).toBeInstanceOf(Date);
  });

  it('the contract form link (R-ORD-25) is delivered to the lead customer by SMTP', async () => {
    const shop = await openShop(db);
    const api = caller(app, shop.user);
    const p = await insertProduct(db, shop.providerId);
    const created = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }], { leadCustomer: { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567', email: 'dana.contract@example.test' } }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const sent = await api.post('order/send-contract-form', { orderId: (created.body.data as { id: number }).id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [mail] = await waitFor(() => sink.to('dana.contract@example.test').length > 0 && sink.to('dana.contract@example.test'), 'the contract form mail');
    const link = /https:\/\/shop\.example\/contract-form\/([A-Za-z0-9_-]+)/.exec(mail!.parsed.text ?? '');
    expect(link, mail!.parsed.text).not.toBeNull();
    // The mailed link opens the form.
    expect((await app.inject({ method: 'GET', url: `/api/contract-form/${link![1]}` })).statusCode).toBe(200);
  });

  it('R-MSG-7: a recipient the SMTP server refuses (550) fails at once, with the reason, and is not retried', async () => {
    const [row] = await db.transaction((tx) => queueMessages(tx, [{ providerId: null, channel: 'email', kind: 'test', toAddress: 'refused@example.test', subject: 'Hello', body: 'Hi' }]));
    const end = await finalRow(row!.id);
    expect(end).toMatchObject({ status: 'Fail', attempts: 1 });
    expect(end.lastError).toMatch(/550|No such user/);
    expect(sink.to('refused@example.test')).toHaveLength(0);
  });

  it('R-MSG-7: a transient refusal (451) is retried after a back-off and then delivered once', async () => {
    const [row] = await db.transaction((tx) => queueMessages(tx, [{ providerId: null, channel: 'email', kind: 'test', toAddress: 'busy@example.test', subject: 'Привет', body: 'Второй раз' }]));
    const end = await finalRow(row!.id);
    expect(end).toMatchObject({ status: 'Done', attempts: 2 });
    expect(end.sentAt!.getTime() - end.createdAt.getTime()).toBeGreaterThanOrEqual(2_500); // the first retry waits 3 to 6 s
    expect(sink.to('busy@example.test').map((m) => m.parsed.subject)).toEqual(['Привет']);
  });

  it('a message written in a transaction that rolls back is never sent', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queueMessages(tx, [{ providerId: null, channel: 'email', kind: 'test', toAddress: 'rolled-back@example.test', subject: 'x', body: 'x' }]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.select().from(outgoingMessages).where(eq(outgoingMessages.toAddress, 'rolled-back@example.test'))).toHaveLength(0);
  });

  it('R-MSG-7: an SMS goes to the gateway with the bearer key and ends Done with its shipment id; a number the gateway refuses ends Fail', async () => {
    const rows = await db.transaction((tx) =>
      queueMessages(tx, [
        { providerId: null, channel: 'sms', kind: 'test', toAddress: '052-123 4567', fromName: 'Galil', body: 'הסיור מחר ב-10:00' },
        { providerId: null, channel: 'sms', kind: 'test', toAddress: '050-000-0000', fromName: 'Galil', body: 'x' },
      ]),
    );
    const ok = await finalRow(rows[0]!.id);
    const refused = await finalRow(rows[1]!.id);
    expect(ok).toMatchObject({ status: 'Done', attempts: 1, externalId: expect.stringMatching(/^ship-/) });
    expect(refused).toMatchObject({ status: 'Fail', attempts: 1 });
    expect(refused.lastError).toContain('Invalid destination');
    const sent = gateway.received.find((r) => r.body.destinations.phone[0] === '0521234567');
    expect(sent?.body).toMatchObject({ source: 'Galil', message: 'הסיור מחר ב-10:00' });
  });
});

describe('choosing the senders (the simulator rule)', () => {
  it('outside production without SMTP_URL or a gateway both are simulated; in production they are refused unless SIMULATORS names them', () => {
    expect(chooseMessaging({}).simulated).toEqual(['sms', 'email']);
    expect(() => chooseMessaging({ NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example/api', SMS_GATEWAY_KEY: 'k' })).toThrow(SimulatorRefused);
    expect(() => chooseMessaging({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example' })).toThrow(SimulatorRefused);
    expect(chooseMessaging({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example', SMS_GATEWAY_URL: 'https://sms.example/api', SMS_GATEWAY_KEY: 'k' }).simulated).toEqual([]);
    expect(chooseMessaging({ NODE_ENV: 'production', SIMULATORS: 'sms,email' }).simulated).toEqual(['sms', 'email']);
    expect(() => chooseMessaging({ SMS_GATEWAY_URL: 'https://sms.example/api' })).toThrow(/SMS_GATEWAY_KEY/);
    // What GET /api/version reports and the start-up check refuses (coupons/external/systems.ts lists every server system).
    expect(messagingSimulated('email', { production: false, named: new Set() }, { SMTP_URL: 'smtp://mail.example' })).toBe(false);
    expect(messagingSimulated('sms', { production: false, named: new Set() }, {})).toBe(true);
    expect(() => messagingSimulated('sms', { production: true, named: new Set() }, {})).toThrow(SimulatorRefused);
  });

  it('the e-mail simulator records the same MIME message it would send (Hebrew subject intact)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sink-'));
    const { email } = chooseMessaging({ MESSAGE_SINK_DIR: dir });
    await email.send({ messageId: 7, from: { name: 'חנות', address: 'a@pos.example' }, to: { address: 'b@example.test' }, subject: 'אישור הזמנה 12', text: 'שלום', html: '<p>שלום</p>' });
    const parsed = await simpleParser(await readFile(join(dir, 'email', '7.eml')));
    expect(parsed.subject).toBe('אישור הזמנה 12');
    expect(parsed.text?.trim()).toBe('שלום');
  });

  it('app links in a body are written absolute against PUBLIC_URL; other text is left alone', () => {
    expect(absoluteLinks('Open:\n/reset-password/abc\nor (/order/5/ticket?t=x) a/b 1/2', 'https://s.example')).toBe('Open:\nhttps://s.example/reset-password/abc\nor (https://s.example/order/5/ticket?t=x) a/b 1/2');
  });
});
