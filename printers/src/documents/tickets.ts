import type { Block, PrintDocument } from '../layout/model';
import { formatDate, formatTime, makeDocument, wordingFor, type Wording } from './common';
import type { TicketInput, TicketsInput } from './types';

function ticketBlocks(input: TicketsInput, ticket: TicketInput, w: Wording, unitOf?: { index: number; count: number }): Block[] {
  const { t } = w;
  const kv = (key: string, value: string): Block => ({ kind: 'keyValue', key, value });
  const blocks: Block[] = [];
  if (ticket.image) blocks.push({ kind: 'image', png: ticket.image });
  blocks.push({ kind: 'text', text: input.business.name, align: 'center', bold: true });
  blocks.push({ kind: 'separator', style: 'double' });
  blocks.push({ kind: 'text', text: ticket.product, align: 'center', bold: true, size: 'double' });
  if (unitOf) blocks.push({ kind: 'text', text: t('ticket.unitOf', unitOf), align: 'center' });
  blocks.push({ kind: 'separator' });
  blocks.push(kv(t('ticket.date'), formatDate(ticket.slotDate)));
  if (ticket.slotTime) blocks.push(kv(t('ticket.time'), formatTime(ticket.slotTime)));
  if (ticket.customerType) blocks.push(kv(t('ticket.customerType'), ticket.customerType));
  blocks.push({ kind: 'keyValue', key: t('ticket.quantity'), value: String(ticket.quantity), bold: true });
  if (ticket.externalCode) blocks.push({ kind: 'keyValue', key: t('ticket.externalCode'), value: ticket.externalCode, bold: true });
  blocks.push(kv(t('header.order'), input.orderNumber));
  blocks.push({ kind: 'feed', lines: 1 });
  blocks.push({ kind: 'qr', data: ticket.code });
  blocks.push({ kind: 'text', text: ticket.code, align: 'center' });
  blocks.push({ kind: 'separator' });
  blocks.push({ kind: 'text', text: t('ticket.present'), align: 'center' });
  if (input.footer) blocks.push({ kind: 'text', text: input.footer, align: 'center' });
  blocks.push({ kind: 'text', text: `${formatDate(input.date)} ${formatTime(input.time)}`, align: 'center' });
  blocks.push({ kind: 'feed', lines: 1 }, { kind: 'cut' });
  return blocks;
}

/** One ticket per person (printing type single-unit): every ticket has quantity 1 and its own code. */
export function buildSingleUnitTickets(input: TicketsInput): PrintDocument {
  const wrong = input.tickets.find((ticket) => ticket.quantity !== 1);
  if (wrong) throw new RangeError(`a single-unit ticket admits one person; ${wrong.code} has quantity ${wrong.quantity}`);
  const w = wordingFor(input);
  const count = input.tickets.length;
  const blocks = input.tickets.flatMap((ticket, i) => ticketBlocks(input, ticket, w, { index: i + 1, count }));
  return makeDocument('single-unit-tickets', input, `${w.t('doc.ticket')} ${input.orderNumber}`, blocks);
}

/** One ticket per order line (printing type multiple-unit), admitting the line's quantity. */
export function buildMultipleUnitTickets(input: TicketsInput): PrintDocument {
  const w = wordingFor(input);
  const blocks = input.tickets.flatMap((ticket) => ticketBlocks(input, ticket, w));
  return makeDocument('multiple-unit-tickets', input, `${w.t('doc.ticket')} ${input.orderNumber}`, blocks);
}
