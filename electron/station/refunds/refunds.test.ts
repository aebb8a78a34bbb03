import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VirtualPrinter } from '@pos/printers';
import { Permission } from '@pos/shared/permissions';
import type { PullResponse, StreamPage } from '@pos/shared/sync/protocol';
import type { StreamRows } from '@pos/shared/sync/streams';
import { replica } from '../catalogue/replica';
import { seedReplica } from '../catalogue/replica.fixtures';
import { applyPullAnswer } from '../sync/pull-apply';
import { pendingOps } from '../sync/outbox';
import { createStation } from '../station';
import { SimulatedTerminal } from '../payments/terminal-simulator';
import { refundLineAmounts, splitRefund } from './refund-amounts';
import { CARD_REFUND_FAILED } from './create-refund';

function pull(db: Parameters<typeof applyPullAnswer>[0], pages: StreamPage[]) {
  applyPullAnswer(db, { more: false, remaining: 0, serverTime: new Date().toISOString(), pages } as PullResponse, null);
}

describe('refund amounts (R-RCPT-6: never more than the receipt)', () => {
  const lines = [
    { lineNo: 1, quantity: 3, total: 15000 },
    { lineNo: 2, quantity: 3, total: 9000 },
  ];

  it('a whole refund gives back exactly the receipt, after an order discount too', () => {
    expect(refundLineAmounts(24000, lines, [{ lineNo: 1, quantity: 3 }, { lineNo: 2, quantity: 3 }])).toEqual({ lines: [{ lineNo: 1, quantity: 3, amount: 15000 }, { lineNo: 2, quantity: 3, amount: 9000 }], total: 24000, whole: true });
    // 10% off the order: 21600 paid; every share scaled, the last line takes the rounding.
    const discounted = refundLineAmounts(21599, lines, [{ lineNo: 1, quantity: 3 }, { lineNo: 2, quantity: 3 }]);
    expect(discounted.total).toBe(21599);
    expect(discounted.lines[0]!.amount + discounted.lines[1]!.amount).toBe(21599);
  });

  it('a line in part is its share of the units, scaled to what the receipt took; never above the receipt', () => {
    expect(refundLineAmounts(24000, lines, [{ lineNo: 2, quantity: 1 }])).toEqual({ lines: [{ lineNo: 2, quantity: 1, amount: 3000 }], total: 3000, whole: false });
    expect(refundLineAmounts(21600, lines, [{ lineNo: 1, quantity: 2 }]).total).toBe(9000);
    // Odd amounts: each share rounds, the sum still never passes the receipt.
    const odd = [{ lineNo: 1, quantity: 3, total: 100 }];
    const parts = [1, 2, 3].map((q) => refundLineAmounts(1, odd, [{ lineNo: 1, quantity: q }]).total);
    expect(parts.every((p) => p <= 1)).toBe(true);
  });

  it('money back by the original method: the card up to what it paid, the rest in cash', () => {
    const card = { method: 4 as const, amount: 10000, currencyId: 1, currencyRate: '1', localAmount: 10000, details: { last4: '4580', installments: 1, approvalCode: '1', resultCode: '000', transactionId: 't' } };
    const cash = { method: 1 as const, amount: 3000, currencyId: 1, currencyRate: '1', localAmount: 3000, details: { tendered: 5000, change: 2000 } };
    expect(splitRefund(3000, [cash, card], 1)).toEqual({ card: { amount: 3000, original: card }, cash: 0 });
    expect(splitRefund(13000, [cash, card], 1)).toEqual({ card: { amount: 10000, original: card }, cash: 3000 });
    expect(splitRefund(3000, [cash], 1)).toEqual({ card: null, cash: 3000 });
  });
});

