import { addDays, instantToLocal, localToInstant } from '@pos/shared/calendar/index';
import { notFound } from '@pos/shared/errors';
import type { TodayDashboard } from '@pos/shared/api/dashboard';
import type { Db, Tx } from '../../db/client';
import { isTimeZoneName } from '../provider';
import { loadAvailability } from '../calendar/load-availability';
import { confirmedOrderFigures, figure, paymentFigures, reportProvider } from '../reports/dashboard-repo';
import type { ReportRange } from '../reports/report-range';
import { firstScansOf, ticketsOfOrders } from '../tickets/ticket-repo';
import { conflictCount, ordersArrivingOn, ordersOnRequest, productNames, stationsWithReports } from './today-repo';

/**
 * A station is online when it pushed or pulled within this many minutes (it syncs every 30 s while it
 * can), or within twice its own sync interval when it reported a longer one (issue 18: a site with
 * SYNC_INTERVAL_MS of 10 minutes is not offline between two rounds): one missed round is not offline.
 */
export const STATION_ONLINE_MINUTES = 3;

/** The minutes within which a station's last sync counts as online: twice its reported interval, at least STATION_ONLINE_MINUTES. */
export function onlineWindowMinutes(syncIntervalMs: number | null): number {
  return Math.max(STATION_ONLINE_MINUTES, syncIntervalMs ? Math.ceil((2 * syncIntervalMs) / 60_000) : 0);
}
/** The provider's zone when its settings name none. */
const FALLBACK_ZONE = 'Asia/Jerusalem';
const UPCOMING_SLOTS = 12;
const NEWEST_ON_REQUEST = 5;

type Compared = { today: number; lastWeek: number };

/** Rows of two periods merged by key: each key once, with its figure in both (0 where it had none). */
function compare<R extends { value: number }, K extends Record<string, number>>(today: R[], lastWeek: R[], keyOf: (row: R) => K): (K & Compared)[] {
  const merged = new Map<string, K & Compared>();
  const add = (rows: R[], which: keyof Compared) => {
    for (const row of rows) {
      const key = keyOf(row);
      const id = JSON.stringify(key);
      const entry: K & Compared = merged.get(id) ?? { ...key, today: 0, lastWeek: 0 };
      entry[which] += row.value;
      merged.set(id, entry);
    }
  };
  add(today, 'today');
  add(lastWeek, 'lastWeek');
  return [...merged.values()];
}

/** Sales of a period (the reports' rules: confirmed orders by create date, receipts' payments net of refunds). */
async function salesOf(tx: Tx, providerId: number, range: ReportRange) {
  const [orderRows, payments] = [await confirmedOrderFigures(tx, providerId, range), await paymentFigures(tx, providerId, range)];
  return {
    totals: orderRows.filter((r) => r.g === 3).map((r) => ({ currencyId: r.currency_id, value: figure(r.total), orders: r.orders })),
    byChannel: orderRows.filter((r) => r.g === 2).map((r) => ({ channelId: r.channel_id!, currencyId: r.currency_id, value: figure(r.total) })),
    byPaymentMethod: payments.map((p) => ({ method: p.method, currencyId: p.currency_id, value: figure(p.amount) })),
  };
}

/** People expected today (the tickets of today's confirmed orders) and checked in: scanned at a gate, or the whole order marked Arrived in the office. */
async function arrivalsOn(tx: Tx, providerId: number, date: string): Promise<TodayDashboard['arrivals']> {
  const arriving = await ordersArrivingOn(tx, providerId, date);
  const tickets = await ticketsOfOrders(tx, arriving);
  const scans = await firstScansOf(
    tx,
    providerId,
    arriving.map((o) => o.id),
  );
  let expected = 0;
  let checkedIn = 0;
  for (const order of arriving) {
    for (const ticket of (tickets.get(order.id) ?? []).filter((t) => t.date === date)) {
      expected += ticket.quantity;
      if (order.arrivalConfirmation === 'Arrived' || scans.has(ticket.code)) checkedIn += ticket.quantity;
    }
  }
  return { expected, checkedIn };
}

async function upcomingSlots(tx: Tx, providerId: number, date: string, now: Date): Promise<TodayDashboard['upcomingSlots']> {
  const loaded = await loadAvailability(tx, providerId, { from: date, to: date }, now);
  const upcoming = loaded.slots
    .filter((o) => !o.past)
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.slotId - b.slotId)
    .slice(0, UPCOMING_SLOTS);
  const names = await productNames(tx, providerId, [...new Set(upcoming.map((o) => o.productId))]);
  return upcoming.map((o) => ({
    slotId: o.slotId,
    productId: o.productId,
    productName: names.get(o.productId) ?? '',
    startTime: o.startTime.slice(0, 5),
    endTime: o.endTime.slice(0, 5),
    sold: o.sold,
    limit: o.limit,
    left: o.available,
    stopped: o.stopped,
  }));
}

