import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualPrinter } from '@pos/printers';
import type { PullResponse, StreamPage } from '@pos/shared/sync/protocol';
import { replica } from '../catalogue/replica';
import type { PrinterSetting } from '../settings/settings-store';
import { applyPullAnswer } from '../sync/pull-apply';
import { createStation, type Station } from '../station';
import { seedReplica } from '../catalogue/replica.fixtures';

const BUSINESS = 'ספארי מדבר בע"מ';

interface Setup {
  station: Station;
  dataDir: string;
  sell(): Promise<{ printJobId: number; ticketsPrintJobId: number | null; orderUuid: string }>;
  job(id: number): { status: string; printer_id: string | null; attempts: number; last_error: string | null };
}

const stations: Station[] = [];
const printers: VirtualPrinter[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(stations.splice(0).map((s) => s.close()));
  await Promise.all(printers.splice(0).map((p) => p.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A station with a replica (no server), the provider's auto-print as asked, a shift open, and a receipt printer. */
/** Receipt tests sell an order-summary product (no ticket print); ticket tests say which printing type. */
function setup(opts: { autoPrint: boolean; printer: PrinterSetting; renderPdf?: (html: string) => Promise<Buffer>; retry?: { maxAttempts: number }; printingType?: string }): Setup {
  const dataDir = mkdtempSync(join(tmpdir(), 'station-printing-'));
  dirs.push(dataDir);
  const station = createStation({ dataDir, autoSync: false, printing: { retry: { initialDelayMs: 100, maxDelayMs: 200, ...opts.retry }, tcpTimeoutMs: 1000, renderPdf: opts.renderPdf } });
  stations.push(station);
  const { db } = station.ctx;
  const fixture = seedReplica(db, { products: 1, slotsPerProduct: 1 });
  const provider = { ...replica.provider(db)!, name: BUSINESS, autoPrintReceipt: opts.autoPrint };
  const page = { stream: 'provider', checkpoint: 2, changes: [{ key: '1', row: provider }] } as StreamPage;
  const product = { ...replica.product(db, fixture.products[0]!.id)!, printingType: opts.printingType ?? 'order-summary' };
  const productPage = { stream: 'products', checkpoint: 2, changes: [{ key: String(product.id), row: product }] } as StreamPage;
  applyPullAnswer(db, { more: false, remaining: 0, serverTime: new Date().toISOString(), pages: [page, productPage] } as PullResponse, null);
  station.handlers['settings-save']({ language: 'he-IL', printers: [opts.printer] });
  station.ctx.session.userId = fixture.userId;
  station.handlers['shift-open']({ openingBalance: [{ currencyId: 1, amount: 10_000 }] });
  const sold = fixture.products[0]!;
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return {
    station,
    dataDir,
    // 3 adults at 50.00 and 3 children at 30.00: 240.00, paid in cash.
    sell: () =>
      station.handlers['sale-create']({
        items: [{ productId: sold.id, date, slotId: sold.slotIds[0]!, customers: [{ customerTypeId: sold.customerTypeIds[0]!, quantity: 3 }, { customerTypeId: sold.customerTypeIds[1]!, quantity: 3 }] }],
        payments: [{ method: 1, amount: 24_000, tendered: 25_000 }],
      }),
    job: (id) => db.$client.prepare('select status, printer_id, attempts, last_error from print_jobs where id = ?').get(id) as ReturnType<Setup['job']>,
  };
}

async function virtualPrinter(): Promise<VirtualPrinter> {
  const printer = new VirtualPrinter();
  printers.push(printer);
  await printer.start(0);
  return printer;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('station printing: a sale prints on the configured printer', () => {
  it('auto-print on: a cash sale prints exactly one receipt, in Hebrew, with the business and the total', async () => {
    const printer = await virtualPrinter();
    const s = setup({ autoPrint: true, printer: { role: 'receipt', kind: 'tcp', address: `127.0.0.1:${printer.port}`, paper: '80mm', profile: 'generic-80mm' } });
    const sale = await s.sell();
    await printer.waitForJobs(1);
    await expect.poll(() => s.job(sale.printJobId).status).toBe('printed');
    await settle();
    expect(printer.jobs).toHaveLength(1);
    const lines = printer.jobs[0]!.lines.join('\n');
    expect(lines).toContain(BUSINESS);
    expect(lines).toContain('240.00');
    // Decoded in logical order: the Hebrew labels read as typed.
    expect(lines).toContain('קבלה');
    expect(lines).toContain('סה"כ לתשלום');
    expect(printer.jobs[0]!.codePages.length).toBeGreaterThan(0);
    expect(s.station.handlers['print-jobs']({ status: 'pending' })).toEqual([]);
  });

  it('a printer that is off: the job retries with back-off and prints once when it comes up', async () => {
    const printer = await virtualPrinter();
    const port = printer.port;
    await printer.stop();
    const s = setup({ autoPrint: true, printer: { role: 'receipt', kind: 'tcp', address: `127.0.0.1:${port}` } });
    const sale = await s.sell();
    // Between attempts the job waits as 'pending'; while one is in flight it reads 'printing'.
    await expect
      .poll(() => { const job = s.job(sale.printJobId); return job.attempts >= 2 && job.status === 'pending'; }, { timeout: 5000 })
      .toBe(true);
    expect(s.job(sale.printJobId)).toMatchObject({ status: 'pending', last_error: expect.stringMatching(/ECONNREFUSED/) });
    await printer.start(port);
    await printer.waitForJobs(1);
    await expect.poll(() => s.job(sale.printJobId).status).toBe('printed');
    await settle();
    expect(printer.jobs).toHaveLength(1);
    expect(printer.jobs[0]!.lines.join('\n')).toContain('240.00');
  });

  it('auto-print off: the job waits until the cashier asks, then prints once', async () => {
    const printer = await virtualPrinter();
    const s = setup({ autoPrint: false, printer: { role: 'receipt', kind: 'virtual', address: `127.0.0.1:${printer.port}` } });
    const sale = await s.sell();
    await settle();
    expect(printer.jobs).toHaveLength(0);
    expect(s.job(sale.printJobId)).toMatchObject({ status: 'pending', printer_id: null });
    expect(s.station.handlers['print-jobs']({ status: 'pending' }).map((j) => j.id)).toEqual([sale.printJobId]);
    // Issue 16: the receipt screen asks for its one job's status, not the whole pending list.
    expect(s.station.handlers['print-job-status']({ id: sale.printJobId })).toEqual({ id: sale.printJobId, status: 'pending' });
    await s.station.handlers['print-job-print']({ id: sale.printJobId });
    await printer.waitForJobs(1);
    await expect.poll(() => s.job(sale.printJobId).status).toBe('printed');
    expect(s.station.handlers['print-job-status']({ id: sale.printJobId })).toEqual({ id: sale.printJobId, status: 'printed' });
    expect(() => s.station.handlers['print-job-status']({ id: 999_999 })).toThrow(expect.objectContaining({ code: 'not-found' }));
    // Asking again prints nothing more: a reprint is a new job.
    expect(await s.station.handlers['print-job-print']({ id: sale.printJobId })).toEqual({ id: sale.printJobId, status: 'printed' });
    await settle();
    expect(printer.jobs).toHaveLength(1);
  });

  it('A4: the receipt is a PDF under the data folder\'s prints/, and the job is printed', async () => {
    const pages: string[] = [];
    const s = setup({ autoPrint: true, printer: { role: 'receipt', kind: 'tcp', address: '', paper: 'A4' }, renderPdf: async (html) => (pages.push(html), Buffer.from('%PDF-1.4 test')) });
    const sale = await s.sell();
    await expect.poll(() => s.job(sale.printJobId).status).toBe('printed');
    const folder = join(s.dataDir, 'prints');
    expect(existsSync(folder)).toBe(true);
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(folder, files[0]!), 'latin1')).toMatch(/^%PDF/);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('dir="rtl"');
    expect(pages[0]).toContain('240.00');
  });

  it('gives up after the last attempt; the cashier asks again and it prints once', async () => {
    const printer = await virtualPrinter();
    const port = printer.port;
    await printer.stop();
    const s = setup({ autoPrint: true, printer: { role: 'receipt', kind: 'tcp', address: `127.0.0.1:${port}` }, retry: { maxAttempts: 2 } });
    const sale = await s.sell();
    await expect.poll(() => s.job(sale.printJobId).status, { timeout: 5000 }).toBe('failed');
    await printer.start(port);
    expect(await s.station.handlers['print-job-print']({ id: sale.printJobId })).toEqual({ id: sale.printJobId, status: 'pending' });
    await printer.waitForJobs(1);
    await expect.poll(() => s.job(sale.printJobId).status).toBe('printed');
    await settle();
    expect(printer.jobs).toHaveLength(1);
  });

  it('a job the station was sending when it stopped is not sent again by itself at the next start', async () => {
    const printer = await virtualPrinter();
    const s = setup({ autoPrint: false, printer: { role: 'receipt', kind: 'tcp', address: `127.0.0.1:${printer.port}` } });
    const sale = await s.sell();
    s.station.ctx.db.$client.prepare("update print_jobs set status = 'printing', printer_id = ?, bytes = x'00', next_attempt_at = 0 where id = ?").run(`tcp:127.0.0.1:${printer.port}`, sale.printJobId);
    await s.station.close();
    stations.splice(stations.indexOf(s.station), 1);
    const again = createStation({ dataDir: s.dataDir, autoSync: false });
    stations.push(again);
    await expect.poll(() => (again.ctx.db.$client.prepare('select status from print_jobs where id = ?').get(sale.printJobId) as { status: string }).status).toBe('interrupted');
    await settle();
    expect(printer.jobs).toHaveLength(0);
  });

  it('print-job-print refuses an unknown job and a missing id with the station\'s errors', async () => {
    const s = setup({ autoPrint: false, printer: { role: 'receipt', kind: 'tcp', address: '127.0.0.1:9' } });
    await expect(s.station.handlers['print-job-print']({ id: 999 })).rejects.toMatchObject({ code: 'not-found' });
    await expect(s.station.handlers['print-job-print']({} as { id: number })).rejects.toMatchObject({ kind: 'validation' });
  });
});

describe('station printing: a sale\'s tickets print after its receipt, each with its code as the QR (R-PROD-16)', () => {
  const qrOf = (printer: VirtualPrinter) => printer.jobs.flatMap((j) => j.qrCodes);

  it('single-unit: one ticket per person, printed after the receipt, the QR payload is the ticket code', async () => {
    const printer = await virtualPrinter();
    const s = setup({ autoPrint: true, printingType: 'single-unit', printer: { role: 'receipt', kind: 'tcp', address: `127.0.0.1:${printer.port}`, paper: '80mm' } });
    const sale = await s.sell();
    expect(sale.ticketsPrintJobId).not.toBeNull();
    await printer.waitForJobs(7);
    await expect.poll(() => s.job(sale.ticketsPrintJobId!).status).toBe('printed');
    await settle();
    // The receipt first (no QR), then six tickets, each cut on its own.
    expect(printer.jobs).toHaveLength(7);
    expect(printer.jobs[0]!.lines.join('\n')).toContain('240.00');
    expect(printer.jobs[0]!.qrCodes).toEqual([]);
    const codes = Array.from({ length: 6 }, (_, i) => `${sale.orderUuid}.${i + 1}`);
    expect(qrOf(printer)).toEqual(codes);
    expect(printer.jobs[1]!.lines).toContain(codes[0]);
    const stored = s.station.ctx.db.$client.prepare("select code, quantity, source from tickets where order_uuid = ? order by ticket_no").all(sale.orderUuid);
    expect(stored).toEqual(codes.map((code) => ({ code, quantity: 1, source: 'sale' })));
  });

  it('multiple-unit: one ticket per line admitting its quantity; the worker prints it on the ticket printer when there is one', async () => {
    const receipts = await virtualPrinter();
    const tickets = await virtualPrinter();
    const s = setup({ autoPrint: false, printingType: 'multiple-unit', printer: { role: 'receipt', kind: 'tcp', address: `127.0.0.1:${receipts.port}` } });
    s.station.handlers['settings-save']({ printers: [{ role: 'receipt', kind: 'tcp', address: `127.0.0.1:${receipts.port}` }, { role: 'ticket', kind: 'tcp', address: `127.0.0.1:${tickets.port}` }] });
    const sale = await s.sell();
    expect(s.station.handlers['print-jobs']({ status: 'pending' }).map((j) => [j.id, j.kind])).toEqual([[sale.printJobId, 'receipt'], [sale.ticketsPrintJobId, 'tickets']]);
    await s.station.handlers['print-job-print']({ id: sale.ticketsPrintJobId! });
    await tickets.waitForJobs(2);
    await settle();
    expect(receipts.jobs).toHaveLength(0);
    expect(qrOf(tickets)).toEqual([`${sale.orderUuid}.1`, `${sale.orderUuid}.2`]);
    expect(tickets.jobs[0]!.lines.join('\n')).toMatch(/3/);
  });

  it('order-summary: no ticket print job', async () => {
    const s = setup({ autoPrint: false, printer: { role: 'receipt', kind: 'tcp', address: '127.0.0.1:9' } });
    const sale = await s.sell();
    expect(sale.ticketsPrintJobId).toBeNull();
    expect(s.station.handlers['print-jobs']({ status: 'pending' }).map((j) => j.kind)).toEqual(['receipt']);
  });
});
