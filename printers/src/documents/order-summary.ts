import type { PrintDocument } from '../layout/model';
import { businessBlocks, footerBlocks, headerBlocks, linesBlocks, makeDocument, titleBlocks, totalsBlocks, wordingFor } from './common';
import type { OrderSummaryInput } from './types';

/** The order-summary ticket type: every line of the order and one QR code for all of it. */
export function buildOrderSummary(input: OrderSummaryInput): PrintDocument {
  const w = wordingFor(input);
  const { t } = w;
  return makeDocument('order-summary', input, `${t('doc.orderSummary')} ${input.orderNumber}`, [
    ...(input.image ? [{ kind: 'image', png: input.image } as const] : []),
    ...businessBlocks(input, w),
    ...titleBlocks(w, { titleKey: 'doc.orderSummary', number: input.orderNumber }),
    ...headerBlocks(input, w, [['header.customer', input.customerName]]),
    ...linesBlocks(input.lines, w),
    ...totalsBlocks(input.totals, w),
    { kind: 'keyValue', key: t('totals.paid'), value: w.money(input.paid) },
    { kind: 'keyValue', key: t('totals.balance'), value: w.money(input.balance), bold: true },
    { kind: 'separator' },
    { kind: 'text', text: t('summary.code'), align: 'center' },
    { kind: 'qr', data: input.code },
    { kind: 'text', text: input.code, align: 'center' },
    ...footerBlocks(w, input.footer),
  ]);
}
