import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Button } from '../../ui/components';
import { formatDate, formatDateTime } from '../../ui/format';
import { navigate } from '../../ui/router';
import { mergeNotifications, type NotificationItem as Item } from './notification-feed';
import './messages.css';

/** How often the bell asks for what is new (C004 with lastId). */
export const NOTIFICATION_POLL_MS = 30_000;

/** A name in another script stays whole inside a sentence of either direction (Unicode isolates). */
const isolate = (value: string) => (value ? `\u2068${value}\u2069` : '');

/**
 * The bell in the back office's header: the provider's notifications feed (C004; the events of
 * R-MSG-8), its unread count, each one opened (its order) and marked read, or all of them (R-MSG-9).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[]>([]);
  const [unread, setUnread] = useState(0);
  const [more, setMore] = useState(false);
  const [open, setOpen] = useState(false);
  const newest = useRef<number | null>(null);
  const root = useRef<HTMLDivElement>(null);

  const take = useCallback((incoming: Item[], count: number) => {
    setItems((held) => {
      const next = mergeNotifications(held, incoming);
      newest.current = next[0]?.id ?? newest.current;
      return next;
    });
    setUnread(count);
  }, []);

  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      const first = newest.current === null;
      const result = await call('POST /api/notifications', { body: first ? {} : { lastId: newest.current }, quiet: true });
      if (stopped || !result.ok) return;
      take(result.data.items, result.data.unread);
      if (first) setMore(result.data.more);
    };
    void poll();
    const timer = setInterval(() => void poll(), NOTIFICATION_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [take]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onDown = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('mousedown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('mousedown', onDown);
    };
  }, [open]);

  const markRead = async (body: { notificationId: number } | { markAll: true }) => {
    const result = await call('POST /api/notification-mark-as-readed', { body, quiet: true });
    if (!result.ok) return;
    setUnread(result.data.unread);
    setItems((held) => held.map((n) => ('markAll' in body || n.id === body.notificationId ? { ...n, read: true } : n)));
  };

  const openItem = (n: Item) => {
    if (!n.read) void markRead({ notificationId: n.id });
    if (n.orderId) {
      setOpen(false);
      navigate(`/order/${n.orderId}`);
    }
  };

  const older = async () => {
    const last = items.at(-1);
    if (!last) return;
    const result = await call('POST /api/notifications', { body: { fromId: last.id } });
    if (!result.ok) return;
    take(result.data.items, result.data.unread);
    setMore(result.data.more);
  };

  const text = (n: Item) =>
    t(`notifications.events.${n.event}`, {
      number: n.orderNumber ?? '',
      name: isolate(n.customerName ?? ''),
      status: n.details.status ? t(`orders.statuses.${n.details.status}`, { defaultValue: n.details.status }) : '',
      date: n.details.date ? formatDate(n.details.date) : '',
      time: n.details.time ?? '',
      document: n.details.number ?? '',
    });

  return (
    <div className="notification-bell" ref={root}>
      <button
        type="button"
        className="notification-bell-button"
        aria-label={unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        aria-expanded={open}
        data-unread={unread}
        onClick={() => setOpen(!open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {unread ? (
          <span className="notification-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section className="notification-panel" role="region" aria-label={t('notifications.title')}>
          <header>
            <strong>{t('notifications.title')}</strong>
            {unread ? (
              <Button kind="link" onClick={() => void markRead({ markAll: true })}>
                {t('notifications.markAll')}
              </Button>
            ) : null}
          </header>
          {items.length === 0 ? <p className="muted notification-empty">{t('notifications.none')}</p> : null}
          <ul>
            {items.map((n) => (
              <li key={n.id} className={n.read ? undefined : 'unread'} data-notification={n.event}>
                <button type="button" className="notification-text link-like" onClick={() => openItem(n)}>
                  <span>{text(n)}</span>
                  {n.details.text ? (
                    <span className="notification-quote" dir="auto">
                      {n.details.text}
                    </span>
                  ) : null}
                  <small className="muted">{formatDateTime(n.createdAt)}</small>
                </button>
                {n.read ? null : (
                  <Button kind="link" aria-label={t('notifications.markOneNamed', { text: text(n) })} onClick={() => void markRead({ notificationId: n.id })}>
                    {t('notifications.markOne')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {more ? (
            <div className="notification-more">
              <Button kind="link" onClick={() => void older()}>
                {t('notifications.older')}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
