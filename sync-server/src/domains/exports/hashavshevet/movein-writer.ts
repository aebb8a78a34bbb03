import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import type { RowFileWriter } from '../export-source';
import { writeZip } from '../open-format/zip';
import { MOVEIN_ENCODING, MOVEIN_RECORD_CHARS, moveinPrm } from './movein-layout';

/** The data file's name as the dealer's documentation of the flexible method gives it, and its parameters file. */
export const MOVEIN_DATA_FILE = 'MOVEIN.DOC';
export const MOVEIN_PRM_FILE = 'MOVEIN.PRM';

/**
 * Writes the journal import: each page's records are appended to MOVEIN.DOC as they come
 * (Windows-1255, CR LF after every record), then MOVEIN.PRM, then the zip of the two that the
 * bookkeeper downloads (the import screen asks for both files).
 */
export function moveinWriter(path: string): RowFileWriter {
  const work = `${path}.d`;
  let out: WriteStream | null = null;
  const start = async () => {
    await mkdir(work, { recursive: true });
    out = createWriteStream(join(work, MOVEIN_DATA_FILE));
  };
  return {
    contentType: 'application/zip',
    extension: 'zip',
    async write(rows) {
      if (!out) await start();
      const records = rows.map((row) => String(row[0]));
      for (const record of records) if (record.length !== MOVEIN_RECORD_CHARS) throw new Error(`a MOVEIN record of ${record.length} characters`);
      if (records.length && !out!.write(iconv.encode(`${records.join('\r\n')}\r\n`, MOVEIN_ENCODING))) await once(out!, 'drain');
    },
    async close() {
      try {
        if (!out) await start();
        out!.end();
        await once(out!, 'finish');
        await writeFile(join(work, MOVEIN_PRM_FILE), iconv.encode(moveinPrm(), MOVEIN_ENCODING));
        await writeZip(path, [
          { name: MOVEIN_DATA_FILE, path: join(work, MOVEIN_DATA_FILE), deflate: true },
          { name: MOVEIN_PRM_FILE, path: join(work, MOVEIN_PRM_FILE), deflate: false },
        ]);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  };
}
