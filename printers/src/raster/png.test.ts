import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodePngToGray, encodeGrayPng } from './png';

describe('PNG', () => {
  it('reads back what it writes', () => {
    const pixels = Uint8Array.from({ length: 7 * 5 }, (_, i) => (i * 37) % 256);
    expect(decodePngToGray(encodeGrayPng({ width: 7, height: 5, pixels }))).toEqual({ width: 7, height: 5, pixels });
  });

  it('reads an RGBA PNG from another encoder (qrcode, pngjs)', async () => {
    const png = await QRCode.toBuffer('TKT-1', { margin: 0, scale: 1, errorCorrectionLevel: 'M' });
    const image = decodePngToGray(png);
    expect(image.width).toBe(21);
    // A QR code's top-left finder pattern: dark corner, light ring.
    expect(image.pixels[0]).toBe(0);
    expect(image.pixels[1 * 21 + 1]).toBe(255);
  });

  it('reads an RGB PNG made by pdftoppm, with filters', () => {
    const dir = mkdtempSync(join(tmpdir(), 'png-'));
    // A one-inch page, black on its left half.
    const pdf = Buffer.from(
      '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]/Contents 4 0 R>>endobj\n' +
        '4 0 obj<</Length 25>>stream\n0 0 36 72 re f\nendstream endobj\ntrailer<</Root 1 0 R>>\n',
    );
    writeFileSync(join(dir, 'page.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '10', '-singlefile', join(dir, 'page.pdf'), join(dir, 'page')], { stdio: 'ignore' });
    const image = decodePngToGray(readFileSync(join(dir, 'page.png')));
    expect(image.width).toBe(10);
    expect(image.pixels[0]).toBeLessThan(50);
    expect(image.pixels[image.width - 1]).toBeGreaterThan(200);
  });
});
