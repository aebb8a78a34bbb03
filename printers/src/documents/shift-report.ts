import type { Block, PrintDocument } from '../layout/model';
import { businessBlocks, formatDate, formatTime, makeDocument, titleBlocks, wordingFor } from './common';
import type { ShiftReportInput } from './types';

/**
 * The X report (during a shift) and the Z report (at closing, R-CASH-1). The difference is counted
 * minus expected, per currency; an X report has nothing counted.
 */
export function buildShiftReport(input: ShiftReportInput): PrintDocument {
  const w = wordingFor(input);
  const { t, money } = w;
  const kv = (key: string, value: string, bold = false): Block => ({ kind: 'keyValue', key, value, bold });
  const heading = (text: string): Block[] => [{ kind: 'separator' }, { kind: 'text', text, bold: true }];
  const when = (date: string, time: string) => `${formatDate(date)} ${formatTime(time)}`;
  const titleKey = input.kind === 'Z' ? 'doc.shiftZ' : 'doc.shiftX';

  const blocks: Block[] = [
    ...businessBlocks(input, w),
    ...titleBlocks(w, { titleKey }),
    { kind: 'separator' },
    kv(t('shift.number'), input.shiftNumber, true),
    kv(t('header.cashier'), input.cashier),
    kv(t('header.station'), input.station),
    kv(t('shift.opened'), when(input.openedDate, input.openedTime)),
  ];
  if (input.closedDate && input.closedTime) blocks.push(kv(t('shift.closed'), when(input.closedDate, input.closedTime)));
  blocks.push(kv(t('shift.printed'), when(input.date, input.time)));

  blocks.push({ kind: 'separator' });
  for (const b of input.openingBalances) blocks.push(kv(t('shift.openingBalance'), money(b.amount, b.currency)));
  blocks.push(kv(t('shift.orders'), String(input.orders)), kv(t('shift.tickets'), String(input.tickets)));
  for (const s of input.sales) blocks.push(kv(t('shift.sales'), money(s.amount, s.currency), true));

  blocks.push(...heading(t('shift.salesByMethod')));
  const methodKey = { cash: 'payment.cash', card: 'payment.card', check: 'payment.check', bankTransfer: 'payment.bankTransfer', voucher: 'payment.voucher' } as const;
  for (const s of input.salesByMethod) blocks.push(kv(`${t(methodKey[s.method])} (${s.count})`, money(s.amount, s.currency)));

  blocks.push({ kind: 'separator' });
  for (const r of input.refunds) blocks.push(kv(`${t('shift.refunds')} (${r.count})`, money(r.amount, r.currency)));

  for (const m of input.cashIn ?? []) blocks.push(kv(t('shift.cashIn'), money(m.amount, m.currency)));
  for (const m of input.cashOut ?? []) blocks.push(kv(t('shift.cashOut'), money(m.amount, m.currency)));

  blocks.push(...heading(t('shift.cash')));
  for (const c of input.cash) {
    blocks.push({ kind: 'text', text: t(`currency.${c.currency}`), bold: true });
    blocks.push(kv(t('shift.expected'), money(c.expected, c.currency)));
    if (c.counted !== undefined) {
      blocks.push(kv(t('shift.counted'), money(c.counted, c.currency)));
      blocks.push(kv(t('shift.difference'), money(c.counted - c.expected, c.currency), true));
    }
  }
  if (input.kind === 'X') blocks.push({ kind: 'text', text: t('shift.notCounted') });
  if (input.balanceDescription) blocks.push(kv(t('shift.balanceDescription'), input.balanceDescription));
  if (input.manager) blocks.push(kv(t('shift.manager'), input.manager));
  if (input.managerApproved) blocks.push({ kind: 'text', text: t('shift.managerApproved') });
  blocks.push({ kind: 'feed', lines: 2 }, { kind: 'cut' });
  return makeDocument(input.kind === 'Z' ? 'shift-z' : 'shift-x', input, `${t(titleKey)} ${input.shiftNumber}`, blocks);
}
