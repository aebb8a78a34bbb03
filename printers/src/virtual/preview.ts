import { code128Widths } from '../layout/code128';
import { Bitmap, bitmapToGray } from '../raster/bitmap';
import { GLYPH_HEIGHT, GLYPH_WIDTH, renderTextLine } from '../raster/font';
import { encodeGrayPng } from '../raster/png';
import { qrBitmap } from '../raster/qr';
import type { DecodedJob } from './decoder';

function barcodePicture(data: string, module = 2, height = 80): Bitmap {
  const widths = code128Widths(data);
  const total = widths.reduce((a, b) => a + b, 0) + 20;
  const bitmap = new Bitmap(total * module, height + GLYPH_HEIGHT);
  let x = 10 * module;
  widths.forEach((w, i) => {
    if (i % 2 === 0) bitmap.fillRect(x, 0, w * module, height);
    x += w * module;
  });
  const text = renderTextLine({ text: data, bold: false, size: 'normal' }, data.length * GLYPH_WIDTH);
  bitmap.draw(text, Math.max(0, Math.floor((bitmap.width - text.width) / 2)), height);
  return bitmap;
}

/**
 * A PNG of a job as the roll would look (text drawn with the raster font, QR codes and barcodes
 * drawn, cuts as dashed lines), `dotsWidth` wide: for people to look at, not for tests to assert on.
 */
export function previewPng(job: DecodedJob, dotsWidth = 576): Buffer {
  const pieces: Array<{ bitmap: Bitmap; center: boolean }> = [];
  for (const item of job.items) {
    switch (item.kind) {
      case 'text':
        pieces.push({ bitmap: renderTextLine({ text: item.visual, bold: item.bold, size: item.size }, dotsWidth), center: false });
        break;
      case 'qr':
        pieces.push({ bitmap: qrBitmap(item.data), center: true });
        break;
      case 'barcode':
        pieces.push({ bitmap: barcodePicture(item.data), center: true });
        break;
      case 'image':
        pieces.push({ bitmap: item.bitmap, center: true });
        break;
      case 'feed':
        pieces.push({ bitmap: new Bitmap(dotsWidth, GLYPH_HEIGHT * item.lines), center: false });
        break;
      case 'cut': {
        const line = new Bitmap(dotsWidth, 9);
        for (let x = 0; x < dotsWidth; x += 12) line.fillRect(x, 4, 6, 1);
        pieces.push({ bitmap: line, center: false });
        break;
      }
      case 'drawerKick':
        break;
    }
  }
  const height = pieces.reduce((sum, p) => sum + p.bitmap.height, 0) || 1;
  const page = new Bitmap(dotsWidth, height);
  let top = 0;
  for (const { bitmap, center } of pieces) {
    page.draw(bitmap, center ? Math.max(0, Math.floor((dotsWidth - bitmap.width) / 2)) : 0, top);
    top += bitmap.height;
  }
  return encodeGrayPng(bitmapToGray(page));
}
