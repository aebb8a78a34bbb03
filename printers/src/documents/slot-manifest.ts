import type { Block, PrintDocument } from '../layout/model';
import { businessBlocks, formatDate, formatTime, makeDocument, wordingFor } from './common';
import type { DocumentContext, LocalDate, LocalTime } from './types';

/** One order booked on the slot occurrence (issue 18): lead customer, tickets per customer type, who arrived. */
export interface SlotManifestOrder {
  orderNumber: string;
  customerName: string;
  mobile?: string;
  tickets: Array<{ customerType: string; quantity: number }>;
  persons: number;
  /** Persons admitted (tickets scanned) on this slot. */
  arrived: number;
}

/** A slot occurrence's manifest, printed on A4 from the calendar's slot dialog. */
export interface SlotManifestInput extends DocumentContext {
  product: string;
  slotDate: LocalDate;
  startTime: LocalTime;
  endTime: LocalTime;
  orders: SlotManifestOrder[];
  totals: Array<{ customerType: string; quantity: number }>;
  persons: number;
  arrived: number;
}

export function buildSlotManifest(input: SlotManifestInput): PrintDocument {
  const w = wordingFor(input);
  const { t } = w;
  const blocks: Block[] = [
    ...businessBlocks(input, w),
    { kind: 'separator', style: 'double' },
    { kind: 'text', text: t('manifest.title'), align: 'center', bold: true, size: 'double' },
    { kind: 'text', text: input.product, align: 'center', bold: true },
    { kind: 'separator' },
    { kind: 'keyValue', key: t('header.date'), value: formatDate(input.slotDate), bold: true },
    { kind: 'keyValue', key: t('manifest.time'), value: `${formatTime(input.startTime)}-${formatTime(input.endTime)}`, bold: true },
    { kind: 'keyValue', key: t('manifest.printed'), value: `${formatDate(input.date)} ${formatTime(input.time)}` },
    { kind: 'separator', style: 'double' },
  ];
  if (input.orders.length === 0) blocks.push({ kind: 'text', text: t('daySheet.noOrders'), align: 'center' });
  else
    blocks.push({
      kind: 'table',
      columns: [
        { header: t('daySheet.order'), width: 7 },
        { header: t('daySheet.customer'), width: 'fill' },
        { header: t('daySheet.tickets'), width: 12 },
        { header: t('manifest.arrived'), width: 8, align: 'end' },
      ],
      rows: input.orders.map((o) => [
        o.orderNumber,
        [o.customerName, o.mobile ? `${t('daySheet.mobile')} ${o.mobile}` : ''].filter(Boolean).join('\n'),
        o.tickets.map((x) => `${x.quantity} ${x.customerType}`).join('\n'),
        `${o.arrived}/${o.persons}`,
      ]),
    });
  blocks.push(
    { kind: 'separator' },
    { kind: 'keyValue', key: t('daySheet.tickets'), value: input.totals.map((x) => `${x.quantity} ${x.customerType}`).join(', ') || '0', bold: true },
    { kind: 'keyValue', key: t('manifest.persons'), value: String(input.persons), bold: true },
    { kind: 'keyValue', key: t('manifest.arrived'), value: `${input.arrived}/${input.persons}`, bold: true },
    { kind: 'feed', lines: 1 },
    { kind: 'cut' },
  );
  return makeDocument('slot-manifest', input, `${t('manifest.title')} ${input.product} ${formatDate(input.slotDate)} ${formatTime(input.startTime)}`, blocks);
}
