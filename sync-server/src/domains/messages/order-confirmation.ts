import { refused } from '@pos/shared/errors';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';
import { leadCustomerName } from '@pos/shared/orders/lead-customer';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import type { JobQueue } from '../../jobs/job';
import { findOrder } from '../orders/order-repo';
import { businessNameOf, providerForDocuments } from '../orders/summary-repo';
import { queueMessages, type MessageToSend } from './outbox';
import { newTicketLink } from './ticket-link-repo';

const TEXTS: Record<Language, { subject: (n: number, business: string) => string; body: (name: string, n: number, business: string, link: string) => string; sms: (n: number, link: string) => string }> = {
  'en-US': {
    subject: (n, business) => `${business}: your order ${n} is confirmed`,
    body: (name, n, business, link) => `Hello ${name},\n\nYour order ${n} with ${business} is confirmed. Your tickets (show the QR code at the entrance):\n${link}\n\nSee you soon!`,
    sms: (n, link) => `Order ${n} confirmed. Your tickets: ${link}`,
  },
  'he-IL': {
    subject: (n, business) => `${business}: הזמנה ${n} אושרה`,
    body: (name, n, business, link) => `שלום ${name},\n\nההזמנה שלך ${n} אצל ${business} אושרה. הכרטיסים שלך (הציגו את קוד ה-QR בכניסה):\n${link}\n\nנתראה בקרוב!`,
    sms: (n, link) => `הזמנה ${n} אושרה. הכרטיסים שלך: ${link}`,
  },
  'ru-RU': {
    subject: (n, business) => `${business}: заказ ${n} подтверждён`,
    body: (name, n, business, link) => `Здравствуйте, ${name}!\n\nВаш заказ ${n} в ${business} подтверждён. Ваши билеты (покажите QR-код на входе):\n${link}\n\nДо встречи!`,
    sms: (n, link) => `Заказ ${n} подтверждён. Ваши билеты: ${link}`,
  },
};

/**
 * The order confirmation to the lead customer (e-mail and, with a mobile, SMS) carrying a new
 * e-ticket link, in the asked language (the provider's by default). Refused for an order that is
 * not confirmed (OK) or has neither an e-mail nor a mobile.
 */
export async function sendOrderConfirmation(db: Db, jobs: JobQueue, actor: Actor, orderId: number, language?: string) {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, actor.providerId, orderId);
    if (order.status !== 'OK') throw refused('order-not-confirmed', 'Only a confirmed order gets its tickets.');
    const email = order.leadCustomer.email?.trim();
    const mobile = order.leadCustomer.mobile?.trim();
    if (!email && !mobile) throw refused('customer-address-missing', 'The lead customer has neither an e-mail nor a mobile.');
    const provider = await providerForDocuments(tx, actor.providerId);
    const lang: Language = language && isLanguage(language) ? language : isLanguage(provider.language) ? provider.language : FALLBACK_LANGUAGE;
    const texts = TEXTS[lang];
    const business = businessNameOf(provider);
    const link = await newTicketLink(tx, order.id);
    const name = leadCustomerName(order.leadCustomer);
    const common = { providerId: actor.providerId, kind: 'order-confirmation', source: 'order', orderId: order.id, sentByUserId: actor.userId, toName: name || null, rightToLeft: lang === 'he-IL' };
    const messages: MessageToSend[] = [];
    if (email) messages.push({ ...common, channel: 'email', toAddress: email, subject: texts.subject(order.orderNumber, business), body: texts.body(name, order.orderNumber, business, link) });
    if (mobile) messages.push({ ...common, channel: 'sms', toAddress: mobile, fromName: smsSender(business), body: texts.sms(order.orderNumber, link) });
    const rows = await queueMessages(tx, messages, jobs);
    return { email: rows.some((r) => r.channel === 'email'), sms: rows.some((r) => r.channel === 'sms') };
  });
}

/** A phone shows at most 11 English letters or digits as the sender: the business name's, else "Tickets". */
function smsSender(business: string): string {
  const latin = business.replace(/[^A-Za-z0-9 ]/g, '').trim().slice(0, 11).trim();
  return latin || 'Tickets';
}
