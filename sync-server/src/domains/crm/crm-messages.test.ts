import { afterAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ALL_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { createUser, setupTestApp } from '../../test/test-app';
import { crmHistory, crmMessages, outgoingMessages } from '../../db/schema';
import { PDF } from '../files/files.fixtures';
import { startSmtpSink, waitFor } from '../messages/smtp-sink.fixtures';
import { crmShop, newCustomer, newLead, setCrmModule } from './crm.fixtures';
import { timedMessageJob } from './timed-messages';

/** A multipart body of text fields and files sent as `attachments` (C302's form). */
function form(fields: Record<string, string>, files: { name: string; bytes: Buffer; type: string }[] = []) {
  const boundary = `----crm${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** C302-C307, C311, C312: the conversation with a CRM customer (R-CRM-9, R-CRM-10, R-PERM-10, R-CRM-8). */
describe('CRM messages: the conversation on the customer card and the lead page', async () => {
  const sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.MAIL_FROM = 'office@pos.example';
  const { app, db } = await setupTestApp();
  afterAll(() => sink.close());
  const shop = await crmShop(app, db);
  const { api } = shop;
  const dana = await newCustomer(api, { firstName: 'Dana', lastName: 'Levi', mobile: '050-1112233', email: 'dana@example.test' });
  const yossi = await newCustomer(api, { firstName: 'Yossi', lastName: 'Cohen', mobile: '052-4445566' });
  const danaLead = await newLead(api, dana, { description: 'School trip' });
  const yossiLead = await newLead(api, yossi, { description: 'Company day' });
  const other = await crmShop(app, db);
  const stranger = await newCustomer(other.api, { firstName: 'Avi', mobile: '054-7778899', email: 'avi@example.test' });

  const send = async (fields: Record<string, string>, files: { name: string; bytes: Buffer; type: string }[] = [], cookie = shop.user.cookie) => {
    const body = form(fields, files);
    const r = await app.inject({ method: 'POST', url: '/api/crm/messages/send', headers: { cookie, ...body.headers }, payload: body.payload });
    return { status: r.statusCode, body: r.json() as { data?: Record<string, unknown>; code?: string; errors?: Record<string, string[]> } };
  };
  const outbox = (kind = 'crm-message') => db.select().from(outgoingMessages).where(eq(outgoingMessages.kind, kind)).orderBy(asc(outgoingMessages.id));
  let attachmentId = 0;

  it('C302: an e-mail with a file goes through the outbox and reaches the customer with the file; written in the history as Email (R-CRM-10)', async () => {
    const res = await send({ message: 'Dear Dana, the programme is attached.', crmCustomerId: String(dana), crmCustomerLeadId: String(danaLead), type: 'Email', subject: 'Your school trip' }, [{ name: 'תוכנית.pdf', bytes: PDF, type: 'application/pdf' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const message = res.body.data as { id: number; status: string; direction: string; attachments: { id: number; name: string }[]; crmCustomerLeadId: number };
    expect(message).toMatchObject({ status: 'Sent', direction: 'out', type: 'Email', crmCustomerLeadId: danaLead, text: 'Dear Dana, the programme is attached.' });
    expect(message.attachments.map((a) => a.name)).toEqual(['תוכנית.pdf']);
    attachmentId = message.attachments[0]!.id;
    const [mail] = await waitFor(() => sink.to('dana@example.test').length > 0 && sink.to('dana@example.test'), 'the mail to Dana');
    expect(mail!.parsed.subject).toBe('Your school trip');
    expect(mail!.parsed.text).toContain('the programme is attached');
    expect(mail!.parsed.attachments.map((a) => [a.filename, a.contentType, a.content.equals(PDF)])).toEqual([['תוכנית.pdf', 'application/pdf', true]]);
    const [row] = await outbox();
    expect(row).toMatchObject({ channel: 'email', toAddress: 'dana@example.test', source: 'crm-customer', sentByUserId: shop.user.id });
    const history = await db.select().from(crmHistory).where(eq(crmHistory.crmCustomerId, dana));
    expect(history.filter((h) => h.type === 'Email').map((h) => [h.text, h.entityId])).toEqual([['sent', message.id]]);
  });

  it('C302: an SMS goes to the mobile with the quick reply it came from', async () => {
    const type = (await api.post('crm/lead-types/save', { name: 'Schools' })).body.data as { id: number };
    const reply = (await api.post('crm/quick-replies/save', { leadTypeId: type.id, text: 'Thanks, we will call you today.' })).body.data as { id: number };
    const res = await send({ message: 'Thanks, we will call you today.', crmCustomerId: String(yossi), quickReplyId: String(reply.id), type: 'Sms' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'Sms', quickReplyId: reply.id, status: 'Sent' });
    expect((await outbox()).at(-1)).toMatchObject({ channel: 'sms', toAddress: '0524445566', body: 'Thanks, we will call you today.' });
  });

  it('C302: 400 on each bad field, 422 without an address, 404 for another provider\'s customer, 403 without CrmCustomerEdit (44)', async () => {
    const before = (await outbox()).length;
    const empty = await send({ message: '  ', crmCustomerId: String(dana), type: 'Sms' });
    expect([empty.status, Object.keys(empty.body.errors ?? {})]).toEqual([400, ['message']]);
    const badType = await send({ message: 'Hi', crmCustomerId: String(dana), type: 'Fax' });
    expect([badType.status, Object.keys(badType.body.errors ?? {})]).toEqual([400, ['type']]);
    const noCustomer = await send({ message: 'Hi', type: 'Sms' });
    expect([noCustomer.status, Object.keys(noCustomer.body.errors ?? {})]).toEqual([400, ['crmCustomerId']]);
    const wrongLead = await send({ message: 'Hi', crmCustomerId: String(dana), crmCustomerLeadId: String(yossiLead), type: 'Sms' });
    expect([wrongLead.status, Object.keys(wrongLead.body.errors ?? {})]).toEqual([400, ['crmCustomerLeadId']]);
    const smsWithFile = await send({ message: 'Hi', crmCustomerId: String(dana), type: 'Sms' }, [{ name: 'a.pdf', bytes: PDF, type: 'application/pdf' }]);
    expect([smsWithFile.status, Object.keys(smsWithFile.body.errors ?? {})]).toEqual([400, ['attachments']]);
    const noEmail = await send({ message: 'Hi', crmCustomerId: String(yossi), type: 'Email' });
    expect([noEmail.status, noEmail.body.code]).toEqual([422, 'no-recipient-address']);
    expect((await send({ message: 'Hi', crmCustomerId: String(stranger), type: 'Sms' })).status).toBe(404);
    const reader = await createUser(db, shop.providerId, { permissions: ALL_PERMISSION_CODES.filter((c) => c !== Permission.CrmCustomerEdit) });
    expect((await send({ message: 'Hi', crmCustomerId: String(dana), type: 'Sms' }, [], reader.cookie)).status).toBe(403);
    expect((await outbox()).length).toBe(before);
  });

  it('C303, C304 (R-CRM-9): read forward by default from an id, backward on request, by type; the customer\'s replies unread until marked', async () => {
    // The customer's replies (what an incoming SMS or e-mail becomes).
    const replies = await db
      .insert(crmMessages)
      .values(['Great, thanks', 'How many guests fit?', 'See you'].map((text) => ({ providerId: shop.providerId, crmCustomerId: dana, direction: 'in', type: 'Sms', text, status: 'Sent' })))
      .returning({ id: crmMessages.id });
    const first = await api.get(`crm/messages/get?crmCustomerId=${dana}&pageSize=2`);
    expect(first.status).toBe(200);
    const page1 = first.body.data as { items: { id: number; text: string; read: boolean; direction: string }[]; nextFromId: number; unread: number };
    expect(page1.items.map((m) => m.text)).toEqual(['Dear Dana, the programme is attached.', 'Great, thanks']);
    expect(page1.unread).toBe(3);
    const page2 = (await api.get(`crm/messages/get?crmCustomerId=${dana}&pageSize=2&fromId=${page1.nextFromId}`)).body.data as typeof page1;
    expect(page2.items.map((m) => [m.text, m.read])).toEqual([['How many guests fit?', false], ['See you', false]]);
    const back = (await api.get(`crm/messages/get?crmCustomerId=${dana}&pageSize=2&fromId=${replies[2]!.id}&direction=backward`)).body.data as typeof page1;
    expect(back.items.map((m) => m.text)).toEqual(['Great, thanks', 'How many guests fit?']);
    const emails = (await api.get(`crm/messages/get?crmCustomerId=${dana}&type=Email`)).body.data as typeof page1;
    expect(emails.items.map((m) => m.text)).toEqual(['Dear Dana, the programme is attached.']);

    const marked = await api.post('crm/messages/mark-as-read', { crmCustomerId: dana, upToId: replies[1]!.id });
    expect(marked.body.data).toEqual({ marked: 2 });
    const after = (await api.get(`crm/messages/get?crmCustomerId=${dana}`)).body.data as typeof page1;
    expect(after.unread).toBe(1);
    expect(after.items.filter((m) => m.direction === 'in').map((m) => m.read)).toEqual([true, true, false]);
    expect((await api.get(`crm/messages/get?crmCustomerId=${stranger}`)).status).toBe(404);
    expect((await api.post('crm/messages/mark-as-read', { crmCustomerId: stranger })).status).toBe(404);
    expect((await api.get(`crm/messages/get?crmCustomerId=${dana}&direction=sideways`)).status).toBe(400);
  });

  it('C305, C306: the lead page reads only the lead\'s messages and marks them read', async () => {
    await db.insert(crmMessages).values({ providerId: shop.providerId, crmCustomerId: dana, crmCustomerLeadId: danaLead, direction: 'in', type: 'Email', text: 'Is the trip confirmed?', status: 'Sent' });
    const page = (await api.get(`crm/lead-messages/get?crmCustomerLeadId=${danaLead}`)).body.data as { items: { text: string }[]; unread: number };
    expect(page.items.map((m) => m.text)).toEqual(['Dear Dana, the programme is attached.', 'Is the trip confirmed?']);
    expect(page.unread).toBe(1);
    expect((await api.post('crm/lead-messages/mark-as-read', { crmCustomerLeadId: danaLead })).body.data).toEqual({ marked: 1 });
    expect(((await api.get(`crm/lead-messages/get?crmCustomerLeadId=${danaLead}`)).body.data as { unread: number }).unread).toBe(0);
    const theirLead = await newLead(other.api, stranger);
    expect((await api.get(`crm/lead-messages/get?crmCustomerLeadId=${theirLead}`)).status).toBe(404);
    expect((await api.post('crm/lead-messages/mark-as-read', { crmCustomerLeadId: theirLead })).status).toBe(404);
  });

  it('C307: the file comes back with its type and name; another provider\'s user gets 404', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/crm/attachment/get/${attachmentId}`, headers: { cookie: shop.user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('תוכנית.pdf')}`);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const theirs = await app.inject({ method: 'GET', url: `/api/crm/attachment/get/${attachmentId}`, headers: { cookie: other.user.cookie } });
    expect(theirs.statusCode).toBe(404);
  });

  it('C311: a timed message is sent by the queue at its time, exactly once (a second run of its job sends nothing)', async () => {
    const sendAt = new Date(Date.now() + 2500);
    const res = await api.post('crm/timing-messages/save', { crmCustomerId: yossi, type: 'Sms', message: 'Reminder: your day is tomorrow', sendAt: sendAt.toISOString() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const timed = res.body.data as { id: number; status: string; sendAt: string };
    expect(timed).toMatchObject({ status: 'Scheduled', sendAt: sendAt.toISOString() });
    expect((await outbox()).filter((m) => m.body === 'Reminder: your day is tomorrow')).toHaveLength(0);
    const sent = await waitFor(async () => {
      const [row] = await db.select().from(crmMessages).where(eq(crmMessages.id, timed.id));
      return row?.status === 'Sent' ? row : null;
    }, 'the timed message to be sent', 30_000);
    expect(sent.sentAt!.getTime()).toBeGreaterThanOrEqual(sendAt.getTime());
    await timedMessageJob.run({ db, log: app.log, signal: new AbortController().signal }, { crmMessageId: timed.id, sendAt: sendAt.toISOString() });
    const rows = (await outbox()).filter((m) => m.body === 'Reminder: your day is tomorrow');
    expect(rows.map((m) => [m.id, m.toAddress])).toEqual([[sent.outgoingMessageId, '0524445566']]);
    const history = await db.select().from(crmHistory).where(eq(crmHistory.entityId, timed.id));
    expect(history.map((h) => h.type)).toEqual(['Sms']);
  });

  it('C311, C312: moved to a later time it is sent once at the new time; deleted before its time it is never sent; a sent one cannot be deleted', async () => {
    const first = new Date(Date.now() + 1500);
    const saved = (await api.post('crm/timing-messages/save', { crmCustomerId: yossi, type: 'Sms', message: 'Moved message', sendAt: first.toISOString() })).body.data as { id: number };
    const later = new Date(Date.now() + 3000);
    const moved = await api.post('crm/timing-messages/save', { id: saved.id, crmCustomerId: yossi, type: 'Sms', message: 'Moved message', sendAt: later.toISOString() });
    expect(moved.status).toBe(200);
    const cancelled = (await api.post('crm/timing-messages/save', { crmCustomerId: yossi, type: 'Sms', message: 'Cancelled message', sendAt: new Date(Date.now() + 2000).toISOString() })).body.data as { id: number };
    expect((await api.delete(`crm/timing-messages/delete/${cancelled.id}`)).status).toBe(200);
    const sent = await waitFor(async () => {
      const [row] = await db.select().from(crmMessages).where(eq(crmMessages.id, saved.id));
      return row?.status === 'Sent' ? row : null;
    }, 'the moved message to be sent', 30_000);
    expect(sent.sentAt!.getTime()).toBeGreaterThanOrEqual(later.getTime());
    // The first time's job ran too (1.5 s): it found the message moved and sent nothing.
    await timedMessageJob.run({ db, log: app.log, signal: new AbortController().signal }, { crmMessageId: saved.id, sendAt: first.toISOString() });
    expect((await outbox()).filter((m) => m.body === 'Moved message')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await outbox()).filter((m) => m.body === 'Cancelled message')).toHaveLength(0);
    const [gone] = await db.select().from(crmMessages).where(eq(crmMessages.id, cancelled.id));
    expect(gone!.status).toBe('Cancelled');
    const sentDelete = await api.delete(`crm/timing-messages/delete/${saved.id}`);
    expect([sentDelete.status, sentDelete.body.code]).toEqual([422, 'timing-message-sent']);
    expect((await api.delete(`crm/timing-messages/delete/${cancelled.id}`)).status).toBe(404);
  });

  it('C311, C312: a time in the past is a 400 on sendAt; another provider\'s customer or message is 404; CrmCustomerEdit (44) is needed; the module must be on (R-CRM-8)', async () => {
    const past = await api.post('crm/timing-messages/save', { crmCustomerId: yossi, type: 'Sms', message: 'Late', sendAt: new Date(Date.now() - 60_000).toISOString() });
    expect([past.status, Object.keys(past.body.errors ?? {})]).toEqual([400, ['sendAt']]);
    const missing = await api.post('crm/timing-messages/save', { crmCustomerId: yossi, type: 'Sms', sendAt: new Date(Date.now() + 60_000).toISOString() });
    expect([missing.status, Object.keys(missing.body.errors ?? {})]).toEqual([400, ['message']]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await api.post('crm/timing-messages/save', { crmCustomerId: stranger, type: 'Sms', message: 'Hi', sendAt: future })).status).toBe(404);
    const theirs = (await other.api.post('crm/timing-messages/save', { crmCustomerId: stranger, type: 'Sms', message: 'Theirs', sendAt: future })).body.data as { id: number };
    expect((await api.delete(`crm/timing-messages/delete/${theirs.id}`)).status).toBe(404);
    expect((await api.post('crm/timing-messages/save', { id: theirs.id, crmCustomerId: yossi, type: 'Sms', message: 'Hi', sendAt: future })).status).toBe(404);
    const reader = await shop.without(Permission.CrmCustomerEdit);
    expect((await reader.post('crm/timing-messages/save', { crmCustomerId: yossi, type: 'Sms', message: 'Hi', sendAt: future })).status).toBe(403);
    expect((await reader.delete(`crm/timing-messages/delete/${theirs.id}`)).status).toBe(403);
    expect((await reader.get(`crm/messages/get?crmCustomerId=${dana}`)).status).toBe(200);
    const noCrm = await shop.without(Permission.CrmModule);
    expect((await noCrm.get(`crm/messages/get?crmCustomerId=${dana}`)).status).toBe(403);
    await setCrmModule(db, shop.providerId, false);
    const off = await api.get(`crm/messages/get?crmCustomerId=${dana}`);
    expect([off.status, off.body.code]).toEqual([422, 'crm-module-inactive']);
    await setCrmModule(db, shop.providerId, true);
  });
});
