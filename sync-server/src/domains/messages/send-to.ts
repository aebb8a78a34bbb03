import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import type { Static } from 'typebox';
import { fieldError, notFound, refused, warning } from '@pos/shared/errors';
import { SEND_MAX_ORDERS, type SendFilter } from '@pos/shared/api/messages';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';
import { leadCustomerName } from '@pos/shared/orders/lead-customer';
import type { Db, Tx } from '../../db/client';
import { providers } from '../../db/schema';
import type { Actor } from '../../http/types';
import type { JobQueue } from '../../jobs/job';
import { queueMessages, type MessageToSend } from './outbox';
import { displayDate, displayTime, renderPlaceholders, type PlaceholderValues } from './placeholders';
import { checkedFilter } from '../orders/search-filter';
import { filterWhere, notCancelled } from '../orders/search-repo';
import { providerTimeZone } from './history-repo';
import { orderRecipients, searchedOrderIds, slotExists, slotOrderIds, type OrderRecipient } from './recipients-repo';
import { findTemplate } from './template-repo';
import { validTemplate, type TemplateInput } from './template-rules';
import type { CrmRecipient } from '../crm/recipients';
import { newTicketLink } from './ticket-link-repo';

/** What to send (the options of C272-C275): a template, or texts written for this send; and on which channels. */
export interface SendOptions {
  templateId?: number;
  sms: boolean;
  email: boolean;
  subject?: string;
  content?: string;
  smsSenderName?: string;
  fromEmail?: string;
  rightToLeft?: boolean;
  /** The recipients' language (product names, R-MSG-6); the provider's by default. */
  language?: string;
}

export interface SendResult {
  batchId: string;
  orders: number;
  /** Set by a send to CRM customers (C273, C274). */
  customers?: number;
  sms: number;
  email: number;
  /** Recipients left out on a channel for want of a mobile or an e-mail. */
  withoutAddress: number;
}

async function draftOf(tx: Tx, providerId: number, o: SendOptions): Promise<TemplateInput & { templateId: number | null }> {
  if (o.templateId !== undefined) {
    const t = await findTemplate(tx, providerId, o.templateId);
    if (!t) throw notFound('Template');
    return { ...t, templateId: t.id };
  }
  const draft = validTemplate({
    name: 'Message',
    subject: o.subject ?? '',
    content: o.content ?? '',
    smsEnabled: o.sms,
    emailEnabled: o.email,
    smsSenderName: o.smsSenderName ?? '',
    fromEmail: o.fromEmail ?? '',
    rightToLeft: o.rightToLeft ?? false,
  });
  return { ...draft, templateId: null };
}

function valuesOf(r: OrderRecipient, ticketLink: string | undefined): PlaceholderValues {
  return {
    '[FULL NAME]': leadCustomerName(r.customer),
    '[FIRST NAME]': r.customer.firstName ?? '',
    '[LAST NAME]': r.customer.lastName ?? '',
    '[PRODUCT NAME]': r.productName,
    '[ORDER NUMBER]': String(r.orderNumber),
    '[DATE]': r.date ? displayDate(r.date) : '',
    '[TIME]': displayTime(r.startTime),
    ...(ticketLink ? { '[TICKET LINK]': ticketLink } : {}),
  };
}

const usesTicketLink = (d: TemplateInput) => /\[TICKET LINK\]/i.test(d.subject + d.content);

/** One person a message goes to: their addresses, name, the order it is about (if any) and their placeholder values. */
interface Addressee {
  orderId: number | null;
  name: string;
  mobile: string | undefined;
  email: string | undefined;
  values: PlaceholderValues;
}

interface MessageContext {
  providerId: number;
  sentByUserId: number | null;
  sms: boolean;
  email: boolean;
  source: string;
  batchId: string | null;
  kind: string;
}

