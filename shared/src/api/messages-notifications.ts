import { Type } from 'typebox';
import { Id, OneOf, OrNull } from './primitives';

/**
 * R-MSG-8: the events of the notifications feed (001 §9). Quotes and the index chat are named by the
 * spec; this product has neither yet, so nothing raises them.
 */
export const NOTIFICATION_EVENTS = ['new-order', 'chat-message', 'receipt', 'invoice', 'slot-changed', 'status-changed', 'quote', 'index-chat', 'invoice-receipt'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** C004: without ids, the newest page; lastId: only what came after it (the bell's poll); fromId: the page before it (older). */
export const NotificationsBody = Type.Object({ lastId: Type.Optional(OrNull(Id)), fromId: Type.Optional(OrNull(Id)) });

export const Notification = Type.Object({
  id: Type.Integer(),
  event: OneOf(NOTIFICATION_EVENTS),
  createdAt: Type.String(),
  read: Type.Boolean(),
  orderId: OrNull(Type.Integer()),
  orderNumber: OrNull(Type.Integer()),
  customerName: OrNull(Type.String()),
  /** What changed: the new status (OK, RQ, CN), the new date and time, the document's number, the customer's words. */
  details: Type.Object({
    status: Type.Optional(Type.String()),
    date: Type.Optional(Type.String()),
    time: Type.Optional(Type.String()),
    number: Type.Optional(Type.Integer()),
    text: Type.Optional(Type.String()),
  }),
});

export const NotificationFeed = Type.Object({ items: Type.Array(Notification), unread: Type.Integer(), more: Type.Boolean() });

/** C005, R-MSG-9: one notification (notificationId) or all of them (markAll) marked read. */
export const MarkReadBody = Type.Object({ notificationId: Type.Optional(OrNull(Id)), markAll: Type.Optional(Type.Boolean()) });
export const MarkReadResult = Type.Object({ unread: Type.Integer() });
