import iconv from 'iconv-lite';
import { directionOfText, toLogical } from '../layout/bidi';
import { Bitmap } from '../raster/bitmap';
import { hasDistinctCyrillic, recognizedText, recognizeTextLine, type RecognizedLine } from '../raster/font';
import { DLE, ESC, FS, GS, LF } from '../escpos/commands';
import { DEFAULT_CODE_PAGES } from '../escpos/profile';

/**
 * Reads ESC/POS back into what a person would see on the paper: text lines in Unicode (logical
 * order, so a test reads Hebrew words as typed), QR payloads, barcodes, images, cuts and drawer
 * kicks. Used by the virtual printer; it knows the commands this package sends and skips the other
 * common ones by their length.
 */

export interface DecodedTextLine {
  kind: 'text';
  /** Logical (reading) order. */
  text: string;
  /** As printed, left to right. */
  visual: string;
  bold: boolean;
  size: 'normal' | 'double';
  /** Read from a raster image by matching the built-in font. */
  raster: boolean;
}

export type DecodedItem =
  | DecodedTextLine
  | { kind: 'qr'; data: string }
  | { kind: 'barcode'; data: string }
  | { kind: 'image'; bitmap: Bitmap }
  | { kind: 'feed'; lines: number }
  | { kind: 'drawerKick'; pin: number }
  | { kind: 'cut' };

export interface DecodedJob {
  items: DecodedItem[];
  /** The non-empty text lines, logical order, trimmed. */
  lines: string[];
  qrCodes: string[];
  barcodes: string[];
  /** Every ESC t n selected, in order. */
  codePages: number[];
  drawerKicks: number;
  /** Ended by a cut (rather than by the connection closing). */
  cut: boolean;
  direction: 'rtl' | 'ltr';
  /** The job's raw bytes. */
  bytes: Uint8Array;
}

export interface DecoderOptions {
  /** ESC t number to iconv encoding; defaults to PC437 at 0, PC866 at 17, PC862 at 15 and 36. */
  codePageEncodings?: Record<number, string>;
  /** Answers a status request (DLE EOT n) with one byte. */
  onStatusRequest?: (n: number) => void;
}

const DEFAULT_ENCODINGS: Record<number, string> = {
  0: 'cp437',
  15: 'cp862',
  [DEFAULT_CODE_PAGES.cyrillic]: 'cp866',
  [DEFAULT_CODE_PAGES.hebrew]: 'cp862',
};

/** Lengths of fixed-size commands: ESC x and GS x with their argument bytes. */
const ESC_LENGTHS: Record<number, number> = {
  0x40: 2, 0x74: 3, 0x45: 3, 0x61: 3, 0x64: 3, 0x70: 5, 0x4d: 3, 0x21: 3, 0x2d: 3, 0x32: 2, 0x33: 3,
  0x4a: 3, 0x52: 3, 0x7b: 3, 0x47: 3, 0x20: 3, 0x56: 3, 0x63: 4, 0x3d: 3,
};
const GS_LENGTHS: Record<number, number> = { 0x21: 3, 0x68: 3, 0x77: 3, 0x48: 3, 0x66: 3, 0x42: 3, 0x4c: 4, 0x57: 4, 0x61: 3, 0x72: 3 };
const FS_LENGTHS: Record<number, number> = { 0x2e: 2, 0x26: 2, 0x43: 3 };

const NEED_MORE = -1;

/** Splits a printed line at its column gaps, reads each part in logical order, and puts the parts in reading order. */
function logicalLine(visual: string, direction: 'rtl' | 'ltr'): string {
  const parts = visual.trim().split(/( {2,})/);
  const logical = parts.map((part) => (part.startsWith(' ') ? part : toLogical(part)));
  return (direction === 'rtl' ? logical.reverse() : logical).join('');
}

export class EscPosDecoder {
  private pending = new Uint8Array(0);
  private items: DecodedItem[] = [];
  private jobBytes: Uint8Array[] = [];
  private codePages: number[] = [];
  private line: string[] = [];
  private lineBold = false;
  private lineDouble = false;
  private bold = false;
  private double = false;
  private codePage = 0;
  /** A cut was read: the job ends once the cut's own bytes are counted in it. */
  private cutPending = false;
  private qrData = new Uint8Array(0);
  /** Raster lines read back, turned into text at the end of the job (see recognizedText). */
  private recognized = new Map<DecodedTextLine, RecognizedLine>();
  private readonly encodings: Record<number, string>;

