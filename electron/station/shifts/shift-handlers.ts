import { randomUUID } from 'node:crypto';
import { AppError, FieldErrorCollector } from '@pos/shared/errors';
import { instantToLocal } from '@pos/shared/calendar/index';
import type { CountedCurrency, MoneyByCurrency, ShiftReport } from '@pos/shared/sync/protocol';
import { Permission } from '@pos/shared/permissions';
import { currentCashier, nowIso, requirePermission, type StationContext } from '../context';
import { replica } from '../catalogue/replica';
import { enqueue } from '../sync/outbox';
import { checkManagerCode } from './manager-code';
import { shiftReport, type StationShiftReport } from './shift-report';
import { insertCashMovement, shiftCashMovements, type CashMovementRecord } from './cash-movement-store';
import { closeShiftRow, insertShift, lastClosedShift, openShift, shiftByUuid, type ShiftRecord } from './shift-store';

export interface ShiftView {
  uuid: string;
  userId: number;
  openedAt: string;
  openedOn: string;
  openingBalance: MoneyByCurrency[];
  closedAt: string | null;
}

export interface OpenShiftArgs {
  openingBalance: MoneyByCurrency[];
}

export interface CountArgs {
  /** Coins and notes counted per currency: face value in minor units and how many. */
  counted: { currencyId: number; denominations: { value: number; count: number }[] }[];
}

export interface CloseShiftArgs extends CountArgs {
  balanceDescription?: string;
  managerCode?: string;
}

export type ManagerCodeReason = 'earlier-shift' | 'difference-over-limit';

export interface ClosePreview {
  shift: ShiftView;
  currencies: CountedCurrency[];
  /** The manager code is needed, and why (R-CASH-2). */
  managerCodeReasons: ManagerCodeReason[];
  differenceLimit: number;
}

export interface CloseResult extends ClosePreview {
  report: StationShiftReport;
}

const view = (s: ShiftRecord): ShiftView => ({ uuid: s.uuid, userId: s.userId, openedAt: s.openedAt, openedOn: s.openedOn, openingBalance: s.openingBalance, closedAt: s.closedAt });

/** The provider's local date now: a shift opened before it is an earlier shift. */
export function localToday(ctx: StationContext): string {
  return instantToLocal(ctx.clock(), replica.provider(ctx.db)?.timezone ?? 'Asia/Jerusalem').date;
}

export function requireOpenShift(ctx: StationContext): ShiftRecord {
  const shift = openShift(ctx.db);
  if (!shift) throw new AppError('unprocessable', 'open-shift-not-found', 'Open shift not found: open a shift first.');
  return shift;
}

function checkMoneyList(list: MoneyByCurrency[], field: string): void {
  const errors = new FieldErrorCollector();
  list.forEach((m, i) => {
    errors.check(Number.isSafeInteger(m.currencyId) && m.currencyId > 0, `${field}[${i}].currencyId`, 'Unknown currency.');
    errors.check(Number.isSafeInteger(m.amount) && m.amount >= 0, `${field}[${i}].amount`, 'The amount must be zero or more.');
  });
  errors.throwIfAny();
}

/** R-CASH-1: opens a shift with its opening balance; not while another is unclosed. */
export function openNewShift(ctx: StationContext, args: OpenShiftArgs): ShiftView {
  const user = currentCashier(ctx);
  const balance = args.openingBalance ?? [];
  checkMoneyList(balance, 'openingBalance');
  const uuid = randomUUID();
  const now = nowIso(ctx);
  const openedOn = localToday(ctx);
  ctx.db.$client.transaction(() => {
    if (openShift(ctx.db)) throw new AppError('unprocessable', 'shift-not-closed', 'The previous shift is not closed: close it before opening a new one.');
    insertShift(ctx.db, { uuid, userId: user.id, openedAt: now, openedOn, openingBalance: balance });
    enqueue(ctx.db, 'shift-open', { shiftUuid: uuid, userId: user.id, openedAt: now, openingBalance: balance }, now);
  })();
  ctx.sync.trigger();
  ctx.events.emit({ type: 'status' });
  return view(shiftByUuid(ctx.db, uuid)!);
}

