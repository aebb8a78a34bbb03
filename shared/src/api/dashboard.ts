import { Type, type Static } from 'typebox';

const Int = Type.Integer();
/** Money: integer minor units of the row's currency. */
const Minor = Type.Integer({ description: 'minor units' });
const Instant = Type.String({ description: 'ISO 8601 instant' });

/** One figure today and on the same weekday last week, up to the same time of day. */
const Compared = { today: Minor, lastWeek: Minor };

/**
 * GET dashboard/today: the provider's day at a glance (issue 18, the back office's Today page).
 * "Today" is the provider's local day in its time zone (Asia/Jerusalem when it has none).
 */
export const TodayDashboard = Type.Object({
  date: Type.String({ description: 'today, local date in the provider zone' }),
  timezone: Type.String(),
  now: Instant,
  /** The same weekday last week, and the instant its figures stop (the same local time as now). */
  lastWeek: Type.Object({ date: Type.String(), until: Instant }),
  localCurrencyId: Int,
  sales: Type.Object({
    /** Confirmed (OK) orders made today, per currency: their total to pay and how many. */
    totals: Type.Array(Type.Object({ currencyId: Int, ...Compared, ordersToday: Int, ordersLastWeek: Int })),
    /** The same orders by sales channel (Direct 1, B2C 2, Cashier 3, Index 4). */
    byChannel: Type.Array(Type.Object({ channelId: Int, currencyId: Int, ...Compared })),
    /** Payments of the receipts issued today (net of refunds), by method (Cash 1, Check 2, CreditCard 4, BankTransfer 8) in the payment's currency. */
    byPaymentMethod: Type.Array(Type.Object({ method: Int, currencyId: Int, ...Compared })),
  }),
  /** People admitted today: the tickets of today's confirmed orders, and how many of them were checked in. */
  arrivals: Type.Object({ expected: Int, checkedIn: Int }),
  /** Today's slots that have not started yet, by start time (at most 12). */
  upcomingSlots: Type.Array(
    Type.Object({
      slotId: Int,
      productId: Int,
      productName: Type.String(),
      startTime: Type.String(),
      endTime: Type.String(),
      sold: Int,
      /** null: unlimited. */
      limit: Type.Union([Int, Type.Null()]),
      left: Type.Union([Int, Type.Null()]),
      stopped: Type.Boolean(),
    }),
  ),
  /** Orders on request (RQ) waiting for the provider's answer: how many, and the newest few. */
  onRequest: Type.Object({
    count: Int,
    newest: Type.Array(Type.Object({ orderId: Int, orderNumber: Int, createDate: Instant, leadName: Type.String(), totalToPay: Minor, currencyId: Int })),
  }),
  /** Orders offline sync flagged (the sync-conflicts list). */
  conflicts: Type.Object({ count: Int }),
  /** A station is online when it pushed or pulled within this many minutes (or within twice its own longer sync interval). */
  onlineWithinMinutes: Int,
  /** The provider's paired stations, not revoked. */
  stations: Type.Array(
    Type.Object({
      id: Int,
      number: Int,
      name: Type.String(),
      online: Type.Boolean(),
      /** Issue 18: this station's window: twice the sync interval it reported, at least onlineWithinMinutes. */
      onlineWithinMinutes: Int,
      lastSyncAt: Type.Union([Instant, Type.Null()]),
      /** Operations waiting in its outbox when it last synced; null: it never said. */
      unsynced: Type.Union([Int, Type.Null()]),
    }),
  ),
});
export type TodayDashboard = Static<typeof TodayDashboard>;