/** The messages of a template to these addressees on the chosen channels, placeholders filled per addressee (R-MSG-6). */
function messagesTo(draft: TemplateInput & { templateId: number | null }, addressees: readonly Addressee[], o: MessageContext): MessageToSend[] {
  const messages: MessageToSend[] = [];
  for (const a of addressees) {
    const common = { providerId: o.providerId, kind: o.kind, source: o.source, orderId: a.orderId, templateId: draft.templateId, batchId: o.batchId, sentByUserId: o.sentByUserId, toName: a.name || null, rightToLeft: draft.rightToLeft };
    const subject = renderPlaceholders(draft.subject, a.values);
    const body = renderPlaceholders(draft.content, a.values);
    if (o.sms && a.mobile?.trim()) messages.push({ ...common, channel: 'sms', toAddress: a.mobile.trim(), fromName: draft.smsSenderName, subject, body });
    if (o.email && a.email?.trim()) messages.push({ ...common, channel: 'email', toAddress: a.email.trim(), fromAddress: draft.fromEmail, subject, body });
  }
  return messages;
}

/** The messages of a template to these orders' lead customers, each with its order's placeholders and, when the text asks, a new ticket link. */
export async function messagesFor(tx: Tx, draft: TemplateInput & { templateId: number | null }, recipients: readonly OrderRecipient[], o: MessageContext): Promise<MessageToSend[]> {
  const addressees: Addressee[] = [];
  for (const r of recipients) {
    const link = usesTicketLink(draft) ? await newTicketLink(tx, r.orderId) : undefined;
    addressees.push({ orderId: r.orderId, name: leadCustomerName(r.customer), mobile: r.customer.mobile, email: r.customer.email, values: valuesOf(r, link) });
  }
  return messagesTo(draft, addressees, o);
}

/**
 * Sends a template or a written message to the lead customers of these orders (R-MSG-6 placeholders
 * filled per order, in the recipients' language). Without `confirmed` nothing is sent: a warning
 * answers how many SMS and e-mails would go (the client asks, then sends again with confirmed).
 * The messages and their jobs are written in one transaction.
 */
export async function sendToOrders(db: Db, jobs: JobQueue, actor: Actor, orderIds: readonly number[], o: SendOptions, confirmed: boolean, source: 'order' | 'slot'): Promise<SendResult> {
  return db.transaction(async (tx) => {
    const { draft, sms, email } = await channelsOf(tx, actor.providerId, o);
    const [provider] = await tx.select({ language: providers.language }).from(providers).where(eq(providers.id, actor.providerId));
    const language: Language = o.language && isLanguage(o.language) ? o.language : isLanguage(provider!.language) ? provider!.language : FALLBACK_LANGUAGE;
    const recipients = await orderRecipients(tx, actor.providerId, orderIds, language);
    if (recipients.length === 0) throw refused('no-recipients', 'There are no orders to send to.');
    const counts = countAddresses(recipients.map((r) => r.customer), sms, email);
    if (!confirmed) {
      throw warning('confirm-send', `Send ${counts.sms} SMS and ${counts.email} e-mails to the customers of ${recipients.length} orders?`, 'confirmed', { orders: recipients.length, ...counts });
    }

    const batchId = randomUUID();
    const messages = await messagesFor(tx, draft, recipients, { providerId: actor.providerId, sentByUserId: actor.userId, sms, email, source, batchId, kind: 'template' });
    await queueMessages(tx, messages, jobs);
    return { batchId, orders: recipients.length, sms: counts.sms, email: counts.email, withoutAddress: counts.withoutAddress };
  });
}

/** The template or written draft and the channels it goes on: the ones asked for that the template has on. */
async function channelsOf(tx: Tx, providerId: number, o: SendOptions) {
  const draft = await draftOf(tx, providerId, o);
  const sms = draft.smsEnabled && o.sms;
  const email = draft.emailEnabled && o.email;
  if (!sms && !email) throw refused('no-channel', 'Choose SMS, e-mail or both (the template must have the channel on).');
  return { draft, sms, email };
}

/** How many SMS and e-mails would go, and how many recipients lack the address of a chosen channel; refused when nothing would go. */
function countAddresses(customers: readonly { mobile?: string; email?: string }[], sms: boolean, email: boolean) {
  const counts = { sms: 0, email: 0, withoutAddress: 0 };
  for (const c of customers) {
    if (sms) {
      if (c.mobile?.trim()) counts.sms++;
      else counts.withoutAddress++;
    }
    if (email) {
      if (c.email?.trim()) counts.email++;
      else counts.withoutAddress++;
    }
  }
  if (counts.sms + counts.email === 0) throw refused('no-recipient-address', 'None of the customers has a mobile or an e-mail for the chosen channels.');
  return counts;
}

