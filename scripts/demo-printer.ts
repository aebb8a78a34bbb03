import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { previewPng, VirtualPrinter } from '@pos/printers';

export interface DemoPrinter {
  /** host:port as the station's printer setting takes it. */
  address: string;
  /** Where each printed job is written (its decoded text and a PNG picture). */
  folder: string;
  lines: string[];
  stop(): Promise<void>;
}

/**
 * npm start's printer: the virtual printer (printers/src/virtual) on 127.0.0.1, port PRINTER_PORT
 * (default 9100; any free port when that one is taken). Every job it decodes is written to
 * <folder>/job-NNNN.txt (the lines as printed, QR codes, drawer kick, cut) and job-NNNN.png.
 */
export async function startDemoPrinter(folder: string): Promise<DemoPrinter> {
  const out = resolve(folder);
  mkdirSync(out, { recursive: true });
  const printer = new VirtualPrinter();
  const wanted = Number(process.env.PRINTER_PORT ?? 9100);
  await printer.start(Number.isInteger(wanted) && wanted >= 0 && wanted <= 65535 ? wanted : 9100).catch(() => printer.start(0));
  const stamp = Date.now();
  let seen = 0;
  const timer = setInterval(() => {
    for (; seen < printer.jobs.length; seen++) {
      const job = printer.jobs[seen]!;
      const name = join(out, `job-${stamp}-${String(seen + 1).padStart(4, '0')}`);
      const extras = [...job.qrCodes.map((q) => `QR ${q}`), ...job.barcodes.map((b) => `barcode ${b}`), job.drawerKicks ? 'drawer kick' : '', job.cut ? 'cut' : 'no cut'];
      writeFileSync(`${name}.txt`, `${job.lines.join('\n')}\n[${extras.filter(Boolean).join(', ')}]\n`);
      writeFileSync(`${name}.png`, previewPng(job));
    }
  }, 250);
  timer.unref();
  const address = `${printer.host}:${printer.port}`;
  return {
    address,
    folder: out,
    lines: [`  Printer:       virtual printer at ${address} (receipts, tickets, X/Z); each printout is written to ${out} as .txt and .png`],
    async stop() {
      clearInterval(timer);
      await printer.stop();
    },
  };
}
