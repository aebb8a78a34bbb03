import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fieldError, FieldErrorCollector, notFound } from '@pos/shared/errors';
import type { Db, Tx } from '../../db/client';
import { messageTemplates, orderAutoNotifications, productAutoNotifications, products } from '../../db/schema';
import { defineJob } from '../../jobs/job';
import { queueMessages } from './outbox';
import { orderRecipients } from './recipients-repo';
import { boundQueue } from './send-jobs';
import { messagesFor } from './send-to';
import { findTemplate } from './template-repo';
import type { AUTO_INTERVAL_TYPES } from '@pos/shared/api/messages';

/** A notification found due up to this long ago is still sent (the server was down, or busy); older ones are dropped. */
export const AUTO_LOOKBACK_MINUTES = 24 * 60;
export const AUTO_MAX_INTERVAL_MINUTES = 60 * 24 * 30;

export interface AutoRuleInput {
  intervalMinutes: number;
  intervalType: (typeof AUTO_INTERVAL_TYPES)[number];
  messageTemplateId: number;
}

/** C087: the product's automatic order notifications replaced by these (R-PROD-13). */
export async function saveAutoNotifications(db: Db, providerId: number, productId: number, rules: readonly AutoRuleInput[]) {
  const errors = new FieldErrorCollector();
  rules.forEach((r, i) => errors.check(Number.isInteger(r.intervalMinutes) && r.intervalMinutes >= 0 && r.intervalMinutes <= AUTO_MAX_INTERVAL_MINUTES, `messages[${i}].intervalMinutes`, `is 0 to ${AUTO_MAX_INTERVAL_MINUTES} minutes`, 'minutes-between', { min: 0, max: AUTO_MAX_INTERVAL_MINUTES }));
  errors.throwIfAny();
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.providerId, providerId), isNull(products.deletedAt)));
    if (!product) throw notFound('Product');
    const templateIds = [...new Set(rules.map((r) => r.messageTemplateId))];
    const found = templateIds.length
      ? await tx.select({ id: messageTemplates.id }).from(messageTemplates).where(and(inArray(messageTemplates.id, templateIds), eq(messageTemplates.providerId, providerId), isNull(messageTemplates.deletedAt)))
      : [];
    const missing = rules.findIndex((r) => !found.some((f) => f.id === r.messageTemplateId));
    if (missing >= 0) throw fieldError(`messages[${missing}].messageTemplateId`, 'Template not found.');
    await tx.delete(productAutoNotifications).where(eq(productAutoNotifications.productId, productId));
    if (rules.length > 0) await tx.insert(productAutoNotifications).values(rules.map((r) => ({ providerId, productId, intervalMinutes: r.intervalMinutes, intervalType: r.intervalType, templateId: r.messageTemplateId })));
    return autoNotificationsOf(tx, providerId, productId);
  });
}

export async function autoNotificationsOf(tx: Tx, providerId: number, productId: number) {
  return tx
    .select({ id: productAutoNotifications.id, intervalMinutes: productAutoNotifications.intervalMinutes, intervalType: productAutoNotifications.intervalType, messageTemplateId: productAutoNotifications.templateId })
    .from(productAutoNotifications)
    .where(and(eq(productAutoNotifications.providerId, providerId), eq(productAutoNotifications.productId, productId)))
    .orderBy(productAutoNotifications.id);
}

interface Due {
  rule_id: number;
  provider_id: number;
  template_id: number;
  order_id: number;
  language: string;
}

/**
 * The (rule, order) pairs due now: a confirmed order booked on the rule's product whose slot time
 * plus or minus the interval has passed, within the lookback, not sent yet; a "before" notification
 * is not sent once the slot has started.
 */
async function dueNotifications(tx: Tx, limit = 500): Promise<Due[]> {
  const result = await tx.execute(sql`
    select r.id as rule_id, r.provider_id, r.template_id, o.id as order_id, p.language
    from product_auto_notifications r
    join providers p on p.id = r.provider_id
    join order_lines l on l.product_id = r.product_id
    join orders o on o.id = l.order_id and o.provider_id = r.provider_id and o.status = 'OK'
    left join slots s on s.id = l.slot_id
    cross join lateral (select ((l.date + coalesce(l.start_time, s.start_time)) at time zone p.timezone) as starts_at) t
    cross join lateral (select t.starts_at + (case when r.interval_type = 'after' then 1 else -1 end) * make_interval(mins => r.interval_minutes) as due_at) d
    where coalesce(l.start_time, s.start_time) is not null
      and d.due_at <= now()
      and d.due_at > now() - make_interval(mins => ${AUTO_LOOKBACK_MINUTES})
      and (r.interval_type = 'after' or t.starts_at > now())
      and not exists (select 1 from order_auto_notifications n where n.order_id = o.id and n.rule_key = 'rule:' || r.id)
    group by r.id, r.provider_id, r.template_id, o.id, p.language
    order by o.id
    limit ${limit}`);
  return (result as unknown as { rows: Due[] }).rows;
}

/**
 * R-PROD-13, sent at most once per order and rule: the ledger row (order_auto_notifications, its
 * primary key) and the messages with their send jobs are written in one transaction, so a run
 * interrupted anywhere, or two instances running at once, send it once.
 */
export async function sendDueNotifications(db: Db): Promise<number> {
  let sent = 0;
  for (const due of await dueNotifications(db)) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(orderAutoNotifications)
        .values({ orderId: due.order_id, ruleKey: `rule:${due.rule_id}` })
        .onConflictDoNothing()
        .returning({ orderId: orderAutoNotifications.orderId });
      if (!claimed) return;
      const template = await findTemplate(tx, due.provider_id, due.template_id);
      if (!template) return;
      const recipients = await orderRecipients(tx, due.provider_id, [due.order_id], due.language);
      const messages = await messagesFor(tx, { ...template, templateId: template.id }, recipients, {
        providerId: due.provider_id,
        sentByUserId: null,
        sms: template.smsEnabled,
        email: template.emailEnabled,
        source: 'auto',
        batchId: null,
        kind: 'auto-notification',
      });
      const rows = await queueMessages(tx, messages, boundQueue());
      if (rows[0]) await tx.update(orderAutoNotifications).set({ messageId: rows[0].id }).where(and(eq(orderAutoNotifications.orderId, due.order_id), eq(orderAutoNotifications.ruleKey, `rule:${due.rule_id}`)));
      sent++;
    });
  }
  return sent;
}

/** Every minute, on one instance (a 'stately' queue): the automatic order notifications that are due. */
export const autoNotificationsJob = defineJob({
  name: 'auto-order-notifications',
  queue: { policy: 'stately', retryLimit: 0, retryDelay: 0, expireInSeconds: 300 },
  schedule: '* * * * *',
  async run(ctx) {
    const sent = await sendDueNotifications(ctx.db);
    if (sent > 0) ctx.log.info({ sent }, 'automatic order notifications sent');
  },
});
