import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualPrinter } from '@pos/printers';
import type { PullResponse, StreamPage } from '@pos/shared/sync/protocol';
import { replica } from '../catalogue/replica';
import { applyPullAnswer } from '../sync/pull-apply';
import { createStation, type Station } from '../station';
import { seedReplica } from '../catalogue/replica.fixtures';

/**
 * The print queue (issue 16): a job made before a printer of its role is set up waits for one and
 * prints when it appears; the print-queue screen's list, its retry of a failed job and its cancel.
 */
const stations: Station[] = [];
const printers: VirtualPrinter[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(stations.splice(0).map((s) => s.close()));
  await Promise.all(printers.splice(0).map((p) => p.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A station with no printer at all, the provider's auto-print as asked, a shift open. */
function setup(autoPrint: boolean, retry = { maxAttempts: 20 }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'station-print-queue-'));
  dirs.push(dataDir);
  const station = createStation({ dataDir, autoSync: false, printing: { retry: { initialDelayMs: 100, maxDelayMs: 200, ...retry }, tcpTimeoutMs: 1000 } });
  stations.push(station);
  const { db } = station.ctx;
  const fixture = seedReplica(db, { products: 1, slotsPerProduct: 1 });
  const provider = { ...replica.provider(db)!, name: 'Desert Safari', autoPrintReceipt: autoPrint };
  const product = { ...replica.product(db, fixture.products[0]!.id)!, printingType: 'order-summary' };
  const pages = [
    { stream: 'provider', checkpoint: 2, changes: [{ key: '1', row: provider }] },
    { stream: 'products', checkpoint: 2, changes: [{ key: String(product.id), row: product }] },
  ] as StreamPage[];
  applyPullAnswer(db, { more: false, remaining: 0, serverTime: new Date().toISOString(), pages } as PullResponse, null);
  station.handlers['settings-save']({ language: 'en-US', printers: [] });
  station.ctx.session.userId = fixture.userId;
  station.handlers['shift-open']({ openingBalance: [{ currencyId: 1, amount: 10_000 }] });
  const sold = fixture.products[0]!;
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return {
    station,
    // 3 adults at 50.00 and 3 children at 30.00: 240.00 in cash.
    sell: () =>
      station.handlers['sale-create']({
        items: [{ productId: sold.id, date, slotId: sold.slotIds[0]!, customers: [{ customerTypeId: sold.customerTypeIds[0]!, quantity: 3 }, { customerTypeId: sold.customerTypeIds[1]!, quantity: 3 }] }],
        payments: [{ method: 1, amount: 24_000, tendered: 25_000 }],
      }),
    status: (id: number) => (db.$client.prepare('select status from print_jobs where id = ?').get(id) as { status: string }).status,
  };
}

async function virtualPrinter(): Promise<VirtualPrinter> {
  const printer = new VirtualPrinter();
  printers.push(printer);
  await printer.start(0);
  return printer;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('print jobs made before a printer of their role is set up', () => {
  it('auto-print on: the first sale\'s receipt waits for a printer and prints once when a receipt printer is added', async () => {
    const s = setup(true);
    const sale = await s.sell();
    await settle();
    expect(s.status(sale.printJobId)).toBe('pending');
    expect(s.station.handlers['print-queue']({})).toEqual([
      expect.objectContaining({ id: sale.printJobId, kind: 'receipt', status: 'pending', role: 'receipt', waitingForPrinter: true, lastError: 'no-printer' }),
    ]);

    const printer = await virtualPrinter();
    s.station.handlers['settings-save']({ printers: [{ role: 'receipt', kind: 'virtual', address: `127.0.0.1:${printer.port}` }] });
    await printer.waitForJobs(1);
    await expect.poll(() => s.status(sale.printJobId)).toBe('printed');
    await settle();
    // Read back through the virtual printer's decoder: the receipt, once.
    expect(printer.jobs).toHaveLength(1);
    expect(printer.jobs[0]!.lines.join('\n')).toContain('240.00');
    expect(printer.jobs[0]!.lines.join('\n')).toContain('Desert Safari');
    expect(s.station.handlers['print-queue']({})).toEqual([]);
  });

  it('auto-print off: an X report asked for with no report printer waits, and prints on the report printer when one is added (not on the receipt printer added first)', async () => {
    const s = setup(false);
    const asked = await s.station.handlers['shift-report-print']({ kind: 'X' });
    expect(asked).toMatchObject({ status: 'pending', problem: 'no-printer' });
    const receipts = await virtualPrinter();
    const reports = await virtualPrinter();
    // A sale's receipt with auto-print off waits for the cashier, not for a printer: it stays.
    const sale = await s.sell();
    s.station.handlers['settings-save']({ printers: [{ role: 'report', kind: 'virtual', address: `127.0.0.1:${reports.port}` }, { role: 'receipt', kind: 'virtual', address: `127.0.0.1:${receipts.port}` }] });
    await reports.waitForJobs(1);
    await expect.poll(() => s.status(asked.printJobId)).toBe('printed');
    await settle();
    expect(reports.jobs).toHaveLength(1);
    expect(reports.jobs[0]!.lines.join('\n')).toMatch(/X/);
    expect(receipts.jobs).toHaveLength(0);
    expect(s.status(sale.printJobId)).toBe('pending');
    expect(s.station.handlers['print-queue']({}).map((j) => [j.id, j.waitingForPrinter])).toEqual([[sale.printJobId, false]]);
  });
});

describe('the print-queue screen\'s retry and cancel', () => {
  it('a failed job is listed with its error; retry prints it once when the printer is back', async () => {
    const printer = await virtualPrinter();
    const port = printer.port;
    await printer.stop();
    const s = setup(true, { maxAttempts: 2 });
    s.station.handlers['settings-save']({ printers: [{ role: 'receipt', kind: 'tcp', address: `127.0.0.1:${port}` }] });
    const sale = await s.sell();
    await expect.poll(() => s.status(sale.printJobId), { timeout: 5000 }).toBe('failed');
    expect(s.station.handlers['print-queue']({})).toEqual([
      expect.objectContaining({ id: sale.printJobId, status: 'failed', attempts: 2, lastError: expect.stringMatching(/ECONNREFUSED/), waitingForPrinter: false }),
    ]);
    await printer.start(port);
    expect(await s.station.handlers['print-job-print']({ id: sale.printJobId })).toEqual({ id: sale.printJobId, status: 'pending' });
    await printer.waitForJobs(1);
    await expect.poll(() => s.status(sale.printJobId)).toBe('printed');
    await settle();
    expect(printer.jobs).toHaveLength(1);
    expect(printer.jobs[0]!.lines.join('\n')).toContain('240.00');
  });

  it('a cancelled job leaves the list and never prints when a printer appears; a printed one cannot be cancelled', async () => {
    const s = setup(true);
    const first = await s.sell();
    const second = await s.sell();
    await settle();
    expect(s.station.handlers['print-job-cancel']({ id: first.printJobId })).toBe(true);
    expect(s.status(first.printJobId)).toBe('cancelled');
    expect(s.station.handlers['print-queue']({}).map((j) => j.id)).toEqual([second.printJobId]);
    const printer = await virtualPrinter();
    s.station.handlers['settings-save']({ printers: [{ role: 'receipt', kind: 'virtual', address: `127.0.0.1:${printer.port}` }] });
    await printer.waitForJobs(1);
    await expect.poll(() => s.status(second.printJobId)).toBe('printed');
    await settle();
    expect(printer.jobs).toHaveLength(1);
    expect(() => s.station.handlers['print-job-cancel']({ id: second.printJobId })).toThrow(expect.objectContaining({ code: 'not-found' }));
    expect(() => s.station.handlers['print-job-cancel']({} as { id: number })).toThrow(expect.objectContaining({ kind: 'validation' }));
  });

  it('nobody logged in: the queue is not shown and nothing is cancelled', async () => {
    const s = setup(true);
    const sale = await s.sell();
    s.station.ctx.session.userId = null;
    expect(() => s.station.handlers['print-queue']({})).toThrow();
    expect(() => s.station.handlers['print-job-cancel']({ id: sale.printJobId })).toThrow();
    expect(s.status(sale.printJobId)).toBe('pending');
  });
});
