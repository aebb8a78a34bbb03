import { describe, expect, it } from 'vitest';
import type { PrintDocument } from '../layout/model';
import { encodeGrayPng } from '../raster/png';
import { EscPosDecoder, type DecodedJob } from '../virtual/decoder';
import { encodeEscPos } from './encode';
import { PROFILES } from './profile';

const doc = (blocks: PrintDocument['blocks'], direction: 'rtl' | 'ltr' = 'ltr'): PrintDocument => ({
  type: 'receipt',
  lang: direction === 'rtl' ? 'he-IL' : 'en-US',
  direction,
  title: 't',
  blocks,
});

function decode(bytes: Uint8Array, chunkSize = bytes.length): DecodedJob[] {
  const jobs: DecodedJob[] = [];
  const decoder = new EscPosDecoder((job) => jobs.push(job));
  for (let at = 0; at < bytes.length; at += chunkSize) decoder.push(bytes.subarray(at, at + chunkSize));
  decoder.end();
  return jobs;
}

const indexOf = (bytes: Uint8Array, needle: number[]) => Buffer.from(bytes).indexOf(Buffer.from(needle));

describe('ESC/POS encoding', () => {
  it('switches code pages per run: Hebrew CP862 (ESC t 36), Cyrillic CP866 (ESC t 17), ASCII in either', () => {
    const bytes = encodeEscPos(doc([{ kind: 'text', text: 'שלום Привет 123 שלום' }]), PROFILES['generic-80mm']);
    const hebrew = indexOf(bytes, [0x1b, 0x74, 36]);
    const cyrillic = indexOf(bytes, [0x1b, 0x74, 17]);
    expect(hebrew).toBeGreaterThan(0);
    expect(cyrillic).toBeGreaterThan(0);
    // Visual order: the last Hebrew word is printed first, so 36, then 17, then 36 again.
    expect([...decode(bytes)[0]!.codePages]).toEqual([36, 17, 36]);
    // CP862: ש 0x99 ל 0x8c ו 0x85 ם 0x8d, reversed on paper.
    expect(indexOf(bytes, [0x8d, 0x85, 0x8c, 0x99])).toBeGreaterThan(hebrew);
    expect(decode(bytes)[0]!.lines).toEqual(['שלום Привет 123 שלום']);
  });

  it('uses the profile code page numbers (a clone with PC862 at 15)', () => {
    const bytes = encodeEscPos(doc([{ kind: 'text', text: 'שלום' }]), PROFILES['xprinter-80mm']);
    expect(indexOf(bytes, [0x1b, 0x74, 15])).toBeGreaterThan(0);
    expect(decode(bytes)[0]!.lines).toEqual(['שלום']);
  });

  it('sends QR (GS ( k, model 2, level M), Code 128 (GS k 73), cut (GS V) and drawer kick (ESC p)', () => {
    const bytes = encodeEscPos(
      doc([{ kind: 'drawerKick' }, { kind: 'qr', data: 'TKT-1{x}' }, { kind: 'barcode', data: 'R-1001{' }, { kind: 'cut' }]),
      PROFILES['generic-80mm'],
    );
    expect(indexOf(bytes, [0x1d, 0x28, 0x6b, 4, 0, 49, 65, 50, 0])).toBeGreaterThan(0);
    expect(indexOf(bytes, [0x1d, 0x28, 0x6b, 3, 0, 49, 69, 49])).toBeGreaterThan(0);
    expect(indexOf(bytes, [0x1d, 0x6b, 73, 10, 0x7b, 0x42])).toBeGreaterThan(0);
    expect(indexOf(bytes, [0x1b, 0x70, 0, 25, 250])).toBeGreaterThan(0);
    expect(indexOf(bytes, [0x1d, 0x56, 66, 3])).toBe(bytes.length - 4);
    const [job] = decode(bytes);
    expect(job).toMatchObject({ qrCodes: ['TKT-1{x}'], barcodes: ['R-1001{'], drawerKicks: 1, cut: true });
  });

  it('decodes the same when the bytes arrive one at a time', () => {
    const bytes = encodeEscPos(
      doc([{ kind: 'keyValue', key: 'סה"כ', value: '118.00' }, { kind: 'qr', data: 'A' }, { kind: 'cut' }, { kind: 'text', text: 'Итого' }], 'rtl'),
      PROFILES['raster-80mm'],
    );
    const whole = decode(bytes);
    const bytewise = decode(bytes, 1);
    expect(bytewise.map((j) => j.lines)).toEqual(whole.map((j) => j.lines));
    expect(whole[0]!.lines).toHaveLength(1);
    expect(whole[0]!.lines[0]).toMatch(/^סה"כ {30,}118\.00$/);
    expect(whole[1]!.lines).toEqual(['Итого']);
    expect(whole.map((j) => j.cut)).toEqual([true, false]);
  });

  it('prints bold and double size with ESC E and GS !', () => {
    const bytes = encodeEscPos(doc([{ kind: 'text', text: 'Big', bold: true, size: 'double' }, { kind: 'text', text: 'small' }]), PROFILES['generic-80mm']);
    expect(indexOf(bytes, [0x1b, 0x45, 1, 0x1d, 0x21, 0x11])).toBeGreaterThan(0);
    const items = decode(bytes)[0]!.items;
    expect(items[0]).toMatchObject({ kind: 'text', text: 'Big', bold: true, size: 'double' });
    expect(items[1]).toMatchObject({ kind: 'text', text: 'small', bold: false, size: 'normal' });
  });

  it('prints a ticket image as raster bands no wider than the roll', () => {
    const profile = PROFILES['generic-58mm'];
    const pixels = new Uint8Array(600 * 500).map((_, i) => (i % 600 < 300 ? 0 : 255));
    const png = encodeGrayPng({ width: 600, height: 500, pixels });
    const bytes = encodeEscPos(doc([{ kind: 'image', png }]), profile);
    const [job] = decode(bytes);
    const images = job!.items.flatMap((i) => (i.kind === 'image' ? [i.bitmap] : []));
    expect(images.map((b) => b.width)).toEqual([384, 384]);
    // 500 rows scaled by 384/600 = 320 rows, sent as bands of 240 and 80.
    expect(images.map((b) => b.height)).toEqual([240, 80]);
    expect(images[0]!.get(10, 10)).toBe(true);
    expect(images[0]!.get(300, 10)).toBe(false);
  });

  it('prints the rest when a picture is not a readable PNG, and says so', () => {
    const warnings: string[] = [];
    const bytes = encodeEscPos(doc([{ kind: 'image', png: Buffer.from('GIF89a') }, { kind: 'text', text: 'ticket' }]), PROFILES['generic-80mm'], {
      onWarning: (m) => warnings.push(m),
    });
    expect(decode(bytes)[0]!.lines).toEqual(['ticket']);
    expect(warnings).toEqual(['picture left out: not a PNG image']);
  });
});