describe('a refund at the window (R-RCPT-5, R-RCPT-6, R-RCPT-7, R-PERM-17), offline', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'station-refunds-'));
  const terminal = new SimulatedTerminal();
  const printer = new VirtualPrinter();
  await printer.start(0);
  const station = createStation({ dataDir, terminal, autoSync: false, printing: { retry: { initialDelayMs: 50, maxDelayMs: 100 }, tcpTimeoutMs: 1000 } });
  afterAll(async () => {
    await station.close();
    await printer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const h = station.handlers;
  const { db } = station.ctx;
  const fixture = seedReplica(db, { products: 1, slotsPerProduct: 1, slotLimit: 10 });
  const product = fixture.products[0]!;
  const user = replica.user(db, fixture.userId)!;
  const setPermissions = (permissions: number[]) => pull(db, [{ stream: 'users', checkpoint: 5, changes: [{ key: String(user.id), row: { ...user, permissions } as StreamRows['users'] }] } as StreamPage]);
  pull(db, [
    { stream: 'provider', checkpoint: 3, changes: [{ key: '1', row: { ...replica.provider(db)!, name: 'ספארי מדבר בע"מ', companyId: '515151515', autoPrintReceipt: true } }] } as StreamPage,
    { stream: 'products', checkpoint: 3, changes: [{ key: String(product.id), row: { ...replica.product(db, product.id)!, printingType: 'single-unit' } }] } as StreamPage,
    { stream: 'number-blocks', checkpoint: 3, changes: [{ key: '2', row: { id: 2, docType: 'refund', fromNumber: 501, toNumber: 600, voidFrom: null } }] } as StreamPage,
  ]);
  h['settings-save']({ language: 'he-IL', printers: [{ role: 'receipt', kind: 'tcp', address: `127.0.0.1:${printer.port}`, paper: '80mm', profile: 'generic-80mm' }] });
  station.ctx.session.userId = fixture.userId;
  h['shift-open']({ openingBalance: [{ currencyId: 1, amount: 20000 }] });
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const [adult, child] = product.customerTypeIds;
  const available = () => h['product-slots']({ productId: product.id }).find((s) => s.date === date)!.available;
  // 2 adults at 50.00 and 1 child at 30.00 (130.00): 30.00 cash, 100.00 by card.
  const sell = (payments: Parameters<(typeof h)['sale-create']>[0]['payments'], customers = [{ customerTypeId: adult!, quantity: 2 }, { customerTypeId: child!, quantity: 1 }]) =>
    h['sale-create']({ items: [{ productId: product.id, date, slotId: product.slotIds[0]!, customers }], payments });

  let sale: Awaited<ReturnType<typeof sell>>;
  it('R-PERM-17: a cashier without CanCancelExistingReceipt (38) cannot open a refund', async () => {
    sale = await sell([{ method: 1, amount: 3000, tendered: 5000 }, { method: 4, amount: 10000 }]);
    expect(sale.receipt.docType).toBe('receipt');
    expect(() => h['refund-sale']({ orderUuid: sale.orderUuid })).toThrow(expect.objectContaining({ kind: 'forbidden', extra: expect.objectContaining({ permission: Permission.CanCancelExistingReceipt }) }));
    await expect(h['refund-create']({ orderUuid: sale.orderUuid, lines: [{ lineNo: 2, quantity: 1 }] })).rejects.toMatchObject({ kind: 'forbidden' });
    setPermissions([...user.permissions, Permission.CanCancelExistingReceipt]);
  });

  it('finds the sale by its receipt number with the units that can go back', () => {
    const found = h['refund-sale']({ query: String(sale.receipt.number) });
    expect(found).toMatchObject({ orderUuid: sale.orderUuid, receipt: { number: sale.receipt.number, total: 13000 }, refund: null, blocked: null });
    expect(found.lines.map((l) => [l.lineNo, l.quantity, l.refundable])).toEqual([
      [1, 2, 2],
      [2, 1, 1],
    ]);
  });

  it('R-RCPT-5: refunds one line by the original method (the card) with the next refund number; its ticket is voided, its seat given back', async () => {
    const seatsBefore = available();
    const before = h['refund-sale']({ orderUuid: sale.orderUuid });
    const refund = await h['refund-create']({ orderUuid: sale.orderUuid, lines: [{ lineNo: 2, quantity: 1 }], reason: 'הלקוח ביטל' });
    expect(refund).toMatchObject({ cash: 0, card: 3000, refund: { docType: 'refund', number: 501, original: { number: sale.receipt.number }, totals: { total: 3000 } } });
    expect(terminal.refunds).toEqual([expect.objectContaining({ amount: 3000, last4: '4580' })]);
    expect(refund.refund.payments).toEqual([expect.objectContaining({ method: 4, amount: 3000, details: expect.objectContaining({ last4: '4580' }) })]);
    // The operation for the server, as the protocol has it.
    const op = pendingOps(db, 100).find((o) => o.type === 'refund')!;
    expect(op.payload).toMatchObject({ originalReceiptUuid: before.receipt.uuid, lines: [{ lineNo: 2, quantity: 1, amount: 3000 }], document: { docType: 'refund', number: 501, total: 3000 } });
    const voided = (op.payload as { voidedTicketCodes: string[] }).voidedTicketCodes;
    expect(voided).toHaveLength(1);
    // The gate refuses the refunded ticket, admits the others.
    expect(h['scan-resolve']({ code: voided[0]!, admit: true })).toMatchObject({ kind: 'ticket', admitted: false, voided: true });
    const others = h['scan-resolve']({ code: sale.orderUuid, admit: true });
    expect(others).toMatchObject({ admitted: true });
    expect(available()).toBe(seatsBefore! + 1);
  });

  it('the Hebrew refund receipt prints (the drawer stays shut: no cash moved)', async () => {
    await printer.waitForJobs(2);
    await expect.poll(() => printer.jobs.map((j) => j.lines.join('\n')).find((t) => t.includes('קבלת זיכוי'))).toBeTruthy();
    const text = printer.jobs.map((j) => j.lines.join('\n')).find((t) => t.includes('קבלת זיכוי'))!;
    expect(text).toContain('501');
    expect(text).toContain('עבור מסמך');
    expect(text).toContain('30.00');
    expect(text).toContain('הלקוח ביטל');
    expect(text).toContain('מקור');
  });

  it('R-RCPT-7: a receipt is refunded once only', async () => {
    expect(h['refund-sale']({ orderUuid: sale.orderUuid })).toMatchObject({ blocked: 'already-refunded', refund: { number: 501, total: 3000 } });
    await expect(h['refund-create']({ orderUuid: sale.orderUuid, lines: [{ lineNo: 1, quantity: 1 }] })).rejects.toMatchObject({ code: 'already-refunded' });
    expect(terminal.refunds).toHaveLength(1);
  });

  it('R-RCPT-6: more units than the line holds are refused, and a line that is not on the receipt', async () => {
    const other = await sell([{ method: 1, amount: 5000 }], [{ customerTypeId: adult!, quantity: 1 }]);
    await expect(h['refund-create']({ orderUuid: other.orderUuid, lines: [{ lineNo: 1, quantity: 2 }] })).rejects.toMatchObject({ kind: 'validation', fieldErrors: { 'lines[0].quantity': [expect.any(String)] } });
    await expect(h['refund-create']({ orderUuid: other.orderUuid, lines: [{ lineNo: 7, quantity: 1 }] })).rejects.toMatchObject({ kind: 'validation' });
    // A used ticket is not given back.
    h['scan-resolve']({ code: other.orderUuid, admit: true });
    await expect(h['refund-create']({ orderUuid: other.orderUuid })).rejects.toMatchObject({ code: 'refund-tickets-used' });
  });

  it('R-RCPT-13: a card refund the terminal refuses says so and writes nothing', async () => {
    const byCard = await sell([{ method: 4, amount: 5000 }], [{ customerTypeId: adult!, quantity: 1 }]);
    const pending = pendingOps(db, 1000).length;
    terminal.answerNext({ code: '004' });
    await expect(h['refund-create']({ orderUuid: byCard.orderUuid })).rejects.toMatchObject({ code: 'card-refund-failed', message: CARD_REFUND_FAILED });
    expect(pendingOps(db, 1000)).toHaveLength(pending);
    expect(h['refund-sale']({ orderUuid: byCard.orderUuid }).refund).toBeNull();
  });

  it('cancels a cash sale whole: the money comes out of the drawer, the order admits nobody; the X report counts the refunds', async () => {
    const cashSale = await sell([{ method: 1, amount: 5000 }], [{ customerTypeId: adult!, quantity: 1 }]);
    const refund = await h['refund-create']({ orderUuid: cashSale.orderUuid });
    expect(refund).toMatchObject({ cash: 5000, card: 0, refund: { number: 502, totals: { total: 5000 } } });
    expect(h['scan-resolve']({ code: cashSale.orderUuid, admit: true })).toMatchObject({ admitted: false, order: { status: 'Cancelled' } });
    const x = h['shift-x-report']({});
    // Sales: 130 + 50 + 50 + 50 = 280; refunds 30 (card) + 50 (cash); cash: 200 opening + 30 + 50 + 50 taken - 50 given back.
    expect(x).toMatchObject({ receipts: 4, total: 28000, refunds: 8000, refundCount: 2, cashExpected: [{ currencyId: 1, amount: 28000 }] });
    expect(x.refundsByMethod).toEqual([
      { method: 1, currencyId: 1, amount: 5000, count: 1 },
      { method: 4, currencyId: 1, amount: 3000, count: 1 },
    ]);
    expect(h['refunds-list']({}).map((r) => r.number)).toEqual([502, 501]);
    expect(h['sales-list']({}).find((s) => s.orderUuid === cashSale.orderUuid)?.refund).toMatchObject({ number: 502, total: 5000 });
  });

  it('reprints a receipt of the shift marked copy, counting the copies; prints the X report on the reports printer', async () => {
    const first = await h['receipt-reprint']({ orderUuid: sale.orderUuid });
    const second = await h['receipt-reprint']({ orderUuid: sale.orderUuid });
    expect([first.copy, second.copy]).toEqual([1, 2]);
    const x = await h['shift-report-print']({ kind: 'X' });
    expect(x.problem).toBeNull();
    await expect.poll(() => printer.jobs.map((j) => j.lines.join('\n')).filter((t) => t.includes('העתק')).length, { timeout: 5000 }).toBe(2);
    await expect.poll(() => printer.jobs.map((j) => j.lines.join('\n')).find((t) => t.includes('דוח משמרת X')), { timeout: 5000 }).toBeTruthy();
    const report = printer.jobs.map((j) => j.lines.join('\n')).find((t) => t.includes('דוח משמרת X'))!;
    expect(report).toContain('החזרים (2)');
    expect(report).toContain('80.00');
  });

  it('a station handed invoice-receipt blocks (a licensed dealer) issues tax invoice-receipts from them; the receipt numbers stay as they were', async () => {
    const lastReceipt = h.status({}).receiptNumbers.next;
    pull(db, [{ stream: 'number-blocks', checkpoint: 6, changes: [{ key: '3', row: { id: 3, docType: 'invoice-receipt', fromNumber: 9001, toNumber: 9100, voidFrom: null } }] } as StreamPage]);
    expect(h.status({}).receiptNumbers).toMatchObject({ docType: 'invoice-receipt', next: 9001 });
    const invoice = await sell([{ method: 1, amount: 5000 }], [{ customerTypeId: adult!, quantity: 1 }]);
    expect(invoice.receipt).toMatchObject({ docType: 'invoice-receipt', number: 9001 });
    const op = pendingOps(db, 1000).filter((o) => o.type === 'sale').at(-1)!;
    expect(op.payload).toMatchObject({ receipt: { docType: 'invoice-receipt', number: 9001 } });
    await expect.poll(() => printer.jobs.map((j) => j.lines.join('\n')).find((t) => t.includes('חשבונית מס / קבלה')), { timeout: 5000 }).toBeTruthy();
    pull(db, [{ stream: 'number-blocks', checkpoint: 7, changes: [{ key: '3', deleted: true }] } as StreamPage]);
    expect(h.status({}).receiptNumbers).toMatchObject({ docType: 'receipt', next: lastReceipt });
  });
});
