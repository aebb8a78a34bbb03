import type { PaymentMethod, ShiftReportInput } from '@pos/printers';
import type { Language } from '@pos/shared/languages';
import type { ShiftReport } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';
import { replica } from '../catalogue/replica';
import type { StationShiftReport } from '../shifts/shift-report';
import type { ShiftRecord } from '../shifts/shift-store';
import { currencyCode, localDateTime } from './receipt-input';

/**
 * What an X or Z report's print job carries (print_jobs kind 'shift-report'): the report as the
 * window showed it, the shift's times and the count at the close. Printed on the station's reports
 * printer.
 */
export interface ShiftReportDocument {
  docType: 'shift-report';
  kind: 'X' | 'Z';
  shiftUuid: string;
  openedAt: string;
  closedAt: string | null;
  printedAt: string;
  provider: { name: string; companyId: string | null; address: string | null };
  station: { name: string; number: number } | null;
  cashier: string;
  openingBalance: { currencyId: number; amount: number }[];
  report: ShiftReport & Partial<Pick<StationShiftReport, 'salesCount' | 'refundCount' | 'refundsByMethod'>>;
  counted: { currencyId: number; counted: number }[] | null;
  balanceDescription: string | null;
  managerApproved?: boolean;
}

export function shiftReportDocument(db: StationDb, shift: ShiftRecord, kind: 'X' | 'Z', report: ShiftReportDocument['report'], printedAt: string, cashierId: number): ShiftReportDocument {
  const provider = replica.provider(db);
  const station = replica.station(db);
  const user = replica.user(db, cashierId);
  return {
    docType: 'shift-report',
    kind,
    shiftUuid: shift.uuid,
    openedAt: shift.openedAt,
    closedAt: shift.closedAt,
    printedAt,
    provider: { name: provider?.name ?? '', companyId: provider?.companyId ?? null, address: provider?.address ?? null },
    station: station ? { name: station.name, number: station.number } : null,
    cashier: user ? `${user.firstName} ${user.lastName}`.trim() || user.username : '',
    openingBalance: shift.openingBalance,
    report,
    counted: kind === 'Z' ? (shift.counted ?? []).map((c) => ({ currencyId: c.currencyId, counted: c.counted })) : null,
    balanceDescription: kind === 'Z' ? shift.balanceDescription : null,
    managerApproved: kind === 'Z' && shift.managerApproved,
  };
}

const METHOD: Record<number, PaymentMethod> = { 1: 'cash', 2: 'check', 4: 'card', 8: 'bankTransfer' };

/** The report as the printers' shift-report input (8 cm or A4). */
export function shiftReportInputOf(doc: ShiftReportDocument, lang: Language, timeZone: string): ShiftReportInput {
  const printed = localDateTime(doc.printedAt, timeZone);
  const opened = localDateTime(doc.openedAt, timeZone);
  const closed = doc.closedAt ? localDateTime(doc.closedAt, timeZone) : null;
  const local = doc.report.cashExpected[0]?.currencyId ?? doc.openingBalance[0]?.currencyId ?? 1;
  const count = (method: number, currencyId: number) => doc.report.salesCount?.find((c) => c.method === method && c.currencyId === currencyId)?.count ?? 0;
  const refundsByCurrency = new Map<number, { amount: number; count: number }>();
  if (doc.report.refundsByMethod) {
    for (const r of doc.report.refundsByMethod) {
      const entry = refundsByCurrency.get(r.currencyId) ?? { amount: 0, count: 0 };
      refundsByCurrency.set(r.currencyId, { amount: entry.amount + r.amount, count: Math.max(entry.count, r.count) });
    }
    if (doc.report.refundCount !== undefined && refundsByCurrency.size === 1) refundsByCurrency.get([...refundsByCurrency.keys()][0]!)!.count = doc.report.refundCount;
  } else if (doc.report.refunds > 0) refundsByCurrency.set(local, { amount: doc.report.refunds, count: 0 });
  return {
    lang,
    business: { name: doc.provider.name, ...(doc.provider.companyId ? { companyId: doc.provider.companyId } : {}), ...(doc.provider.address ? { address: doc.provider.address } : {}) },
    date: printed.date,
    time: printed.time,
    cashier: doc.cashier,
    station: doc.station?.name ?? '',
    currency: currencyCode(local),
    kind: doc.kind,
    shiftNumber: doc.shiftUuid.slice(0, 8),
    openedDate: opened.date,
    openedTime: opened.time,
    ...(closed ? { closedDate: closed.date, closedTime: closed.time } : {}),
    openingBalances: doc.openingBalance.map((b) => ({ currency: currencyCode(b.currencyId), amount: b.amount })),
    orders: doc.report.orders,
    tickets: doc.report.tickets,
    sales: [{ currency: currencyCode(local), amount: doc.report.total }],
    salesByMethod: doc.report.byMethod.map((m) => ({ method: METHOD[m.method] ?? 'cash', currency: currencyCode(m.currencyId), amount: m.amount, count: count(m.method, m.currencyId) })),
    refunds: [...refundsByCurrency].map(([currencyId, r]) => ({ currency: currencyCode(currencyId), amount: r.amount, count: r.count })),
    cash: doc.report.cashExpected.map((c) => {
      const counted = doc.counted?.find((x) => x.currencyId === c.currencyId)?.counted;
      return { currency: currencyCode(c.currencyId), expected: c.amount, ...(counted !== undefined ? { counted } : {}) };
    }),
    ...(doc.report.cashIn?.length ? { cashIn: doc.report.cashIn.map((m) => ({ currency: currencyCode(m.currencyId), amount: m.amount })) } : {}),
    ...(doc.report.cashOut?.length ? { cashOut: doc.report.cashOut.map((m) => ({ currency: currencyCode(m.currencyId), amount: m.amount })) } : {}),
    ...(doc.balanceDescription ? { balanceDescription: doc.balanceDescription } : {}),
    ...(doc.managerApproved ? { managerApproved: true } : {}),
  };
}
