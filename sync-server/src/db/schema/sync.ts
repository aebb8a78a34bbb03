import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';
import { orders } from './orders';

/**
 * A cashier station (spec 001 §3 Cashier station): made in the back office with a one-time pairing
 * code; pairing stores only the SHA-256 of the station's bearer token. A revoked station is refused
 * by every /sync route; its shifts, orders and receipts stay.
 */
export const stations = pgTable(
  'stations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    /** 1, 2, ... per provider: printed on receipts. */
    number: integer('number').notNull(),
    name: text('name').notNull(),
    cashierIdentifier: text('cashier_identifier').notNull(),
    /** The device GUID the station paired from. */
    deviceId: text('device_id'),
    /** connected (paired, not revoked) or disconnected (R-CASH-5). */
    status: text('status').notNull().default('disconnected'),
    tokenHash: text('token_hash'),
    pairingCodeHash: text('pairing_code_hash'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** How many receipt numbers one block holds (refilled when a station runs low). */
    receiptBlockSize: integer('receipt_block_size').notNull().default(50),
    /** The station sequence number of the last operation applied (pushes arrive in order, without gaps). */
    lastOpSeq: bigint('last_op_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stations_provider_number').on(t.providerId, t.number),
    uniqueIndex('stations_token').on(t.tokenHash),
    uniqueIndex('stations_pairing_code').on(t.pairingCodeHash),
  ],
);

/**
 * What each station last reported when it synced (issue 18, the back office's Today page): the
 * operations waiting in its outbox, and when. Kept beside the station row, not on it: the stations
 * table is streamed to the station (change capture), so a write on every sync would announce a
 * change each time and send the station pulling again at once.
 */
export const stationSyncReports = pgTable('station_sync_reports', {
  stationId: integer('station_id')
    .primaryKey()
    .references(() => stations.id),
  providerId: integer('provider_id')
    .notNull()
    .references(() => providers.id),
  /** Operations in the station's outbox not yet sent (its own count when it pushed or pulled); null: it never said (an older station). */
  outboxSize: integer('outbox_size'),
  /** The station's last push or pull (a ping is not a sync). */
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }).notNull(),
  /** Issue 18: the station's own time between full sync rounds (its SYNC_INTERVAL_MS); null: it never said. */
  syncIntervalMs: integer('sync_interval_ms'),
});

/** The one sequence every change a station pulls is numbered from (docs/decisions/sync-protocol.md). */
export const changeSeq = pgSequence('change_seq');

/**
 * Rows of streamed tables changed by committed or running transactions, appended by the triggers of
 * migration 0001_sync_triggers; the sequencer moves committed ones into change_log under a lock, so
 * sequence numbers follow commit order.
 */
export const changeQueue = pgTable('change_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  providerId: integer('provider_id').notNull(),
  stream: text('stream').notNull(),
  key: text('key').notNull(),
  /** Set for rows only one station receives (its settings, its number blocks). */
  stationId: integer('station_id'),
});

/** The last change of every streamed row: a station pulls `seq > checkpoint` per stream. */
export const changeLog = pgTable(
  'change_log',
  {
    stream: text('stream').notNull(),
    key: text('key').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    providerId: integer('provider_id').notNull(),
    stationId: integer('station_id'),
  },
  (t) => [primaryKey({ columns: [t.stream, t.key] }), index('change_log_provider_stream_seq').on(t.providerId, t.stream, t.seq)],
);

/** Every operation a station pushed, by its UUID: applied once, answered the same way forever after. */
export const processedOps = pgTable(
  'processed_ops',
  {
    uuid: uuid('uuid').primaryKey(),
    stationId: integer('station_id').notNull().references(() => stations.id),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    /** The answer sent: applied, conflict or rejected, with flags or reason. */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    stationClock: timestamp('station_clock', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('processed_ops_station_seq').on(t.stationId, t.seq)],
);

/** A cashier shift (spec 001 §3 Shift): opened and closed at a station, pushed as operations. */
export const shifts = pgTable(
  'shifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    stationId: integer('station_id').notNull().references(() => stations.id),
    uuid: uuid('uuid').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    /** [{currencyId, amount}] in minor units. */
    openingBalance: jsonb('opening_balance').$type<{ currencyId: number; amount: number }[]>().notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id),
    /** Per currency: counted by denomination, expected, difference (minor units). */
    closing: jsonb('closing').$type<Record<string, unknown>>(),
    balanceDescription: text('balance_description'),
    managerApproved: boolean('manager_approved').notNull().default(false),
    /** The Z report the station printed. */
    report: jsonb('report').$type<Record<string, unknown>>(),
  },
  (t) => [uniqueIndex('shifts_uuid').on(t.uuid), index('shifts_station').on(t.stationId)],
);

/** Issue 16: cash put into (float top-up) or taken out of (safe drop) a shift's drawer, pushed as a `cash-movement` operation. */
export const shiftCashMovements = pgTable(
  'shift_cash_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    stationId: integer('station_id').notNull().references(() => stations.id),
    uuid: uuid('uuid').notNull(),
    shiftUuid: uuid('shift_uuid').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    /** 'in' or 'out'. */
    kind: text('kind').notNull(),
    currencyId: integer('currency_id').notNull(),
    /** Positive minor units. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('shift_cash_movements_uuid').on(t.uuid), index('shift_cash_movements_shift').on(t.providerId, t.shiftUuid)],
);

/**
 * A ticket (or a whole order) admitted at a station, pushed as a `ticket-scan` operation. The first
 * scan of a code stands; a later scan of the same code from any station is kept with `duplicateOf`
 * (the first scan's id) and flags the order `ticket-scanned-twice`.
 */
export const ticketScans = pgTable(
  'ticket_scans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    /** A ticket's code (`<uuid>.<n>`). A scan of the order's uuid writes one row per ticket. */
    ticketCode: text('ticket_code').notNull(),
    stationId: integer('station_id').references(() => stations.id),
    userId: integer('user_id').references(() => users.id),
    /** The station's clock when scanned. */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    /** The scan operation's uuid. */
    scanUuid: uuid('scan_uuid').notNull(),
    duplicateOf: integer('duplicate_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_scans_order').on(t.orderId),
    index('ticket_scans_code').on(t.providerId, t.ticketCode),
    // One first scan per code: a second insert without duplicateOf fails, so concurrent pushes cannot both be first.
    uniqueIndex('ticket_scans_first').on(t.providerId, t.ticketCode).where(sql`${t.duplicateOf} is null`),
  ],
);
