import type { Static } from 'typebox';
import type { Notification } from '@pos/shared/api/messages-notifications';

export type NotificationItem = Static<typeof Notification>;

/** Newest first, each id once, the newer copy kept (a poll may repeat what a page already holds). */
export function mergeNotifications(held: readonly NotificationItem[], incoming: readonly NotificationItem[]): NotificationItem[] {
  const byId = new Map<number, NotificationItem>();
  for (const n of [...incoming, ...held]) if (!byId.has(n.id)) byId.set(n.id, n);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}