  constructor(
    private readonly onJob: (job: DecodedJob) => void,
    private readonly options: DecoderOptions = {},
  ) {
    this.encodings = { ...DEFAULT_ENCODINGS, ...options.codePageEncodings };
  }

  push(chunk: Uint8Array): void {
    const data = new Uint8Array(this.pending.length + chunk.length);
    data.set(this.pending);
    data.set(chunk, this.pending.length);
    let at = 0;
    while (at < data.length) {
      const used = this.command(data, at);
      if (used === NEED_MORE) break;
      this.jobBytes.push(data.subarray(at, at + used));
      at += used;
      if (this.cutPending) this.finishJob(true);
    }
    this.pending = data.slice(at);
  }

  /** The connection closed: what is left is a job without a cut. */
  end(): void {
    this.pending = new Uint8Array(0);
    this.finishJob(false);
  }

  private endLine(): void {
    const size = this.lineDouble ? 'double' : 'normal';
    this.items.push({ kind: 'text', text: '', visual: this.line.join(''), bold: this.lineBold, size, raster: false });
    this.line = [];
    this.lineBold = false;
    this.lineDouble = false;
  }

  private finishJob(cut: boolean): void {
    this.cutPending = false;
    if (this.line.length > 0) this.endLine();
    const preferCyrillic = [...this.recognized.values()].some(hasDistinctCyrillic);
    for (const [line, recognized] of this.recognized) line.visual = recognizedText(recognized, preferCyrillic);
    this.recognized.clear();
    const textLines = this.items.filter((i): i is DecodedTextLine => i.kind === 'text');
    const direction = textLines.some((l) => directionOfText(l.visual) === 'rtl') ? 'rtl' : 'ltr';
    for (const line of textLines) line.text = logicalLine(line.visual, direction);
    const hasContent = this.items.some((i) => i.kind !== 'feed');
    if (hasContent || cut) {
      const size = this.jobBytes.reduce((sum, b) => sum + b.length, 0);
      const bytes = new Uint8Array(size);
      let at = 0;
      for (const b of this.jobBytes) {
        bytes.set(b, at);
        at += b.length;
      }
      this.onJob({
        items: this.items,
        lines: textLines.map((l) => l.text).filter((t) => t.length > 0),
        qrCodes: this.items.flatMap((i) => (i.kind === 'qr' ? [i.data] : [])),
        barcodes: this.items.flatMap((i) => (i.kind === 'barcode' ? [i.data] : [])),
        codePages: this.codePages,
        drawerKicks: this.items.filter((i) => i.kind === 'drawerKick').length,
        cut,
        direction,
        bytes,
      });
    }
    this.items = [];
    this.jobBytes = [];
    this.codePages = [];
  }

  private text(byte: number): void {
    const ch = byte < 0x80 ? String.fromCharCode(byte) : iconv.decode(Buffer.from([byte]), this.encodings[this.codePage] ?? 'cp437');
    this.line.push(ch);
    this.lineBold ||= this.bold;
    this.lineDouble ||= this.double;
  }

