import type { Minor } from '@pos/shared/money';
import type { Block, PrintDocument } from '../layout/model';
import { businessBlocks, formatDate, formatTime, makeDocument, wordingFor } from './common';
import type { DocumentContext, LocalDate, LocalTime } from './types';

/** One document a bulk invoice run issued (R-BULK-5). */
export interface BulkRunDocument {
  kind: 'invoice' | 'credit-invoice';
  number: string;
  orderNumber: string;
  customerName: string;
  total: Minor;
}

/** A bulk invoice run's result (R-BULK-5): when, who, its status, counts and amounts, and each document issued. */
export interface BulkInvoiceRunInput extends DocumentContext {
  runId: number;
  issueDate: LocalDate;
  fromDate: LocalDate;
  toDate: LocalDate;
  started: { date: LocalDate; time: LocalTime };
  finished?: { date: LocalDate; time: LocalTime };
  userName: string;
  status: 'Started' | 'Finished' | 'Failed';
  processed: number;
  invoiceCount: number;
  invoiceAmount: Minor;
  creditCount: number;
  creditAmount: Minor;
  documents: BulkRunDocument[];
}

/** The bulk invoice run's result sheet (issue 19), printed on A4 from the run's history. */
export function buildBulkInvoiceRun(input: BulkInvoiceRunInput): PrintDocument {
  const w = wordingFor(input);
  const { t, money, amount } = w;
  const at = (x: { date: LocalDate; time: LocalTime }) => `${formatDate(x.date)} ${formatTime(x.time)}`;
  const blocks: Block[] = [
    ...businessBlocks(input, w),
    { kind: 'separator', style: 'double' },
    { kind: 'text', text: `${t('bulk.title')} ${input.runId}`, align: 'center', bold: true, size: 'double' },
    { kind: 'text', text: t('bulk.period', { from: formatDate(input.fromDate), to: formatDate(input.toDate) }), align: 'center' },
    { kind: 'separator' },
    { kind: 'keyValue', key: t('bulk.issueDate'), value: formatDate(input.issueDate), bold: true },
    { kind: 'keyValue', key: t('bulk.started'), value: at(input.started) },
    ...(input.finished ? [{ kind: 'keyValue' as const, key: t('bulk.finished'), value: at(input.finished) }] : []),
    { kind: 'keyValue', key: t('bulk.by'), value: input.userName },
    { kind: 'keyValue', key: t('bulk.status'), value: t(`bulk.status${input.status}`), bold: true },
    { kind: 'keyValue', key: t('bulk.orders'), value: String(input.processed) },
    { kind: 'separator', style: 'double' },
  ];
  if (input.documents.length === 0) blocks.push({ kind: 'text', text: t('bulk.none'), align: 'center' });
  else
    blocks.push({
      kind: 'table',
      columns: [
        { header: t('bulk.document'), width: 10 },
        { header: t('bulk.number'), width: 6 },
        { header: t('bulk.customer'), width: 'fill' },
        { header: t('bulk.amount'), width: 9, align: 'end' },
      ],
      // The order under its customer: the table fits a 58 mm roll too.
      rows: input.documents.map((d) => [t(d.kind === 'invoice' ? 'bulk.invoice' : 'bulk.credit'), d.number, [d.customerName, d.orderNumber ? `${t('bulk.order')} ${d.orderNumber}` : ''].filter(Boolean).join('\n'), amount(d.kind === 'invoice' ? d.total : -d.total)]),
    });
  blocks.push(
    { kind: 'separator' },
    { kind: 'keyValue', key: t('bulk.invoices', { count: input.invoiceCount }), value: money(input.invoiceAmount), bold: true },
    { kind: 'keyValue', key: t('bulk.credits', { count: input.creditCount }), value: money(-input.creditAmount), bold: true },
    { kind: 'feed', lines: 1 },
    { kind: 'cut' },
  );
  return makeDocument('bulk-invoice-run', input, `${t('bulk.title')} ${input.runId} ${formatDate(input.issueDate)}`, blocks);
}
