import { formatMinor, type Minor } from '@pos/shared/money';
import { directionOf, translator, type LabelKey, type Translate } from '../i18n';
import { AMOUNT_WIDTH } from '../layout/lines';
import type { Block, DocumentType, PrintDocument } from '../layout/model';
import type { CurrencyCode, DocumentContext, LocalDate, LocalTime, Payment, SaleLine, Totals } from './types';

/** DD/MM/YYYY, the platform's date display. */
export function formatDate(date: LocalDate): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/** hh:mm. */
export function formatTime(time: LocalTime): string {
  const m = /^(\d{2}):(\d{2})/.exec(time);
  if (!m) throw new RangeError(`not a time: ${time}`);
  return `${m[1]}:${m[2]}`;
}

/** Everything a builder needs to word a document in its language. */
export interface Wording {
  t: Translate;
  money: (amount: Minor, currency?: CurrencyCode) => string;
  amount: (amount: Minor) => string;
}

export function wordingFor(ctx: DocumentContext): Wording {
  const t = translator(ctx.lang);
  return {
    t,
    amount: formatMinor,
    money: (amount, currency = ctx.currency) => `${formatMinor(amount)} ${t(`currency.${currency}`)}`,
  };
}

export function makeDocument(type: DocumentType, ctx: DocumentContext, title: string, blocks: Block[]): PrintDocument {
  return { type, lang: ctx.lang, direction: directionOf(ctx.lang), title, blocks };
}

const kv = (key: string, value: string, bold = false): Block => ({ kind: 'keyValue', key, value, bold });

export function businessBlocks(ctx: DocumentContext, { t }: Wording): Block[] {
  const { business } = ctx;
  const blocks: Block[] = [{ kind: 'text', text: business.name, align: 'center', bold: true, size: 'double' }];
  const exempt = business.taxStatus === 'exempt';
  const ids = [
    business.companyId ? `${t('business.companyId')} ${business.companyId}` : '',
    business.vatNumber && (exempt || business.vatNumber !== business.companyId)
      ? `${t(exempt ? 'business.exemptDealer' : 'business.vatNumber')} ${business.vatNumber}`
      : '',
  ].filter(Boolean);
  for (const text of [...ids, business.address, business.phone]) if (text) blocks.push({ kind: 'text', text, align: 'center' });
  return blocks;
}

interface TitleOptions {
  titleKey: LabelKey;
  number?: string;
  copy?: boolean;
  /** Israel Invoice: the Tax Authority's allocation number of a tax invoice. */
  allocationNumber?: string;
}

export function titleBlocks({ t }: Wording, { titleKey, number, copy, allocationNumber }: TitleOptions): Block[] {
  const blocks: Block[] = [
    { kind: 'separator', style: 'double' },
    { kind: 'text', text: t(titleKey), align: 'center', bold: true, size: 'double' },
  ];
  if (number !== undefined) blocks.push({ kind: 'text', text: `${t('doc.number')} ${number}`, align: 'center', bold: true });
  if (allocationNumber) blocks.push({ kind: 'text', text: `${t('doc.allocationNumber')} ${allocationNumber}`, align: 'center', bold: true });
  if (copy !== undefined) blocks.push({ kind: 'text', text: t(copy ? 'doc.copy' : 'doc.original'), align: 'center' });
  return blocks;
}

/** Date, time, cashier, station and any further header rows. */
export function headerBlocks(ctx: DocumentContext, { t }: Wording, extra: Array<[LabelKey, string | undefined]> = []): Block[] {
  const rows: Array<[LabelKey, string | undefined]> = [
    ['header.date', formatDate(ctx.date)],
    ['header.time', formatTime(ctx.time)],
    ['header.cashier', ctx.cashier],
    ['header.station', ctx.station],
    ...extra,
  ];
  return [
    { kind: 'separator' },
    ...rows.filter((r): r is [LabelKey, string] => r[1] !== undefined && r[1] !== '').map(([key, value]) => kv(t(key), value)),
  ];
}

/** Slot date and time and customer type, under the product name. */
function lineDetails(line: Pick<SaleLine, 'slotDate' | 'slotTime' | 'customerType'>): string {
  const when = [line.slotDate ? formatDate(line.slotDate) : '', line.slotTime ? formatTime(line.slotTime) : ''].filter(Boolean).join(' ');
  return [when, line.customerType ?? ''].filter(Boolean).join(' ');
}

