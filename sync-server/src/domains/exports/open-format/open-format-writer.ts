import { randomInt } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { instantToLocal } from '@pos/shared/calendar/index';
import type { RowFileWriter } from '../file-writers';
import { encodeRecord, encodeSummary, SUMMARY_CODES, SYSTEM_CONSTANT, toIso88598 } from './records';
import { writeZip } from './zip';

/** What INI.TXT and the opening record say about the business and the run. */
export interface OpenFormatHeader {
  /** The business's VAT (licensed dealer) number, 9 digits. */
  vatNumber: string;
  businessName: string;
  street: string;
  fromDate: string;
  toDate: string;
  now: Date;
  timeZone: string;
}

/** INI.TXT 1007-1010: this software as the format names it. */
export const SOFTWARE = { name: 'Tours POS', version: '1.0', vendorVat: '', vendorName: 'Tours POS' };

/** §2.2: OPENFRMT\<the VAT number's first 8 digits>.<YY>\<MMDDhhmm> (the run's local time). */
export function openFormatFolder(header: Pick<OpenFormatHeader, 'vatNumber' | 'now' | 'timeZone'>): string {
  const { date, time } = instantToLocal(header.now, header.timeZone);
  const vat = header.vatNumber.replace(/\D/g, '').padStart(9, '0');
  return `OPENFRMT/${vat.slice(0, 8)}.${date.slice(2, 4)}/${date.slice(5, 7)}${date.slice(8, 10)}${time.slice(0, 2)}${time.slice(3, 5)}`;
}

/** A primary identifier (1004, 1103, 1153): a random 15-digit number, new for each file (clarification 2). */
const primaryId = () => `${randomInt(1, 10)}${String(randomInt(0, 1e7)).padStart(7, '0')}${String(randomInt(0, 1e7)).padStart(7, '0')}`;

async function put(out: WriteStream, line: string): Promise<void> {
  if (!out.write(toIso88598(`${line}\r\n`))) await once(out, 'drain');
}

/**
 * Writes BKMVDATA.TXT record by record as the pages come (A100 first, Z900 last, each record
 * numbered in file order with the business's VAT number), then INI.TXT with the counts, then the
 * file the bookkeeper downloads: a zip holding OPENFRMT\...\INI.TXT and BKMVDATA.zip (BKMVDATA.TXT
 * compressed into an archive named BKMVDATA, §2.2 ד). Text is ISO-8859-8-i, lines end CRLF.
 */
export function openFormatWriter(path: string, header: OpenFormatHeader): RowFileWriter {
  const work = `${path}.d`;
  const vat = header.vatNumber.replace(/\D/g, '').padStart(9, '0').slice(-9);
  const id = primaryId();
  const counts = new Map<string, number>();
  let out: WriteStream | null = null;
  let recordNo = 0;

  const record = async (line: string) => {
    recordNo++;
    const code = line.slice(0, 4);
    counts.set(code, (counts.get(code) ?? 0) + 1);
    await put(out!, code + String(recordNo).padStart(9, '0') + vat + line.slice(22));
  };
  const start = async () => {
    await mkdir(work, { recursive: true });
    out = createWriteStream(join(work, 'BKMVDATA.TXT'));
    await record(encodeRecord('A100', { 1103: id, 1104: SYSTEM_CONSTANT }));
  };

  return {
    contentType: 'application/zip',
    extension: 'zip',
    async write(rows) {
      if (!out) await start();
      for (const row of rows) await record(String(row[0]));
    },
    async close() {
      try {
        if (!out) await start();
        await record(encodeRecord('Z900', { 1153: id, 1154: SYSTEM_CONSTANT, 1155: recordNo + 1 }));
        out!.end();
        await once(out!, 'finish');
        const { date, time } = instantToLocal(header.now, header.timeZone);
        const folder = openFormatFolder(header);
        const ini = [
          encodeRecord('A000', {
            1002: recordNo,
            1003: vat,
            1004: id,
            1005: SYSTEM_CONSTANT,
            1006: 0,
            1007: SOFTWARE.name,
            1008: SOFTWARE.version,
            1009: SOFTWARE.vendorVat,
            1010: SOFTWARE.vendorName,
            1011: 2, // multi-year: the data is cut by the range asked
            1012: folder.replaceAll('/', '\\'),
            1013: 0, // no bookkeeping module: documents only
            1014: 0,
            1018: header.businessName,
            1019: header.street,
            1024: header.fromDate.replaceAll('-', ''),
            1025: header.toDate.replaceAll('-', ''),
            1026: date.replaceAll('-', ''),
            1027: time.slice(0, 5).replace(':', ''),
            1028: 0, // Hebrew
            1029: 1, // ISO-8859-8-i
            1030: 'zip',
            1032: 'ILS',
            1034: 0,
          }),
          ...SUMMARY_CODES.filter((code) => counts.has(code)).map((code) => encodeSummary(code, counts.get(code)!)),
        ];
        await writeFile(join(work, 'INI.TXT'), toIso88598(ini.map((l) => `${l}\r\n`).join('')));
        await writeZip(join(work, 'BKMVDATA.zip'), [{ name: 'BKMVDATA.TXT', path: join(work, 'BKMVDATA.TXT'), deflate: true }]);
        await writeZip(path, [
          { name: `${folder}/INI.TXT`, path: join(work, 'INI.TXT'), deflate: false },
          { name: `${folder}/BKMVDATA.zip`, path: join(work, 'BKMVDATA.zip'), deflate: false },
        ]);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  };
}

