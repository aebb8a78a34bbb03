import { notFound } from '@pos/shared/errors';
import { leadCustomerName } from '@pos/shared/orders/lead-customer';
import type { DaySheetSlot, EmployeeDaySheetInput } from '@pos/printers';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { officeSheetHead } from '../orders/summary-repo';
import { assignmentsOf, manifestLines, slotWithProduct, type ManifestLine } from './assignment-repo';
import { findEmployee, fullNameOf } from './employee-repo';

/** Turns the day sheet into a PDF (Chromium through @pos/printers in production). */
export type DaySheetRenderer = (input: EmployeeDaySheetInput) => Promise<Buffer>;

export const printersDaySheetRenderer: DaySheetRenderer = async (input) => {
  const { buildEmployeeDaySheet, renderHtml, renderPdf } = await import('@pos/printers');
  return renderPdf(renderHtml(buildEmployeeDaySheet(input)));
};

function add(list: Array<{ customerType: string; quantity: number }>, customerType: string, quantity: number) {
  const row = list.find((x) => x.customerType === customerType);
  if (row) row.quantity += quantity;
  else list.push({ customerType, quantity });
}

/** One occurrence's manifest: its orders (lead customer, tickets per customer type) and totals. */
export function manifestOf(lines: readonly ManifestLine[]): Pick<DaySheetSlot, 'orders' | 'totals' | 'persons'> {
  const orders = new Map<number, DaySheetSlot['orders'][number]>();
  const totals: DaySheetSlot['totals'] = [];
  let persons = 0;
  for (const l of lines) {
    let o = orders.get(l.orderId);
    if (!o) {
      o = { orderNumber: String(l.orderNumber), customerName: leadCustomerName(l.leadCustomer), tickets: [], ...(l.leadCustomer.mobile ? { mobile: l.leadCustomer.mobile } : {}), ...(l.remarks ? { remarks: l.remarks } : {}) };
      orders.set(l.orderId, o);
    }
    add(o.tickets, l.customerType, l.quantity);
    add(totals, l.customerType, l.quantity);
    persons += l.persons;
  }
  return { orders: [...orders.values()], totals, persons };
}

/** The day sheet of an employee on a date: every slot they work that day, by start time, with its manifest. */
export async function daySheetInput(db: Tx, actor: Actor, employeeId: number, date: string, language: string | undefined, now: Date): Promise<EmployeeDaySheetInput> {
  const employee = await findEmployee(db, actor.providerId, employeeId);
  if (!employee) throw notFound('Employee');
  const head = await officeSheetHead(db, actor, language, now);
  const worked = await assignmentsOf(db, actor.providerId, employeeId, date, date);
  const lines = await manifestLines(db, actor.providerId, date, worked.map((w) => w.slotId));
  const slots: DaySheetSlot[] = [];
  for (const w of worked) {
    const slot = await slotWithProduct(db, actor.providerId, w.slotId);
    if (!slot) continue;
    slots.push({ product: slot.productName, startTime: slot.startTime, endTime: slot.endTime, ...manifestOf(lines.filter((l) => l.slotId === w.slotId)) });
  }
  slots.sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0));
  return {
    ...head,
    employeeName: fullNameOf(employee),
    sheetDate: date,
    slots,
  };
}