export function linesBlocks(lines: readonly SaleLine[], { t, amount }: Wording): Block[] {
  return [
    { kind: 'separator' },
    {
      kind: 'table',
      columns: [
        { header: t('lines.product'), width: 'fill' },
        { header: t('lines.qty'), width: 4, numeric: true },
        { header: t('lines.price'), width: 9, numeric: true, optional: true },
        { header: t('lines.total'), width: AMOUNT_WIDTH, numeric: true },
      ],
      rows: lines.map((line) => {
        const details = lineDetails(line);
        return [details ? `${line.product}\n${details}` : line.product, String(line.quantity), amount(line.unitPrice), amount(line.total)];
      }),
    },
  ];
}

/** The totals; `vat: false` (an exempt dealer's document) leaves out the rows before VAT and of VAT. */
export function totalsBlocks(totals: Totals, wording: Wording, totalKey: LabelKey = 'totals.total', vat = true): Block[] {
  const { t, amount, money } = wording;
  const blocks: Block[] = [{ kind: 'separator' }];
  if (totals.discount) {
    if (totals.subtotal !== undefined) blocks.push(kv(t('totals.subtotal'), amount(totals.subtotal)));
    blocks.push(kv(t('totals.discount'), amount(-totals.discount)));
  }
  if (vat) {
    blocks.push(kv(t('totals.beforeVat'), amount(totals.total - totals.vatAmount)));
    blocks.push(kv(t('totals.vat', { percent: totals.vatPercent }), amount(totals.vatAmount)));
  }
  blocks.push({ kind: 'keyValue', key: t(totalKey), value: money(totals.total), bold: true, size: 'double' });
  return blocks;
}

function paymentRows(payment: Payment, wording: Wording): Block[] {
  const { t, amount, money } = wording;
  const value = payment.currency ? money(payment.amount, payment.currency) : amount(payment.amount);
  const rows: Block[] = [];
  switch (payment.method) {
    case 'cash':
      rows.push(kv(t('payment.cash'), value));
      if (payment.tendered !== undefined) rows.push(kv(t('payment.tendered'), amount(payment.tendered)));
      if (payment.change !== undefined) rows.push(kv(t('payment.change'), amount(payment.change)));
      break;
    case 'card':
      rows.push(kv(t('payment.cardNumber', { last4: payment.last4 }), value));
      if (payment.brand) rows.push({ kind: 'text', text: payment.brand });
      if (payment.approvalCode) rows.push({ kind: 'text', text: t('payment.approval', { code: payment.approvalCode }) });
      if ((payment.installments ?? 1) > 1) rows.push({ kind: 'text', text: t('payment.installments', { count: payment.installments ?? 1 }) });
      break;
    case 'check':
      rows.push(kv(payment.checkNumber ? t('payment.checkNumber', { number: payment.checkNumber }) : t('payment.check'), value));
      if (payment.bank || payment.valueDate) {
        rows.push({ kind: 'text', text: [payment.bank, payment.valueDate ? formatDate(payment.valueDate) : ''].filter(Boolean).join(' ') });
      }
      break;
    case 'bankTransfer':
      rows.push(kv(t('payment.bankTransfer'), value));
      if (payment.reference) rows.push({ kind: 'text', text: t('payment.reference', { reference: payment.reference }) });
      break;
    case 'voucher':
      rows.push(kv(t('payment.voucher'), value));
      if (payment.code) rows.push({ kind: 'text', text: payment.code });
      break;
  }
  if (payment.currency && payment.currencyRate !== undefined && payment.currencyRate !== 1) {
    rows.push({ kind: 'text', text: t('payment.rate', { rate: payment.currencyRate }) });
  }
  return rows;
}

export function paymentsBlocks(payments: readonly Payment[], wording: Wording, titleKey: LabelKey = 'payments.title'): Block[] {
  if (payments.length === 0) return [];
  return [{ kind: 'separator' }, { kind: 'text', text: wording.t(titleKey), bold: true }, ...payments.flatMap((p) => paymentRows(p, wording))];
}

export function footerBlocks({ t }: Wording, footer?: string): Block[] {
  return [
    { kind: 'separator' },
    ...(footer ? [{ kind: 'text', text: footer, align: 'center' } as const] : []),
    { kind: 'text', text: t('footer.thanks'), align: 'center', bold: true },
    { kind: 'feed', lines: 1 },
    { kind: 'cut' },
  ];
}
