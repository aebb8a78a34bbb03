import type { Block, PrintDocument } from '../layout/model';
import { businessBlocks, formatDate, formatTime, makeDocument, wordingFor } from './common';
import type { DocumentContext, LocalDate, LocalTime } from './types';

/** One order on a slot occurrence: its number, lead customer and tickets per customer type. */
export interface DaySheetOrder {
  orderNumber: string;
  customerName: string;
  mobile?: string;
  /** "2 Adult, 1 Child" as the builder words it from these. */
  tickets: Array<{ customerType: string; quantity: number }>;
  remarks?: string;
}

export interface DaySheetSlot {
  product: string;
  startTime: LocalTime;
  endTime: LocalTime;
  orders: DaySheetOrder[];
  /** The tickets of every order, per customer type. */
  totals: Array<{ customerType: string; quantity: number }>;
  persons: number;
}

/** An employee's day: each slot they work that day with its manifest (issue 24). */
export interface EmployeeDaySheetInput extends DocumentContext {
  employeeName: string;
  sheetDate: LocalDate;
  slots: DaySheetSlot[];
}

const ticketsText = (tickets: DaySheetOrder['tickets']) => tickets.map((t) => `${t.quantity} ${t.customerType}`).join(', ');

export function buildEmployeeDaySheet(input: EmployeeDaySheetInput): PrintDocument {
  const w = wordingFor(input);
  const { t } = w;
  const blocks: Block[] = [
    ...businessBlocks(input, w),
    { kind: 'separator', style: 'double' },
    { kind: 'text', text: t('daySheet.title'), align: 'center', bold: true, size: 'double' },
    { kind: 'separator' },
    { kind: 'keyValue', key: t('daySheet.employee'), value: input.employeeName, bold: true },
    { kind: 'keyValue', key: t('daySheet.slotDate'), value: formatDate(input.sheetDate) },
    { kind: 'keyValue', key: t('header.date'), value: formatDate(input.date) },
    { kind: 'keyValue', key: t('header.time'), value: formatTime(input.time) },
  ];
  if (input.slots.length === 0) blocks.push({ kind: 'separator' }, { kind: 'text', text: t('daySheet.noSlots'), align: 'center' });
  for (const slot of input.slots) {
    blocks.push(
      { kind: 'separator', style: 'double' },
      { kind: 'text', text: t('daySheet.slot', { start: formatTime(slot.startTime), end: formatTime(slot.endTime), product: slot.product }), bold: true, size: 'double' },
    );
    if (slot.orders.length === 0) {
      blocks.push({ kind: 'text', text: t('daySheet.noOrders') });
      continue;
    }
    blocks.push({
      kind: 'table',
      columns: [
        { header: t('daySheet.order'), width: 7 },
        { header: t('daySheet.customer'), width: 'fill' },
        { header: t('daySheet.tickets'), width: 14 },
      ],
      rows: slot.orders.map((o) => [
        o.orderNumber,
        [o.customerName, o.mobile ? `${t('daySheet.mobile')} ${o.mobile}` : '', o.remarks ?? ''].filter(Boolean).join('\n'),
        o.tickets.map((x) => `${x.quantity} ${x.customerType}`).join('\n'),
      ]),
    });
    blocks.push(
      { kind: 'separator' },
      { kind: 'keyValue', key: t('daySheet.tickets'), value: ticketsText(slot.totals), bold: true },
      { kind: 'text', text: t('daySheet.slotTotal', { count: slot.persons }), bold: true },
    );
  }
  blocks.push({ kind: 'feed', lines: 1 }, { kind: 'cut' });
  return makeDocument('employee-day-sheet', input, `${t('daySheet.title')} ${input.employeeName} ${formatDate(input.sheetDate)}`, blocks);
}
