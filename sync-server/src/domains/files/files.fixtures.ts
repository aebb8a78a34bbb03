/** Test uploads: real images made with sharp, hand-made bombs, and multipart bodies (not a test file itself). */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A noisy photo (noise keeps JPEG large, as a camera's is), with EXIF that must not survive. */
export function photo(width: number, height: number, opts: { format?: 'jpeg' | 'png' | 'webp'; quality?: number } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 }, noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).withExif({
    IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' },
  });
  if (opts.format === 'png') return image.png().toBuffer();
  if (opts.format === 'webp') return image.webp().toBuffer();
  return image.jpeg({ quality: opts.quality ?? 90 }).toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A decompression bomb: a PNG declaring side x side grey pixels whose data is a few kilobytes of
 * compressed zeros (the first rows only: a reader that trusted the header would allocate it all).
 */
export function pngBomb(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((side + 1) * 64));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/** A minimal valid PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A multipart/form-data body with one file part `file` (and text fields), for app.inject. */
export function multipart(filename: string, bytes: Buffer, fields: Record<string, string> = {}, contentType = 'application/octet-stream') {
  const boundary = `----pos${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
