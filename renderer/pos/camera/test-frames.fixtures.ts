import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { qrBitmap } from '../../../printers/src/raster/qr';
import { code128Widths } from '../../../printers/src/layout/code128';
import type { CameraFrame } from './decoder';

/**
 * Camera-like frames for the decoder's tests, the bench and the browser test's fake camera: a grey
 * 640x480 picture with uneven light and sensor noise, a paper card holding the code, slightly
 * blurred. Deterministic (seeded noise), so every run decodes the same pixels.
 */
export interface GreyFrame {
  readonly width: number;
  readonly height: number;
  /** One luminance byte a pixel, row by row. */
  readonly grey: Uint8Array;
}

interface Options {
  width?: number;
  height?: number;
  /** Width of the code on the picture, as a share of the frame's width. */
  share?: number;
  seed?: number;
}

/** A frame with a QR code (error correction M, quiet zone included) of `text`. */
export function frameWithQr(text: string, opts: Options = {}): GreyFrame {
  const bitmap = qrBitmap(text, 1);
  return frameWithModules(bitmap.width, bitmap.height, (x, y) => bitmap.get(x, y), { share: 1 / 3, ...opts });
}

/** A frame with a Code 128 (set B) barcode of `text`, 10-module quiet zones. */
export function frameWithCode128(text: string, opts: Options = {}): GreyFrame {
  return frameWithBars([0, ...code128Widths(text)], { share: 0.6, ...opts });
}

/** A frame with an EAN-13 barcode of 12 digits (the check digit is added). */
export function frameWithEan13(twelveDigits: string, opts: Options = {}): GreyFrame {
  return frameWithBars(ean13Widths(twelveDigits), { share: 0.5, ...opts });
}

export function ean13WithCheck(twelveDigits: string): string {
  if (!/^\d{12}$/.test(twelveDigits)) throw new RangeError('EAN-13 takes 12 digits before its check digit');
  const sum = [...twelveDigits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return twelveDigits + String((10 - (sum % 10)) % 10);
}

/** zxing-wasm's reader module, read from node_modules (Node has no Vite asset URL; nothing from a CDN). */
export function nodeWasmBinary(): ArrayBuffer {
  const bytes = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The RGBA frame a canvas would give for the grey picture. */
export function toRgba(frame: GreyFrame): CameraFrame {
  const data = new Uint8ClampedArray(frame.width * frame.height * 4);
  for (let i = 0; i < frame.grey.length; i++) {
    const v = frame.grey[i]!;
    data[i * 4] = v;
    data[i * 4 + 1] = v;
    data[i * 4 + 2] = v;
    data[i * 4 + 3] = 255;
  }
  return { data, width: frame.width, height: frame.height };
}

const L_CODES = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

function ean13Widths(twelveDigits: string): number[] {
  const digits = [...ean13WithCheck(twelveDigits)].map(Number);
  const r = (d: number) => [...L_CODES[d]!].map((b) => (b === '1' ? '0' : '1')).join('');
  const g = (d: number) => [...r(d)].reverse().join('');
  let bits = '101';
  digits.slice(1, 7).forEach((d, i) => (bits += PARITY[digits[0]!]![i] === 'L' ? L_CODES[d]! : g(d)));
  bits += '01010';
  digits.slice(7).forEach((d) => (bits += r(d)));
  bits += '101';
  // Run lengths, starting with a (zero-width) space so that bars are the odd entries.
  const widths = [0];
  let current = '0';
  for (const b of bits) {
    if (b === current) widths[widths.length - 1]!++;
    else {
      widths.push(1);
      current = b;
    }
  }
  return widths;
}

/** Bars from run lengths (space first), 10-module quiet zones, bars as tall as a third of their width. */
function frameWithBars(widths: number[], opts: Options): GreyFrame {
  const quiet = 10;
  const modules = widths.reduce((a, b) => a + b, 0) + quiet * 2;
  const dark = new Uint8Array(modules);
  let x = quiet;
  widths.forEach((w, i) => {
    if (i % 2 === 1) dark.fill(1, x, x + w);
    x += w;
  });
  return frameWithModules(modules, Math.round(modules / 3), (mx) => dark[mx] === 1, opts);
}

function frameWithModules(cols: number, rows: number, isDark: (x: number, y: number) => boolean, opts: Options): GreyFrame {
  const width = opts.width ?? 640;
  const height = opts.height ?? 480;
  const random = mulberry32(opts.seed ?? 7);
  const scale = (width * (opts.share ?? 1 / 3)) / cols;
  const cardW = Math.round(cols * scale);
  const cardH = Math.round(rows * scale);
  const left = Math.round((width - cardW) / 2);
  const top = Math.round((height - cardH) / 2);
  const sharp = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // A desk lit from the top left, darker towards the bottom right.
      let v = 120 - (x + y) * 0.05;
      const cx = x - left;
      const cy = y - top;
      if (cx >= 0 && cy >= 0 && cx < cardW && cy < cardH) v = isDark(Math.floor(cx / scale), Math.floor(cy / scale)) ? 45 : 205 - (x + y) * 0.03;
      sharp[y * width + x] = v;
    }
  }
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // A light 3x3 blur (camera optics) and +-10 of noise (the sensor).
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) sum += sharp[clamp(y + dy, height) * width + clamp(x + dx, width)]! * (dx === 0 && dy === 0 ? 4 : 0.5);
      grey[y * width + x] = Math.max(0, Math.min(255, Math.round(sum / 8 + (random() - 0.5) * 20)));
    }
  }
  return { width, height, grey };
}

function clamp(v: number, size: number): number {
  return v < 0 ? 0 : v >= size ? size - 1 : v;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
