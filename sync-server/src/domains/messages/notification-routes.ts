import { fieldError, notFound } from '@pos/shared/errors';
import { MarkReadBody, MarkReadResult, NotificationFeed, NotificationsBody, type NotificationEvent } from '@pos/shared/api/messages-notifications';
import { leadCustomerName } from '@pos/shared/orders/lead-customer';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { catchUpNotifications, inFeed, markAllRead, markOneRead, notificationFeed, unreadCount } from './notifications-repo';

const tags = ['notifications'];
/** Every user of a provider has the feed: it tells of the provider's orders (R-MSG-8). */
const anyUser = { access: 'user' as const };

/** The notifications feed (C004) and marking read (C005, R-MSG-9). */
export default async function notificationRoutes(app: App): Promise<void> {
  app.post('/notifications', { config: anyUser, schema: { tags, body: NotificationsBody, response: { 200: Data(NotificationFeed) } } }, async (request) => {
    const { providerId, userId } = actorOf(request);
    await catchUpNotifications(app.db, providerId);
    const feed = await notificationFeed(app.db, providerId, userId, request.body);
    return {
      data: {
        ...feed,
        items: feed.items.map(({ leadCustomer, details, ...n }) => ({
          ...n,
          event: n.event as NotificationEvent,
          createdAt: n.createdAt.toISOString(),
          orderNumber: n.orderNumber ?? null,
          customerName: leadCustomer ? leadCustomerName(leadCustomer) || null : null,
          details: details as Record<string, string | number>,
        })),
      },
    };
  });

  app.post('/notification-mark-as-readed', { config: anyUser, schema: { tags, body: MarkReadBody, response: { 200: Data(MarkReadResult) } } }, async (request) => {
    const { providerId, userId } = actorOf(request);
    const { notificationId, markAll } = request.body;
    if (!markAll && !notificationId) throw fieldError('notificationId', 'Name a notification, or mark all.', 'notification-or-all');
    await app.db.transaction(async (tx) => {
      if (markAll) return markAllRead(tx, providerId, userId);
      if (!(await inFeed(tx, providerId, userId, notificationId!))) throw notFound('Notification');
      return markOneRead(tx, userId, notificationId!);
    });
    return { data: { unread: await unreadCount(app.db, providerId, userId) } };
  });
}
