/**
 * A virtual printer for the demo, without hardware: listens on 127.0.0.1, prints every job's
 * decoded lines and writes a PNG preview of it.
 *   npx tsx printers/src/cli/virtual-printer.ts [--port 9100] [--previews .data/prints]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VirtualPrinter } from '../virtual/server';
import { previewPng } from '../virtual/preview';
import { parseArgs } from './args';

const args = parseArgs(process.argv.slice(2), []);
const previews = args.get('previews') ?? join('.data', 'prints');
mkdirSync(previews, { recursive: true });
const printer = new VirtualPrinter();
await printer.start(Number(args.get('port') ?? 9100));
console.log(`virtual printer on ${printer.host}:${printer.port}; previews in ${previews}`);

let seen = 0;
setInterval(() => {
  for (; seen < printer.jobs.length; seen++) {
    const job = printer.jobs[seen]!;
    const file = join(previews, `job-${String(seen + 1).padStart(4, '0')}.png`);
    writeFileSync(file, previewPng(job));
    const extras = [...job.qrCodes.map((q) => `QR ${q}`), ...job.barcodes.map((b) => `barcode ${b}`), job.drawerKicks ? 'drawer kick' : '', job.cut ? 'cut' : 'no cut'];
    console.log(`--- job ${seen + 1} (${job.bytes.length} bytes, ${file})\n${job.lines.join('\n')}\n[${extras.filter(Boolean).join(', ')}]`);
  }
}, 200);

process.on('SIGINT', () => void printer.stop().then(() => process.exit(0)));