const leadName = (c: { firstName?: string; lastName?: string; groupName?: string }) => [c.firstName, c.lastName].filter(Boolean).join(' ') || c.groupName || '';

/**
 * GET dashboard/today (README.md): the provider's today in its own zone, sales against the same
 * weekday last week up to the same time of day, arrivals, the slots still to start, orders waiting
 * on request, sync conflicts and the stations. All but the slots are read in one read-only snapshot, so they agree.
 */
export async function todayDashboard(db: Db, providerId: number, now = new Date()): Promise<TodayDashboard> {
  const provider = await reportProvider(db, providerId);
  if (!provider) throw notFound('Provider');
  const timezone = provider.timezone && isTimeZoneName(provider.timezone) ? provider.timezone : FALLBACK_ZONE;
  const local = instantToLocal(now, timezone);
  const weekAgo = addDays(local.date, -7);
  const today: ReportRange = { from: local.date, to: local.date, timezone, start: localToInstant(local.date, '00:00:00', timezone), end: localToInstant(addDays(local.date, 1), '00:00:00', timezone) };
  const lastWeek: ReportRange = { from: weekAgo, to: weekAgo, timezone, start: localToInstant(weekAgo, '00:00:00', timezone), end: localToInstant(weekAgo, local.time, timezone) };

  // The calendar's read runs its queries side by side: on the pool, not inside the snapshot's one connection.
  const slots = await upcomingSlots(db, providerId, local.date, now);
  return db.transaction(
    async (tx) => {
      const [salesToday, salesLastWeek] = [await salesOf(tx, providerId, today), await salesOf(tx, providerId, lastWeek)];
      const arrivals = await arrivalsOn(tx, providerId, local.date);
      const onRequest = await ordersOnRequest(tx, providerId, NEWEST_ON_REQUEST);
      const conflicts = await conflictCount(tx, providerId);
      const stationRows = await stationsWithReports(tx, providerId);
      const ordersOf = (rows: { currencyId: number; orders: number }[], currencyId: number) => rows.find((r) => r.currencyId === currencyId)?.orders ?? 0;
      return {
        date: local.date,
        timezone,
        now: now.toISOString(),
        lastWeek: { date: weekAgo, until: lastWeek.end.toISOString() },
        localCurrencyId: provider.currencyId,
        sales: {
          totals: compare(salesToday.totals, salesLastWeek.totals, (r) => ({ currencyId: r.currencyId }))
            .map((r) => ({ ...r, ordersToday: ordersOf(salesToday.totals, r.currencyId), ordersLastWeek: ordersOf(salesLastWeek.totals, r.currencyId) }))
            .sort((a, b) => a.currencyId - b.currencyId),
          byChannel: compare(salesToday.byChannel, salesLastWeek.byChannel, (r) => ({ channelId: r.channelId, currencyId: r.currencyId })).sort(
            (a, b) => a.currencyId - b.currencyId || a.channelId - b.channelId,
          ),
          byPaymentMethod: compare(salesToday.byPaymentMethod, salesLastWeek.byPaymentMethod, (r) => ({ method: r.method, currencyId: r.currencyId })).sort(
            (a, b) => a.currencyId - b.currencyId || a.method - b.method,
          ),
        },
        arrivals,
        upcomingSlots: slots,
        onRequest: {
          count: onRequest.count,
          newest: onRequest.rows.map((r) => ({ orderId: r.orderId, orderNumber: r.orderNumber, createDate: r.createDate.toISOString(), leadName: leadName(r.leadCustomer), totalToPay: r.totalToPay, currencyId: r.currencyId })),
        },
        conflicts: { count: conflicts },
        onlineWithinMinutes: STATION_ONLINE_MINUTES,
        stations: stationRows.map((s) => ({
          id: s.id,
          number: s.number,
          name: s.name,
          online: s.lastSyncAt !== null && s.lastSyncAt.getTime() >= now.getTime() - onlineWindowMinutes(s.syncIntervalMs) * 60_000,
          onlineWithinMinutes: onlineWindowMinutes(s.syncIntervalMs),
          lastSyncAt: s.lastSyncAt?.toISOString() ?? null,
          unsynced: s.outboxSize,
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