/**
 * C273, C274: a template or a written message to CRM customers (not to orders): the placeholders
 * are the set without the product and the order's keys (R-MSG-6), the messages carry no order.
 * Without `confirmed` the warning counts the customers and the messages, as for orders.
 */
export async function sendToCrmCustomers(db: Db, jobs: JobQueue, actor: Actor, recipients: readonly CrmRecipient[], o: SendOptions, confirmed: boolean, source: 'crm-customer' | 'crm-lead'): Promise<SendResult> {
  if (recipients.length === 0) throw refused('no-recipients', 'There are no customers to send to.');
  if (recipients.length > SEND_MAX_ORDERS) throw refused('too-many-customers', `One send reaches at most ${SEND_MAX_ORDERS} customers; narrow the search.`);
  return db.transaction(async (tx) => {
    const { draft, sms, email } = await channelsOf(tx, actor.providerId, o);
    const counts = countAddresses(recipients, sms, email);
    if (!confirmed) throw warning('confirm-send', `Send ${counts.sms} SMS and ${counts.email} e-mails to ${recipients.length} customers?`, 'confirmed', { customers: recipients.length, orders: 0, ...counts });
    const batchId = randomUUID();
    const addressees = recipients.map((r): Addressee => {
      const name = `${r.firstName} ${r.lastName}`.trim();
      return { orderId: null, name, mobile: r.mobile, email: r.email, values: { '[FULL NAME]': name, '[FIRST NAME]': r.firstName, '[LAST NAME]': r.lastName } };
    });
    const messages = messagesTo(draft, addressees, { providerId: actor.providerId, sentByUserId: actor.userId, sms, email, source, batchId, kind: 'template' });
    await queueMessages(tx, messages, jobs);
    return { batchId, orders: 0, customers: recipients.length, sms: counts.sms, email: counts.email, withoutAddress: counts.withoutAddress };
  });
}

/** C275: everyone booked on a slot's occurrence ("the 10:00 tour is cancelled"), cancelled orders left out. */
export async function sendToSlot(db: Db, jobs: JobQueue, actor: Actor, slot: { slotId: number; productId: number; date: string }, o: SendOptions, confirmed: boolean): Promise<SendResult> {
  if (!(await slotExists(db, actor.providerId, slot.slotId, slot.productId))) throw notFound('Slot');
  const orderIds = await slotOrderIds(db, actor.providerId, slot);
  if (orderIds.length === 0) throw refused('no-recipients', 'Nobody is booked on this slot.');
  return sendToOrders(db, jobs, actor, orderIds, o, confirmed, 'slot');
}

/**
 * C272: the orders named by id, or found by the orders list's search (cancelled ones left out unless
 * the search asks for a status), or the named ones among the search's results. At most
 * SEND_MAX_ORDERS orders: a wider search is refused (narrow it) rather than cut short.
 */
export async function sendToFilter(db: Db, jobs: JobQueue, actor: Actor, filter: Static<typeof SendFilter>, o: SendOptions, confirmed: boolean): Promise<SendResult> {
  const { orderIds, tagLogicalOperator, ...search } = filter;
  const searching = Object.values(search).some((v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0));
  if (!searching) {
    if (!orderIds) throw fieldError('filter', 'Choose the orders: their ids or a search.');
    return sendToOrders(db, jobs, actor, orderIds, o, confirmed, 'order');
  }
  const matched = checkedFilter({ ...search, tagLogicalOperator });
  const where = filterWhere(actor.providerId, matched, await providerTimeZone(db, actor.providerId));
  const ids = await searchedOrderIds(db, matched.status ? where : and(where, notCancelled)!, { orderIds, limit: SEND_MAX_ORDERS + 1 });
  if (ids.length === 0) throw refused('no-recipients', 'There are no orders to send to.');
  if (ids.length > SEND_MAX_ORDERS) throw refused('too-many-orders', `One send reaches at most ${SEND_MAX_ORDERS} orders; narrow the search.`);
  return sendToOrders(db, jobs, actor, ids, o, confirmed, 'order');
}
