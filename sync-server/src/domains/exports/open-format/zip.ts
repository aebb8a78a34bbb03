import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One file put into a zip: its name in the archive, where it is on disk, deflated or stored. */
export interface ZipEntry {
  name: string;
  path: string;
  deflate: boolean;
}

const DOS_DATE_1980 = (1 << 5) | 1; // 1980-01-01: the archive's dates say nothing (the folder names carry the time).

/**
 * Writes a zip (PKWARE APPNOTE, no data descriptors) of files already on disk, streaming each one
 * through CRC-32 and, when asked, deflate: nothing is held in memory but a chunk. Each local header
 * is written first with blank sizes and filled in once its data is written.
 */
export async function writeZip(outPath: string, entries: readonly ZipEntry[]): Promise<void> {
  const out = await open(outPath, 'w');
  const central: Buffer[] = [];
  let position = 0;
  try {
    for (const entry of entries) {
      const name = Buffer.from(entry.name, 'utf8');
      const headerAt = position;
      const header = Buffer.alloc(30 + name.length);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(0x0800, 6); // names in UTF-8
      header.writeUInt16LE(entry.deflate ? 8 : 0, 8);
      header.writeUInt16LE(0, 10);
      header.writeUInt16LE(DOS_DATE_1980, 12);
      header.writeUInt16LE(name.length, 26);
      name.copy(header, 30);
      await out.write(header, 0, header.length, position);
      position += header.length;

      let crc = 0;
      let size = 0;
      let written = 0;
      const source = createReadStream(entry.path);
      const tapped = source.map((chunk: Buffer) => {
        crc = crc32(chunk, crc);
        size += chunk.length;
        return chunk;
      });
      const data = entry.deflate ? tapped.pipe(createDeflateRaw()) : tapped;
      for await (const chunk of data as AsyncIterable<Buffer>) {
        await out.write(chunk, 0, chunk.length, position);
        position += chunk.length;
        written += chunk.length;
      }
      const sizes = Buffer.alloc(12);
      sizes.writeUInt32LE(crc >>> 0, 0);
      sizes.writeUInt32LE(written, 4);
      sizes.writeUInt32LE(size, 8);
      await out.write(sizes, 0, 12, headerAt + 14);

      const record = Buffer.alloc(46 + name.length);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(0x0800, 8);
      record.writeUInt16LE(entry.deflate ? 8 : 0, 10);
      record.writeUInt16LE(0, 12);
      record.writeUInt16LE(DOS_DATE_1980, 14);
      sizes.copy(record, 16);
      record.writeUInt16LE(name.length, 28);
      record.writeUInt32LE(headerAt, 42);
      name.copy(record, 46);
      central.push(record);
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(position, 16);
    await out.write(Buffer.concat([directory, end]), 0, directory.length + 22, position);
  } finally {
    await out.close();
  }
}
