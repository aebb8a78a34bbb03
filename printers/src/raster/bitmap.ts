import type { GrayImage } from './png';

/** A 1-bit image as ESC/POS raster data: rows of bytes, most significant bit at the left, 1 = black. */
export class Bitmap {
  readonly bytesPerRow: number;
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    data?: Uint8Array,
  ) {
    this.bytesPerRow = Math.ceil(width / 8);
    this.data = data ?? new Uint8Array(this.bytesPerRow * height);
    if (this.data.length !== this.bytesPerRow * height) throw new RangeError('bitmap data does not match its size');
  }

  get(x: number, y: number): boolean {
    return (this.data[y * this.bytesPerRow + (x >> 3)]! & (0x80 >> (x & 7))) !== 0;
  }

  set(x: number, y: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.data[y * this.bytesPerRow + (x >> 3)]! |= 0x80 >> (x & 7);
  }

  fillRect(x: number, y: number, w: number, h: number): void {
    for (let yy = y; yy < y + h; yy++) for (let xx = x; xx < x + w; xx++) this.set(xx, yy);
  }

  /** Copies the black pixels of `other` with its top-left corner at (left, top), clipped. */
  draw(other: Bitmap, left: number, top: number): void {
    for (let y = 0; y < other.height; y++) for (let x = 0; x < other.width; x++) if (other.get(x, y)) this.set(left + x, top + y);
  }

  blackPixels(): number {
    let count = 0;
    for (const byte of this.data) for (let b = byte; b; b &= b - 1) count++;
    return count;
  }
}

/** Scales to at most `maxWidth` (area average) and dithers to 1 bit (Floyd-Steinberg). */
export function ditherToBitmap(image: GrayImage, maxWidth: number): Bitmap {
  const scale = Math.min(1, maxWidth / image.width);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const levels = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y / scale);
    const y1 = Math.max(y0 + 1, Math.min(image.height, Math.floor((y + 1) / scale)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x / scale);
      const x1 = Math.max(x0 + 1, Math.min(image.width, Math.floor((x + 1) / scale)));
      let sum = 0;
      for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) sum += image.pixels[yy * image.width + xx]!;
      levels[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  const bitmap = new Bitmap(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const old = levels[y * width + x]!;
      const black = old < 128;
      if (black) bitmap.set(x, y);
      const error = old - (black ? 0 : 255);
      if (x + 1 < width) levels[y * width + x + 1]! += (error * 7) / 16;
      if (y + 1 < height) {
        if (x > 0) levels[(y + 1) * width + x - 1]! += (error * 3) / 16;
        levels[(y + 1) * width + x]! += (error * 5) / 16;
        if (x + 1 < width) levels[(y + 1) * width + x + 1]! += error / 16;
      }
    }
  }
  return bitmap;
}

export function bitmapToGray(bitmap: Bitmap): GrayImage {
  const pixels = new Uint8Array(bitmap.width * bitmap.height).fill(255);
  for (let y = 0; y < bitmap.height; y++) for (let x = 0; x < bitmap.width; x++) if (bitmap.get(x, y)) pixels[y * bitmap.width + x] = 0;
  return { width: bitmap.width, height: bitmap.height, pixels };
}
