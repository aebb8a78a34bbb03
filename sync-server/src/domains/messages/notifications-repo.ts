import { and, count, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notificationReadMarks, notificationReads, notifications, orders } from '../../db/schema';

/**
 * How far back from the newest copied row a catch-up looks again: a transaction that commits late
 * holds ids below rows already copied (the unique source index keeps every copy single).
 */
const LATE_COMMIT_IDS = 1000;

/**
 * R-MSG-8: copies the provider's new order events and incoming customer messages into the feed:
 * a new order (created), a status change (requested, confirmed, cancelled), a slot or date change,
 * a receipt, invoice or invoice-receipt, a customer's message, an agent's chat message (index chat).
 * A provider's first catch-up starts
 * from the newest rows (the feed begins then, not with years of history).
 */
export async function catchUpNotifications(tx: Tx, providerId: number): Promise<void> {
  await tx.execute(sql`
    insert into notifications (provider_id, event, order_id, actor_user_id, details, source, source_id, created_at)
    select o.provider_id,
      case
        when e.type = 'created' then 'new-order'
        when e.type in ('requested', 'confirmed', 'cancelled') then 'status-changed'
        when e.type in ('slot-changed', 'date-changed') then 'slot-changed'
        else e.details->>'docType'
      end,
      o.id, e.user_id,
      jsonb_strip_nulls(jsonb_build_object(
        'status', case e.type when 'requested' then 'RQ' when 'confirmed' then 'OK' when 'cancelled' then 'CN' end,
        'date', case e.type when 'date-changed' then e.details->>'to' end,
        'time', case e.type when 'slot-changed' then left(e.details->>'startTime', 5) end,
        'number', case e.type when 'document-created' then e.details->'number' end)),
      'order-event', e.id, e.created_at
    from order_events e
    join orders o on o.id = e.order_id
    where o.provider_id = ${providerId}
      and e.id > coalesce(
        (select max(source_id) from notifications where provider_id = ${providerId} and source = 'order-event'),
        (select max(id) from order_events)) - ${LATE_COMMIT_IDS}
      and (e.type in ('created', 'requested', 'confirmed', 'cancelled', 'slot-changed', 'date-changed')
        or (e.type = 'document-created' and e.details->>'docType' in ('receipt', 'invoice', 'invoice-receipt')))
    on conflict (source, source_id) do nothing`);
  await tx.execute(sql`
    insert into notifications (provider_id, event, order_id, actor_user_id, details, source, source_id, created_at)
    select m.provider_id, 'chat-message', m.order_id, null, jsonb_build_object('text', left(m.message, 200)), 'order-message', m.id, m.created_at
    from order_messages m
    where m.provider_id = ${providerId} and m.direction = 'in'
      and m.id > coalesce(
        (select max(source_id) from notifications where provider_id = ${providerId} and source = 'order-message'),
        (select max(id) from order_messages)) - ${LATE_COMMIT_IDS}
    on conflict (source, source_id) do nothing`);
  await tx.execute(sql`
    insert into notifications (provider_id, event, order_id, actor_user_id, details, source, source_id, created_at)
    select c.provider_id, 'index-chat', null, null, jsonb_build_object('text', left(c.message, 200)), 'chat-message', c.id, c.created_at
    from chat_messages c
    where c.provider_id = ${providerId} and c.direction = 'in'
      and c.id > coalesce(
        (select max(source_id) from notifications where provider_id = ${providerId} and source = 'chat-message'),
        (select max(id) from chat_messages)) - ${LATE_COMMIT_IDS}
    on conflict (source, source_id) do nothing`);
}

export const FEED_PAGE_SIZE = 20;
const NEW_SINCE_LIMIT = 100;

/** A user's feed: the provider's notifications not caused by the user. */
const feedOf = (providerId: number, userId: number): SQL =>
  and(eq(notifications.providerId, providerId), or(isNull(notifications.actorUserId), ne(notifications.actorUserId, userId)))!;

/** Read for the user: up to the "mark all" mark, or marked one at a time (R-MSG-9). */
const readFor = (userId: number): SQL =>
  sql<boolean>`(${notifications.id} <= coalesce((select ${notificationReadMarks.readUpToId} from ${notificationReadMarks} where ${notificationReadMarks.userId} = ${userId}), 0)
    or exists (select 1 from ${notificationReads} where ${notificationReads.userId} = ${userId} and ${notificationReads.notificationId} = ${notifications.id}))`;

/** C004: the newest page, the page before fromId, or what came after lastId; newest first, with the user's unread count. */
export async function notificationFeed(tx: Tx, providerId: number, userId: number, at: { lastId?: number | null; fromId?: number | null }) {
  const where = [feedOf(providerId, userId)];
  if (at.lastId) where.push(gt(notifications.id, at.lastId));
  if (at.fromId) where.push(lt(notifications.id, at.fromId));
  const limit = at.lastId ? NEW_SINCE_LIMIT : FEED_PAGE_SIZE;
  const rows = await tx
    .select({
      id: notifications.id,
      event: notifications.event,
      createdAt: notifications.createdAt,
      read: readFor(userId).mapWith(Boolean),
      orderId: notifications.orderId,
      orderNumber: orders.orderNumber,
      leadCustomer: orders.leadCustomer,
      details: notifications.details,
    })
    .from(notifications)
    .leftJoin(orders, eq(orders.id, notifications.orderId))
    .where(and(...where))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  return { items: rows.slice(0, limit), more: rows.length > limit, unread: await unreadCount(tx, providerId, userId) };
}

export async function unreadCount(tx: Tx, providerId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(feedOf(providerId, userId), sql`not ${readFor(userId)}`));
  return row?.n ?? 0;
}

/** Whether the notification is in this user's feed (another provider's is not found). */
export async function inFeed(tx: Tx, providerId: number, userId: number, notificationId: number): Promise<boolean> {
  const [row] = await tx.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.id, notificationId), feedOf(providerId, userId)));
  return row !== undefined;
}

/** R-MSG-9: one notification read. */
export async function markOneRead(tx: Tx, userId: number, notificationId: number): Promise<void> {
  await tx.insert(notificationReads).values({ userId, notificationId }).onConflictDoNothing();
}

/** R-MSG-9: everything in the provider's feed so far read; the single marks below it are no longer needed. */
export async function markAllRead(tx: Tx, providerId: number, userId: number): Promise<void> {
  const [newest] = await tx.select({ id: sql<number | null>`max(${notifications.id})` }).from(notifications).where(eq(notifications.providerId, providerId));
  if (!newest?.id) return;
  const upTo = newest.id;
  await tx
    .insert(notificationReadMarks)
    .values({ userId, readUpToId: upTo })
    .onConflictDoUpdate({ target: notificationReadMarks.userId, set: { readUpToId: sql`greatest(${notificationReadMarks.readUpToId}, ${upTo})` } });
  await tx.delete(notificationReads).where(and(eq(notificationReads.userId, userId), lt(notificationReads.notificationId, upTo + 1)));
}

