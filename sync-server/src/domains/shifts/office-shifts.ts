import { aliasedTable, and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { notFound } from '@pos/shared/errors';
import type { OfficeShift, ShiftsAnswer, ShiftsQuery } from '@pos/shared/api/shifts';
import type { Db } from '../../db/client';
import { shiftCashMovements, shifts, stations, users } from '../../db/schema';
import { isTimeZoneName } from '../provider';
import { reportProvider } from '../reports/dashboard-repo';
import { reportRange } from '../reports/report-range';

const cashier = (u: { firstName: string | null; lastName: string | null; username: string | null }) => `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || (u.username ?? '');

/**
 * report/shifts (issue 16): the provider's stations' shifts opened in a range of its days, newest
 * first, each with the cash put into or taken out of its drawer (reason, amount, cashier, time),
 * as the stations pushed them (cash-movement operations, shift_cash_movements). One provider only.
 */
export async function officeShifts(db: Db, providerId: number, query: ShiftsQuery, now = new Date()): Promise<ShiftsAnswer> {
  const provider = await reportProvider(db, providerId);
  if (!provider) throw notFound('Provider');
  const range = reportRange(query, isTimeZoneName(provider.timezone) ? provider.timezone : 'Asia/Jerusalem', now);
  const rows = await db
    .select({ uuid: shifts.uuid, station: stations.name, openedAt: shifts.openedAt, closedAt: shifts.closedAt, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(shifts)
    .innerJoin(stations, eq(stations.id, shifts.stationId))
    .innerJoin(users, eq(users.id, shifts.userId))
    .where(and(eq(shifts.providerId, providerId), gte(shifts.openedAt, range.start), lt(shifts.openedAt, range.end)))
    .orderBy(desc(shifts.openedAt))
    .limit(500);
  const mover = aliasedTable(users, 'mover');
  const moves = rows.length
    ? await db
        .select({ m: shiftCashMovements, firstName: mover.firstName, lastName: mover.lastName, username: mover.username })
        .from(shiftCashMovements)
        .innerJoin(mover, eq(mover.id, shiftCashMovements.userId))
        .where(and(eq(shiftCashMovements.providerId, providerId), inArray(shiftCashMovements.shiftUuid, rows.map((r) => r.uuid))))
        .orderBy(asc(shiftCashMovements.createdAt), asc(shiftCashMovements.id))
    : [];
  const byShift = new Map<string, OfficeShift['movements']>();
  for (const { m, ...who } of moves) {
    const list = byShift.get(m.shiftUuid) ?? [];
    list.push({ uuid: m.uuid, kind: m.kind === 'in' ? 'in' : 'out', currencyId: m.currencyId, amount: m.amount, reason: m.reason, cashier: cashier(who), createdAt: m.createdAt.toISOString() });
    byShift.set(m.shiftUuid, list);
  }
  return {
    from: range.from,
    to: range.to,
    timezone: range.timezone,
    shifts: rows.map((r) => ({ uuid: r.uuid, station: r.station, openedBy: cashier(r), openedAt: r.openedAt.toISOString(), closedAt: r.closedAt?.toISOString() ?? null, movements: byShift.get(r.uuid) ?? [] })),
  };
}
