import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { outgoingMessages, productTranslations, providers } from '../../db/schema';
import { caller, insertProduct, openShop, orderBody } from '../orders/orders.fixtures';
import { startSmtpSink, waitFor } from './smtp-sink.fixtures';

describe('message templates, sending to orders and slots, history', async () => {
  const sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.MAIL_FROM = 'tickets@pos.example';
  process.env.PUBLIC_URL = 'https://shop.example';
  delete process.env.SMS_GATEWAY_URL;
  const { app, db } = await setupTestApp();
  afterAll(() => sink.close());

  const shop = await openShop(db);
  await db.update(providers).set({ language: 'he-IL', name: 'סיורי הגליל' }).where(eq(providers.id, shop.providerId));
  const api = caller(app, shop.user);
  const p = await insertProduct(db, shop.providerId, { slot: { startTime: '10:00:00' } });
  await db.insert(productTranslations).values({ productId: p.productId, language: 'he-IL', field: 'name', value: 'סיור בעיר העתיקה' });

  const template = {
    name: 'ביטול סיור',
    subject: 'הזמנה [ORDER NUMBER]: [PRODUCT NAME] בוטל',
    content: 'שלום [FIRST NAME] [LAST NAME],\nהסיור [PRODUCT NAME] ב-[DATE] בשעה [TIME] בוטל.\nהכרטיס: [TICKET LINK]',
    smsEnabled: true,
    emailEnabled: true,
    smsSenderName: 'Galil',
    fromEmail: 'office@galil.example',
    rightToLeft: true,
  };
  let n = 0;
  const order = async (over: { email?: string | null; mobile?: string; date?: string; firstName?: string } = {}) => {
    const i = ++n;
    const res = await api.post(
      'order/create',
      orderBody(p, over.date ?? shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }], {
        leadCustomer: { firstName: over.firstName ?? `דנה${i}`, lastName: 'לוי', mobile: over.mobile ?? '050-1234567', ...(over.email === null ? {} : { email: over.email ?? `customer${i}@example.test` }) },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; orderNumber: number };
  };

  it('R-MSG-1, R-MSG-2, R-MSG-3, R-MSG-4, R-MSG-5: a template needs a channel, a name of 2+, a subject of at most 200, content, an SMS sender name and a valid e-mail', async () => {
    const res = await api.post('message-templates/create-edit', { name: 'x', subject: 's'.repeat(201), content: '  ', smsEnabled: false, emailEnabled: false, smsSenderName: '', fromEmail: 'not-mail' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors!).sort()).toEqual(['content', 'fromEmail', 'name', 'smsEnabled', 'smsSenderName', 'subject']);
    expect((await api.post('message-templates/create-edit', { ...template, subject: '' })).body.errors).toHaveProperty('subject');
    expect((await api.post('message-templates/create-edit', { ...template, smsSenderName: 'A very long sender' })).body.errors).toHaveProperty('smsSenderName');
  });

  it('C265-C268: a Hebrew template is saved, listed, read with the R-MSG-6 key sets, edited; other providers do not see it', async () => {
    const saved = await api.post('message-templates/create-edit', template);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const t = saved.body.data as { id: number; keys: { order: string[]; customer: string[] } };
    expect(t.keys.order).toEqual(expect.arrayContaining(['[FULL NAME]', '[FIRST NAME]', '[LAST NAME]', '[PRODUCT NAME]']));
    expect(t.keys.customer).not.toContain('[PRODUCT NAME]');
    const list = await api.post('message-templates/list', { keyword: 'ביטול' });
    expect((list.body.data as { items: { id: number }[] }).items.map((x) => x.id)).toContain(t.id);
    expect(((await api.get('message-templates/ligth-list')).body.data as { id: number }[]).map((x) => x.id)).toContain(t.id);
    const edited = await api.post('message-templates/create-edit', { ...template, id: t.id, name: 'ביטול סיור (עודכן)' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((edited.body.data as { name: string }).name).toBe('ביטול סיור (עודכן)');

    const other = await createUser(db, (await createProvider(db)).id);
    expect((await caller(app, other).get(`message-template-details/${t.id}`)).status).toBe(404);
    expect((await caller(app, other).post('message-templates/create-edit', { ...template, id: t.id })).status).toBe(404);
    const viewer = await createUser(db, shop.providerId, { permissions: [Permission.ViewProviderSettings] });
    expect((await caller(app, viewer).get(`message-template-details/${t.id}`)).status).toBe(200);
    expect((await caller(app, viewer).post('message-templates/create-edit', template)).status).toBe(403);
  });

  it('R-MSG-6: sending to an order asks to confirm first, then renders the placeholders in the recipient language and delivers by SMTP with the attachment', async () => {
    const upload = await api.post('save-message-temporary-attachment', { fileName: 'מפה.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4 map').toString('base64') });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const saved = await api.post('message-templates/create-edit', { ...template, name: 'עם קובץ', attachmentIds: [(upload.body.data as { id: number }).id] });
    const t = saved.body.data as { id: number; attachments: { fileName: string }[] };
    expect(t.attachments.map((a) => a.fileName)).toEqual(['מפה.pdf']);

    const o = await order({ email: 'r-msg-6@example.test', firstName: 'נועה' });
    const body = { filter: { orderIds: [o.id] }, options: { templateId: t.id, sms: false, email: true } };
    const ask = await api.post('sms-email/order', body);
    expect(ask.status).toBe(422);
    expect(ask.body).toMatchObject({ code: 'confirm-send', ignoreFlag: 'confirmed', orders: 1, email: 1, sms: 0 });
    expect(await db.select().from(outgoingMessages).where(eq(outgoingMessages.orderId, o.id))).toHaveLength(0);

    const sent = await api.post('sms-email/order', { ...body, confirmed: true });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [mail] = await waitFor(() => sink.to('r-msg-6@example.test').length > 0 && sink.to('r-msg-6@example.test'), 'the order mail');
    const [d, m, y] = [shop.tomorrow.slice(8, 10), shop.tomorrow.slice(5, 7), shop.tomorrow.slice(0, 4)];
    expect(mail!.parsed.subject).toBe(`הזמנה ${o.orderNumber}: סיור בעיר העתיקה בוטל`);
    expect(mail!.parsed.text).toContain(`שלום נועה לוי,\nהסיור סיור בעיר העתיקה ב-${d}/${m}/${y} בשעה 10:00 בוטל.`);
    expect(mail!.parsed.text).toMatch(/הכרטיס: https:\/\/shop\.example\/order\/[A-Za-z0-9_-]{40,}\/ticket/);
    expect(mail!.parsed.replyTo?.value[0]?.address).toBe('office@galil.example');
    expect(mail!.parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['מפה.pdf', '%PDF-1.4 map']]);
  });

  it('C275: sending to a slot reaches everyone booked on that occurrence (not the cancelled order, not another day), then the history shows them sent', async () => {
    const booked = [await order({ email: 'slot1@example.test' }), await order({ email: 'slot2@example.test' }), await order({ email: 'slot3@example.test' })];
    const cancelled = await order({ email: 'slot-cancelled@example.test' });
    const cancel = await api.get(`order/edit/status/CN?id=${cancelled.id}&confirmed=true`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await order({ email: 'slot-other-day@example.test', date: shop.today });
    const t = (await api.post('message-templates/create-edit', { ...template, name: 'לכל הסלוט' })).body.data as { id: number };

    const sent = await api.post('sms-email/slot', { slotId: p.slotId, productId: p.productId, slotStartDate: shop.tomorrow, options: { templateId: t.id, sms: false, email: true }, confirmed: true });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const result = sent.body.data as { batchId: string; orders: number; email: number };
    // Earlier tests booked the same occurrence too: every non-cancelled order on it is a recipient.
    expect(result.orders).toBeGreaterThanOrEqual(3);
    for (const o of booked) await waitFor(() => sink.to(`slot${booked.indexOf(o) + 1}@example.test`).length > 0, `mail to order ${o.id}`);
    expect(sink.to('slot-cancelled@example.test')).toHaveLength(0);
    expect(sink.to('slot-other-day@example.test')).toHaveLength(0);

    const history = await waitFor(async () => {
      const res = await api.post('email/history', { keywords: 'slot', status: 'Done' });
      const items = (res.body.data as { items: { toAddress: string; batchId: string; source: string; status: string }[] }).items.filter((i) => i.batchId === result.batchId);
      return items.length === 3 && items;
    }, 'three sent e-mails in the history');
    expect(history.map((i) => i.toAddress).sort()).toEqual(['slot1@example.test', 'slot2@example.test', 'slot3@example.test']);
    expect(history.every((i) => i.source === 'slot')).toBe(true);

    expect((await api.post('sms-email/slot', { slotId: p.slotId, productId: p.productId, slotStartDate: '2026-02-30', options: { templateId: t.id, sms: false, email: true } })).status).toBe(400);
    const stranger = await createUser(db, (await createProvider(db)).id);
    expect((await caller(app, stranger).post('sms-email/slot', { slotId: p.slotId, productId: p.productId, slotStartDate: shop.tomorrow, options: { templateId: t.id, sms: false, email: true }, confirmed: true })).status).toBe(404);
  });

  it('C278, C213: an SMS send is in the SMS history with its sender name, and counted by month; C276 resumes a failed send', async () => {
    const o = await order({ email: null, mobile: '052-7654321' });
    const sent = await api.post('sms-email/order', { filter: { orderIds: [o.id] }, options: { sms: true, email: false, subject: 'x', content: 'שלום [FIRST NAME]', smsSenderName: 'Galil', fromEmail: 'office@galil.example' }, confirmed: true });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const item = await waitFor(async () => {
      const res = await api.post('sms/history', { senderName: 'Galil', orderId: o.id });
      const items = (res.body.data as { items: { status: string; message: string; sender: string; orderNumber: number }[] }).items;
      return items[0]?.status === 'Done' && items[0];
    }, 'the SMS sent (simulated gateway)');
    expect(item).toMatchObject({ sender: 'Galil', message: `שלום דנה${n}`, orderNumber: o.orderNumber });
    const usageRes = await api.get('sms-history/get');
    expect(usageRes.status, JSON.stringify(usageRes.body)).toBe(200);
    const usage = usageRes.body.data as { month: string; sent: number }[];
    expect(usage[0]!.sent).toBeGreaterThanOrEqual(1);

    // A batch whose messages failed is sent again by resume.
    const batchId = (sent.body.data as { batchId: string }).batchId;
    await db.update(outgoingMessages).set({ status: 'Fail', lastError: 'gateway down' }).where(and(eq(outgoingMessages.batchId, batchId)));
    const resumed = await api.post('sms/resume', { queueId: batchId });
    expect(resumed.body.data).toEqual({ resumed: 1 });
    await waitFor(async () => (await db.select().from(outgoingMessages).where(eq(outgoingMessages.batchId, batchId)))[0]!.status === 'Done', 'the resumed SMS');
  });
});
