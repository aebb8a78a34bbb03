/**
 * Writes the ESC/POS bytes of a sample document to stdout (or --out FILE):
 *   npm run -s print:sample -- --doc receipt --lang he-IL --width 80 [--raster] > receipt.bin
 *   npm run -s print:sample -- --doc single-unit-tickets --lang ru-RU | nc -N 192.168.1.50 9100
 * -s matters: without it npm writes its own "> ticket-window-pos print:sample" lines to stdout
 * first, and a printer would print them.
 */
import { writeFileSync } from 'node:fs';
import { isLanguage, LANGUAGES } from '@pos/shared/languages';
import { SAMPLE_DOCUMENTS } from '../documents/samples';
import { encodeEscPos } from '../escpos/encode';
import { profileForWidth } from '../escpos/profile';
import { DOCUMENT_TYPES, type DocumentType } from '../layout/model';
import { parseArgs } from './args';

const USAGE = `usage: print-sample [--doc ${DOCUMENT_TYPES.join('|')}] [--lang ${LANGUAGES.join('|')}] [--width 80|58] [--raster] [--out FILE]`;

function main(argv: readonly string[]): number {
  let args: Map<string, string>;
  try {
    args = parseArgs(argv, ['raster', 'help']);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.has('help')) {
    console.error(USAGE);
    return 0;
  }
  const doc = args.get('doc') ?? 'receipt';
  const lang = args.get('lang') ?? 'en-US';
  const width = Number(args.get('width') ?? 80);
  if (!(DOCUMENT_TYPES as readonly string[]).includes(doc) || !isLanguage(lang) || (width !== 80 && width !== 58)) {
    console.error(USAGE);
    return 2;
  }
  const out = args.get('out');
  if (!out && process.stdout.isTTY) {
    console.error('print-sample writes printer bytes: redirect them to a file or a printer (see the top of print-sample.ts)');
    return 2;
  }
  const bytes = encodeEscPos(SAMPLE_DOCUMENTS[doc as DocumentType](lang), profileForWidth(width, args.has('raster')));
  if (out) writeFileSync(out, bytes);
  else process.stdout.write(bytes);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