function countedCurrencies(args: CountArgs, report: ShiftReport): CountedCurrency[] {
  const errors = new FieldErrorCollector();
  const byCurrency = new Map<number, CountedCurrency>();
  for (const e of report.cashExpected) byCurrency.set(e.currencyId, { currencyId: e.currencyId, denominations: [], counted: 0, expected: e.amount, difference: -e.amount });
  (args.counted ?? []).forEach((c, i) => {
    const denominations = c.denominations ?? [];
    denominations.forEach((d, j) => {
      errors.check(Number.isSafeInteger(d.value) && d.value > 0, `counted[${i}].denominations[${j}].value`, 'A face value is above zero.');
      errors.check(Number.isSafeInteger(d.count) && d.count >= 0, `counted[${i}].denominations[${j}].count`, 'A count is zero or more.');
    });
    const entry = byCurrency.get(c.currencyId) ?? { currencyId: c.currencyId, denominations: [], counted: 0, expected: 0, difference: 0 };
    entry.denominations = [...entry.denominations, ...denominations.filter((d) => d.count > 0)];
    entry.counted = entry.denominations.reduce((s, d) => s + d.value * d.count, 0);
    entry.difference = entry.counted - entry.expected;
    byCurrency.set(c.currencyId, entry);
  });
  errors.throwIfAny();
  return [...byCurrency.values()].sort((a, b) => a.currencyId - b.currencyId);
}

function preview(ctx: StationContext, shift: ShiftRecord, args: CountArgs): ClosePreview & { report: StationShiftReport } {
  const report = shiftReport(ctx.db, shift);
  const currencies = countedCurrencies(args, report);
  const limit = replica.provider(ctx.db)?.shiftDifferenceLimit ?? 0;
  const reasons: ManagerCodeReason[] = [];
  if (shift.openedOn < localToday(ctx)) reasons.push('earlier-shift');
  if (currencies.some((c) => Math.abs(c.difference) > limit)) reasons.push('difference-over-limit');
  return { shift: view(shift), currencies, managerCodeReasons: reasons, differenceLimit: limit, report };
}

/** Expected against counted before the close: the POS shows the difference and whether the manager code will be asked. */
export function closePreview(ctx: StationContext, args: CountArgs): ClosePreview {
  currentCashier(ctx);
  const { report: _report, ...rest } = preview(ctx, requireOpenShift(ctx), args);
  return rest;
}

/**
 * Closes the open shift with the cash counted by denomination per currency. Closing an earlier
 * shift, or with a difference over the provider's limit, needs the manager code (R-CASH-2). The
 * Z report is kept with the shift and sent to the server with the close.
 */
export async function closeShift(ctx: StationContext, args: CloseShiftArgs): Promise<CloseResult> {
  const user = currentCashier(ctx);
  const shift = requireOpenShift(ctx);
  const result = preview(ctx, shift, args);
  const needsCode = result.managerCodeReasons.length > 0;
  if (needsCode) {
    if (!args.managerCode) {
      throw new AppError('unprocessable', 'manager-code-required', 'The manager code is needed to close this shift.', { extra: { reasons: result.managerCodeReasons } });
    }
    await checkManagerCode(ctx, args.managerCode);
  }
  const now = nowIso(ctx);
  const description = (args.balanceDescription ?? '').slice(0, 1000);
  ctx.db.$client.transaction(() => {
    const closed = closeShiftRow(ctx.db, shift.uuid, { closedAt: now, closedBy: user.id, counted: result.currencies, balanceDescription: description, managerApproved: needsCode, report: result.report });
    if (!closed) throw new AppError('unprocessable', 'open-shift-not-found', 'Open shift not found.');
    enqueue(ctx.db, 'shift-close', { shiftUuid: shift.uuid, closedBy: user.id, closedAt: now, counted: result.currencies, balanceDescription: description, managerApproved: needsCode, report: result.report }, now);
  })();
  ctx.sync.trigger();
  ctx.events.emit({ type: 'status' });
  return { ...result, shift: view(shiftByUuid(ctx.db, shift.uuid)!) };
}

export interface CashMovementArgs {
  kind: 'in' | 'out';
  currencyId?: number;
  /** Positive minor units. */
  amount: number;
  reason: string;
}

/**
 * Issue 16: cash put into the drawer (float top-up) or taken out (safe drop) during the open shift,
 * with its reason; kept here (works offline) and pushed to the server as a `cash-movement`
 * operation. A cashier's action (permission 28); no more can go out than the drawer should hold.
 */
