import iconv from 'iconv-lite';
import { layoutDocument, type PrintLine, type TextLine } from '../layout/lines';
import type { PrintDocument } from '../layout/model';
import { Bitmap, ditherToBitmap } from '../raster/bitmap';
import { renderTextLine } from '../raster/font';
import { decodePngToGray } from '../raster/png';
import { qrBitmap } from '../raster/qr';
import * as cmd from './commands';
import { dotsWidthOf, type PrinterProfile } from './profile';

export interface EncodeOptions {
  /** Overrides the profile: print the text as raster images. */
  raster?: boolean;
  /**
   * Told about what was left out rather than failing the print: a picture that is not a readable
   * PNG (the tickets still print without it).
   */
  onWarning?: (message: string) => void;
}

type Script = 'hebrew' | 'cyrillic';
const ENCODING: Record<Script, string> = { hebrew: 'cp862', cyrillic: 'cp866' };

function scriptOf(ch: string): Script | undefined {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return undefined;
  if (code >= 0x590 && code <= 0x5ff) return 'hebrew';
  if (code >= 0x400 && code <= 0x4ff) return 'cyrillic';
  throw new RangeError(`no code page for U+${code.toString(16)}; text must go through normalizeText`);
}

/** Collects output in chunks: raster data is large and copying it per command would dominate. */
class ByteWriter {
  private chunks: Uint8Array[] = [];
  private size = 0;
  write(bytes: ArrayLike<number>): void {
    const chunk = bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes);
    this.chunks.push(chunk);
    this.size += chunk.length;
  }
  toBytes(): Uint8Array {
    const out = new Uint8Array(this.size);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

function writeBitmap(out: ByteWriter, bitmap: Bitmap, bandHeight = 240): void {
  for (let top = 0; top < bitmap.height; top += bandHeight) {
    const height = Math.min(bandHeight, bitmap.height - top);
    out.write(cmd.rasterImageHeader(bitmap.bytesPerRow, height));
    out.write(bitmap.data.subarray(top * bitmap.bytesPerRow, (top + height) * bitmap.bytesPerRow));
  }
}

/** Centers a bitmap on a full-width one, so it needs no justification command. */
function centered(bitmap: Bitmap, dotsWidth: number): Bitmap {
  const full = new Bitmap(dotsWidth, bitmap.height);
  full.draw(bitmap, Math.max(0, Math.floor((dotsWidth - bitmap.width) / 2)), 0);
  return full;
}

class TextState {
  bold = false;
  double = false;
  codePage = 0;
}

function writeTextLine(out: ByteWriter, line: TextLine, state: TextState, profile: PrinterProfile): void {
  if (line.bold !== state.bold) out.write(cmd.bold((state.bold = line.bold)));
  const double = line.size === 'double';
  if (double !== state.double) out.write(cmd.characterSize((state.double = double)));
  let run = '';
  let runScript: Script | undefined;
  const flush = () => {
    if (!run) return;
    if (runScript) {
      const page = profile.codePages[runScript];
      if (page !== state.codePage) out.write(cmd.selectCodePage((state.codePage = page)));
      out.write(iconv.encode(run, ENCODING[runScript]));
    } else out.write(Buffer.from(run, 'latin1'));
    run = '';
  };
  for (const ch of line.text) {
    const script = scriptOf(ch);
    // ASCII prints the same in every code page, so it joins whatever run is open.
    if (script && script !== runScript) {
      flush();
      runScript = script;
    }
    run += ch;
  }
  flush();
  out.write([cmd.LF]);
}

/** True when a document needs the Hebrew or Cyrillic code page. */
function needsCodePages(lines: readonly PrintLine[]): boolean {
  return lines.some((l) => l.kind === 'text' && /[^\x20-\x7e]/.test(l.text));
}

/**
 * The document as ESC/POS bytes for one printer. Text mode sends characters in the printer's code
 * pages, switching with ESC t per run; raster mode draws every text line (GS v 0) with the built-in
 * font, for models without the code pages. QR codes, barcodes, cuts and the drawer are the same
 * commands in both.
 */
export function encodeEscPos(doc: PrintDocument, profile: PrinterProfile, options: EncodeOptions = {}): Uint8Array {
  const lines = layoutDocument(doc, profile.columns);
  const raster = options.raster ?? (profile.raster || (!profile.supportsCodePages && needsCodePages(lines)));
  const dotsWidth = dotsWidthOf(profile);
  const out = new ByteWriter();
  const state = new TextState();
  out.write(cmd.INITIALIZE);
  for (const line of lines) {
    switch (line.kind) {
      case 'text':
        if (raster) writeBitmap(out, renderTextLine(line, dotsWidth));
        else writeTextLine(out, line, state, profile);
        break;
      case 'qr':
        if (profile.nativeQr === false) writeBitmap(out, centered(qrBitmap(line.data, 6), dotsWidth));
        else {
          out.write(cmd.justify('center'));
          out.write(cmd.qrCode(Buffer.from(line.data, 'utf8')));
          out.write(cmd.justify('left'));
        }
        break;
      case 'barcode':
        out.write(cmd.justify('center'));
        out.write(cmd.code128(line.data));
        out.write(cmd.justify('left'));
        break;
      case 'image': {
        let picture: Bitmap;
        try {
          picture = ditherToBitmap(decodePngToGray(line.png), dotsWidth);
        } catch (error) {
          options.onWarning?.(`picture left out: ${(error as Error).message}`);
          break;
        }
        writeBitmap(out, centered(picture, dotsWidth));
        break;
      }
      case 'feed':
        out.write(cmd.feedLines(line.lines));
        break;
      case 'cut':
        out.write(cmd.cut());
        break;
      case 'drawerKick':
        out.write(cmd.drawerKick());
        break;
    }
  }
  return out.toBytes();
}
