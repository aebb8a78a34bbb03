import { AppError } from '@pos/shared/errors';
import type { StationContext } from '../context';
import { replica } from '../catalogue/replica';
import { getSetting } from '../settings/settings-store';
import { cashierView, type CashierView } from '../session/session-handlers';
import { openShift } from '../shifts/shift-store';
import { outboxCounts } from '../sync/outbox';
import { outboxRows, receiptDays } from './status-store';
import { LOW_RECEIPT_NUMBERS, receiptNumbers, type ReceiptNumbers } from '../sales/receipt-numbers';
import { SimulatedTerminal, type SimulatedAnswer } from '../payments/terminal-simulator';
import type { ShiftView } from '../shifts/shift-handlers';
import { activeSimulators } from '../settings/simulators';

export interface StationStatus {
  paired: boolean;
  station: { id: number; name: string; number: number } | null;
  providerName: string | null;
  serverUrl: string | null;
  online: boolean;
  syncing: boolean;
  /** The server refused the station (revoked): nothing syncs until it is paired again. */
  refused: { code: string; message: string } | null;
  lastError: string | null;
  lastSyncAt: string | null;
  /** Operations waiting to be sent. */
  pending: number;
  /** Operations the server refused in the last day, with a reason the cashier can read (outbox-list). */
  rejected: number;
  /** Operations the server applied with a conflict flag in the last day (the POS sync screen, F11). */
  conflicts: number;
  /** A first sync under way: changes left and applied. */
  progress: { remaining: number; applied: number } | null;
  language: string;
  currencyId: number;
  user: CashierView | null;
  shift: ShiftView | null;
  receiptNumbers: ReceiptNumbers;
  /**
   * Whether the receipt numbers left cover the rest of the day: `need` is the station's busiest day
   * (last 30 days) less what it issued today, at least LOW_RECEIPT_NUMBERS. Short: the POS warns in
   * the status bar (docs/decisions/receipt-number-blocks.md).
   */
  numbersForTheDay: { left: number; need: number; short: boolean };
  /** External systems simulated (card here, vouchers at the server...): the POS shows a banner. */
  simulators: string[];
  /** The provider's time zone (replicated): every time the POS shows is in it, not the browser's. */
  timeZone: string;
  /** What failed at start-up, by code (printing-not-started). */
  problems: string[];
  /** Issue 18: the provider's first day of the week (SUN..SAT, replicated) the date pickers start on. */
  firstDayOfWeek: string;
  /** Issue 16: idle minutes before the POS locks back to the PIN screen (provider setting); 0 never. */
  autoLockMinutes: number;
}

/** What the POS status bar shows at all times: online or not, operations waiting, the shift and the cashier. */
export function status(ctx: StationContext): StationStatus {
  const station = replica.station(ctx.db);
  const provider = replica.provider(ctx.db);
  const userId = ctx.session.userId;
  const user = userId !== null ? replica.user(ctx.db, userId) : null;
  const shift = openShift(ctx.db);
  const counts = outboxCounts(ctx.db, ctx.clock());
  const numbers = receiptNumbers(ctx.db);
  const days = receiptDays(ctx.db, ctx.clock());
  const need = Math.max(LOW_RECEIPT_NUMBERS, days.busiest - days.today);
  return {
    paired: getSetting(ctx.db, 'token') !== undefined,
    station: station ? { id: station.id, name: station.name, number: station.number } : null,
    providerName: provider?.name ?? null,
    serverUrl: getSetting(ctx.db, 'serverUrl') ?? null,
    online: ctx.sync.state.online,
    syncing: ctx.sync.state.syncing,
    refused: ctx.sync.state.refused,
    lastError: ctx.sync.state.lastError,
    lastSyncAt: getSetting(ctx.db, 'lastSyncAt') ?? null,
    pending: counts.pending,
    rejected: counts.rejected,
    conflicts: counts.conflicts,
    progress: ctx.sync.state.progress,
    language: user?.language ?? getSetting(ctx.db, 'language') ?? provider?.language ?? 'he-IL',
    currencyId: provider?.currencyId ?? 1,
    user: user ? cashierView(user) : null,
    shift: shift ? { uuid: shift.uuid, userId: shift.userId, openedAt: shift.openedAt, openedOn: shift.openedOn, openingBalance: shift.openingBalance, closedAt: null } : null,
    receiptNumbers: numbers,
    numbersForTheDay: { left: numbers.left, need, short: numbers.left < need },
    simulators: activeSimulators(ctx),
    timeZone: provider?.timezone ?? 'Asia/Jerusalem',
    problems: ctx.problems ?? [],
    firstDayOfWeek: provider?.firstDayOfWeek ?? 'SUN',
    autoLockMinutes: provider?.autoLockMinutes ?? 0,
  };
}

export type OutboxStatus = 'pending' | 'applied' | 'conflict' | 'rejected';

export interface OutboxEntry {
  seq: number;
  type: string;
  status: string;
  stationClock: string;
  ackedAt: string | null;
  /** For a refused operation: why, in words the cashier can read. */
  reason: { code: string; message: string } | null;
  flags: string[];
  /** The server's order number, once it applied a sale or an order's payment. */
  orderNumber: number | null;
}

export function statusHandlers(ctx: StationContext) {
  return {
    status: (_args: Record<string, never> = {}) => status(ctx),
    /** The window saw the network come back (navigator's online event, resume): probe now. */
    'network-changed': (_args: Record<string, never> = {}) => {
      ctx.sync.networkChanged();
      return { ok: true as const };
    },
    'sync-now': async (_args: Record<string, never> = {}) => {
      await ctx.sync.syncNow();
      return status(ctx);
    },
    /** The outbox, newest first; `statuses` picks what the cashier must see (conflict and rejected on the sync screen). */
    'outbox-list': (args: { status?: OutboxStatus; statuses?: OutboxStatus[]; limit?: number } = {}): OutboxEntry[] => {
      const statuses = args.statuses ?? (args.status ? [args.status] : null);
      const rows = outboxRows(ctx.db, statuses, Math.min(Math.max(args.limit ?? 50, 1), 500));
      return rows.map(({ result, ...r }) => {
        const parsed = result ? (JSON.parse(result) as { reason?: { code: string; message: string }; flags?: string[]; data?: { orderNumber?: number } }) : null;
        return { ...r, reason: parsed?.reason ?? null, flags: parsed?.flags ?? [], orderNumber: parsed?.data?.orderNumber ?? null };
      });
    },
    /** Tests and demos: what the simulated card terminal answers next (spec 002 §8.7 codes). */
    'terminal-simulate': (args: { answers: SimulatedAnswer[]; always?: boolean }): true => {
      if (!(ctx.terminal instanceof SimulatedTerminal)) throw new AppError('unprocessable', 'terminal-not-simulated', 'The payment terminal is not the simulator.');
      if (args.always) ctx.terminal.setDefault(args.answers[0] ?? { code: '000' });
      else ctx.terminal.answerNext(...(args.answers ?? []));
      return true;
    },
  };
}