  /** Handles the command at `at`; returns the bytes it used, or NEED_MORE when it is cut short. */
  private command(data: Uint8Array, at: number): number {
    const left = data.length - at;
    const byte = data[at]!;
    const arg = (i: number) => data[at + i]!;
    if (byte === LF) {
      this.endLine();
      return 1;
    }
    if (byte === ESC || byte === GS || byte === FS || byte === DLE) {
      if (left < 2) return NEED_MORE;
      const code = arg(1);
      if (byte === DLE) {
        if (code !== 0x04) return 1;
        if (left < 3) return NEED_MORE;
        this.options.onStatusRequest?.(arg(2));
        return 3;
      }
      if (byte === GS && code === 0x28 && left >= 3 && arg(2) === 0x6b) return this.qr(data, at);
      if (byte === GS && code === 0x28) {
        if (left < 5) return NEED_MORE;
        const size = 5 + arg(3) + arg(4) * 256;
        return left < size ? NEED_MORE : size;
      }
      if (byte === GS && code === 0x6b) return this.barcode(data, at);
      if (byte === GS && code === 0x76) return this.raster(data, at);
      if (byte === GS && code === 0x56) {
        if (left < 3) return NEED_MORE;
        const withFeed = arg(2) >= 65;
        if (withFeed && left < 4) return NEED_MORE;
        if (this.line.length > 0) this.endLine();
        this.items.push({ kind: 'cut' });
        this.cutPending = true;
        return withFeed ? 4 : 3;
      }
      const length = (byte === ESC ? ESC_LENGTHS : byte === GS ? GS_LENGTHS : FS_LENGTHS)[code] ?? 2;
      if (left < length) return NEED_MORE;
      if (byte === ESC) this.esc(code, data.subarray(at + 2, at + length));
      if (byte === GS && code === 0x21) this.double = (arg(2) & 0x11) !== 0;
      return length;
    }
    if (byte >= 0x20) this.text(byte);
    return 1;
  }

  private esc(code: number, args: Uint8Array): void {
    switch (code) {
      case 0x40:
        this.bold = false;
        this.double = false;
        this.codePage = 0;
        break;
      case 0x74:
        this.codePage = args[0]!;
        this.codePages.push(this.codePage);
        break;
      case 0x45:
        this.bold = (args[0]! & 1) === 1;
        break;
      case 0x64:
        if (this.line.length > 0) this.endLine();
        this.items.push({ kind: 'feed', lines: args[0]! });
        break;
      case 0x70:
        this.items.push({ kind: 'drawerKick', pin: args[0]! & 1 });
        break;
    }
  }

  private qr(data: Uint8Array, at: number): number {
    if (data.length - at < 7) return NEED_MORE;
    const size = 5 + data[at + 3]! + data[at + 4]! * 256;
    if (data.length - at < size) return NEED_MORE;
    const fn = data[at + 6]!;
    if (data[at + 5] === 49 && fn === 80) this.qrData = data.slice(at + 8, at + size);
    if (data[at + 5] === 49 && fn === 81) {
      if (this.line.length > 0) this.endLine();
      this.items.push({ kind: 'qr', data: Buffer.from(this.qrData).toString('utf8') });
    }
    return size;
  }

  private barcode(data: Uint8Array, at: number): number {
    if (data.length - at < 4) return NEED_MORE;
    const m = data[at + 2]!;
    let content: Uint8Array;
    let size: number;
    if (m <= 6) {
      const end = data.indexOf(0, at + 3);
      if (end < 0) return NEED_MORE;
      content = data.subarray(at + 3, end);
      size = end + 1 - at;
    } else {
      size = 4 + data[at + 3]!;
      if (data.length - at < size) return NEED_MORE;
      content = data.subarray(at + 4, at + size);
    }
    let text = Buffer.from(content).toString('latin1');
    // Code 128 (m = 73) starts with a code-set selector such as {B; {{ is a literal brace.
    if (m === 73) text = text.replace(/^\{[ABC]/, '').replace(/\{\{/g, '{');
    if (this.line.length > 0) this.endLine();
    this.items.push({ kind: 'barcode', data: text });
    return size;
  }

  private raster(data: Uint8Array, at: number): number {
    if (data.length - at < 8) return NEED_MORE;
    const bytesPerRow = data[at + 4]! + data[at + 5]! * 256;
    const height = data[at + 6]! + data[at + 7]! * 256;
    const size = 8 + bytesPerRow * height;
    if (data.length - at < size) return NEED_MORE;
    const bitmap = new Bitmap(bytesPerRow * 8, height, data.slice(at + 8, at + size));
    if (this.line.length > 0) this.endLine();
    const recognized = recognizeTextLine(bitmap);
    if (recognized) {
      const line: DecodedTextLine = { kind: 'text', text: '', visual: '', bold: recognized.bold, size: recognized.size, raster: true };
      this.recognized.set(line, recognized);
      this.items.push(line);
    } else this.items.push({ kind: 'image', bitmap });
    return size;
  }
}