export function recordCashMovement(ctx: StationContext, args: CashMovementArgs): CashMovementRecord {
  const user = currentCashier(ctx);
  requirePermission(user, Permission.Cashier);
  const shift = requireOpenShift(ctx);
  const currencyId = args.currencyId ?? 1;
  const reason = typeof args.reason === 'string' ? args.reason.trim() : '';
  const errors = new FieldErrorCollector();
  errors.check(args.kind === 'in' || args.kind === 'out', 'kind', 'Cash in or cash out.', 'invalid');
  errors.check(Number.isSafeInteger(currencyId) && currencyId > 0, 'currencyId', 'Unknown currency.', 'invalid');
  errors.check(Number.isSafeInteger(args.amount) && args.amount > 0 && args.amount <= 2_147_483_647, 'amount', 'The amount must be above zero.', 'invalid');
  errors.check(reason.length > 0, 'reason', 'Say why the cash goes in or out.', 'required');
  errors.check(reason.length <= 500, 'reason', 'At most 500 characters.', 'too-long');
  errors.throwIfAny();
  if (args.kind === 'out') {
    const inDrawer = shiftReport(ctx.db, shift).cashExpected.find((c) => c.currencyId === currencyId)?.amount ?? 0;
    if (args.amount > inDrawer) {
      errors.check(false, 'amount', 'More than the cash the drawer should hold.', 'over-drawer', { inDrawer });
      errors.throwIfAny();
    }
  }
  const now = nowIso(ctx);
  const movement: CashMovementRecord = { uuid: randomUUID(), shiftUuid: shift.uuid, userId: user.id, createdAt: now, kind: args.kind, currencyId, amount: args.amount, reason };
  ctx.db.$client.transaction(() => {
    insertCashMovement(ctx.db, movement);
    enqueue(ctx.db, 'cash-movement', { movementUuid: movement.uuid, shiftUuid: shift.uuid, userId: user.id, createdAt: now, kind: movement.kind, currencyId, amount: movement.amount, reason }, now);
  })();
  ctx.sync.trigger();
  return movement;
}

export function xReport(ctx: StationContext): StationShiftReport {
  currentCashier(ctx);
  return shiftReport(ctx.db, requireOpenShift(ctx));
}

/** The Z report of a closed shift (the last one when no UUID is given). */
export function zReport(ctx: StationContext, args: { shiftUuid?: string }): ShiftReport {
  currentCashier(ctx);
  const shift = args.shiftUuid ? shiftByUuid(ctx.db, args.shiftUuid) : lastClosedShift(ctx.db);
  if (!shift?.report) throw new AppError('not-found', 'not-found', 'Closed shift not found.');
  return shift.report;
}

/** What the Z report shows of the close besides the figures: the float, the count, the difference, its note and the manager's approval (issue 16). */
export interface ShiftCloseDetails {
  shift: ShiftView;
  report: ShiftReport;
  openingBalance: MoneyByCurrency[];
  currencies: { currencyId: number; counted: number; expected: number; difference: number }[];
  balanceDescription: string;
  /** The manager code was given to close the shift (an earlier shift, a difference over the limit). */
  managerApproved: boolean;
  closedBy: number | null;
  movements: CashMovementRecord[];
}

export function zReportDetails(ctx: StationContext, args: { shiftUuid?: string }): ShiftCloseDetails {
  currentCashier(ctx);
  const shift = args.shiftUuid ? shiftByUuid(ctx.db, args.shiftUuid) : lastClosedShift(ctx.db);
  if (!shift?.report) throw new AppError('not-found', 'not-found', 'Closed shift not found.');
  return {
    shift: view(shift),
    report: shift.report,
    openingBalance: shift.openingBalance,
    currencies: (shift.counted ?? []).map(({ currencyId, counted, expected, difference }) => ({ currencyId, counted, expected, difference })),
    balanceDescription: shift.balanceDescription ?? '',
    managerApproved: shift.managerApproved,
    closedBy: shift.closedBy,
    movements: shiftCashMovements(ctx.db, shift.uuid),
  };
}

export function shiftHandlers(ctx: StationContext) {
  return {
    'shift-current': (_args: Record<string, never> = {}) => {
      const shift = openShift(ctx.db);
      return shift ? view(shift) : null;
    },
    'shift-open': (args: OpenShiftArgs) => openNewShift(ctx, args),
    'shift-close-preview': (args: CountArgs) => closePreview(ctx, args),
    'shift-close': (args: CloseShiftArgs) => closeShift(ctx, args),
    'shift-x-report': (_args: Record<string, never> = {}) => xReport(ctx),
    'shift-z-report': (args: { shiftUuid?: string } = {}) => zReport(ctx, args),
    'shift-z-details': (args: { shiftUuid?: string } = {}) => zReportDetails(ctx, args),
    'shift-cash-movement': (args: CashMovementArgs) => recordCashMovement(ctx, args),
    'shift-cash-movements': (_args: Record<string, never> = {}) => {
      currentCashier(ctx);
      return shiftCashMovements(ctx.db, requireOpenShift(ctx).uuid);
    },
  };
}
