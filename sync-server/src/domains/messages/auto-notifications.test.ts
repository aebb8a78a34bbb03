import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@pos/shared/calendar/index';
import { buildApp } from '../../app';
import { orderAutoNotifications, outgoingMessages } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { caller, insertProduct, insertSlot, openShop } from '../orders/orders.fixtures';
import { sendDueNotifications } from './auto-notifications';
import { startSmtpSink, waitFor } from './smtp-sink.fixtures';

describe('R-PROD-13: automatic order notifications before or after the slot time', async () => {
  const sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.PUBLIC_URL = 'https://shop.example';
  const { app, db, database } = await setupTestApp();
  afterAll(() => sink.close());
  // openShop's zone has it about noon now: a slot tomorrow at 12:00 starts in 23 to 24 hours.
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const p = await insertProduct(db, shop.providerId, { slot: { date: shop.tomorrow, startTime: '12:00:00' } });
  const later = await insertSlot(db, shop.providerId, p.productId, { date: addDays(shop.tomorrow, 2), startTime: '12:00:00' });
  const template = (await api.post('message-templates/create-edit', { name: 'Reminder', subject: 'Tomorrow: [PRODUCT NAME] at [TIME]', content: 'Hello [FIRST NAME], see you tomorrow at [TIME].', smsEnabled: false, emailEnabled: true, smsSenderName: 'Tours', fromEmail: 'office@tours.example' })).body.data as { id: number };

  const order = async (email: string, slotId = p.slotId, date = shop.tomorrow) => {
    const res = await api.post('order/create', { products: [{ productId: p.productId, date, slotId, customers: [{ customerTypeId: p.adult, quantity: 1 }] }], leadCustomer: { firstName: 'Noa', lastName: 'Cohen', mobile: '050-1234567', email } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: number }).id;
  };

  it('C087 saves the rules: a template of the provider, before or after, a number of minutes', async () => {
    expect((await api.post('product-notification-restrictions/save', { productId: p.productId, messages: [{ intervalMinutes: 60, intervalType: 'during', messageTemplateId: template.id }] })).status).toBe(400);
    expect((await api.post('product-notification-restrictions/save', { productId: p.productId, messages: [{ intervalMinutes: 60, intervalType: 'before', messageTemplateId: 999_999 }] })).status).toBe(400);
    const saved = await api.post('product-notification-restrictions/save', { productId: p.productId, messages: [{ intervalMinutes: 24 * 60, intervalType: 'before', messageTemplateId: template.id }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject([{ intervalMinutes: 1440, intervalType: 'before', messageTemplateId: template.id }]);
  });

  it('R-PROD-13: a notification 24 hours ahead is delivered once, even when the server restarts in between; not to a cancelled order nor to a later slot', async () => {
    const due = await order('due@example.test');
    const cancelled = await order('cancelled@example.test');
    expect((await api.get(`order/edit/status/CN?id=${cancelled}&confirmed=true`)).status).toBe(200);
    await order('later@example.test', later, addDays(shop.tomorrow, 2));

    expect(await sendDueNotifications(db)).toBe(1);
    // The server stops right away (its job may not have run yet) and another starts on the same database.
    await app.close();
    const restarted = await buildApp({ database });
    try {
      expect(await sendDueNotifications(db)).toBe(0);
      const [mail] = await waitFor(() => sink.to('due@example.test').length > 0 && sink.to('due@example.test'), 'the reminder');
      expect(mail!.parsed.subject).toBe(`Tomorrow: ${(await db.query.products.findFirst({ where: (t, { eq: is }) => is(t.id, p.productId) }))!.name} at 12:00`);
      expect(mail!.parsed.text).toContain('Hello Noa, see you tomorrow at 12:00.');
      expect(await sendDueNotifications(db)).toBe(0);
      const [ledger] = await db.select().from(orderAutoNotifications).where(eq(orderAutoNotifications.orderId, due));
      expect(ledger!.messageId).not.toBeNull();
      const [message] = await db.select().from(outgoingMessages).where(eq(outgoingMessages.id, ledger!.messageId!));
      expect(message).toMatchObject({ source: 'auto', kind: 'auto-notification', status: expect.stringMatching(/Done|InProgress|Initial/) });
      await waitFor(async () => (await db.select().from(outgoingMessages).where(eq(outgoingMessages.id, ledger!.messageId!)))[0]!.status === 'Done', 'the message Done');
      expect(sink.to('due@example.test')).toHaveLength(1);
      expect(sink.to('cancelled@example.test')).toHaveLength(0);
      expect(sink.to('later@example.test')).toHaveLength(0);
    } finally {
      await restarted.close();
    }
  });
});
