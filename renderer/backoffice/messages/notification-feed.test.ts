import { describe, expect, it } from 'vitest';
import { mergeNotifications, type NotificationItem } from './notification-feed';

const n = (id: number, read = false): NotificationItem => ({ id, event: 'new-order', createdAt: '2026-11-24T08:00:00Z', read, orderId: id, orderNumber: id, customerName: null, details: {} });

describe('mergeNotifications (C004)', () => {
  it('keeps the feed newest first with each notification once, the newer copy winning', () => {
    const merged = mergeNotifications([n(3), n(2)], [n(5), n(3, true)]);
    expect(merged.map((x) => x.id)).toEqual([5, 3, 2]);
    expect(merged.find((x) => x.id === 3)?.read).toBe(true);
    expect(mergeNotifications([n(9)], [n(1)]).map((x) => x.id)).toEqual([9, 1]);
  });
});
