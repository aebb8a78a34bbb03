import type { Page } from 'playwright-core';
import { zxingWasmDecoder } from '../../../renderer/pos/camera/zxing-wasm-decoder';
import { nodeWasmBinary } from '../../../renderer/pos/camera/test-frames.fixtures';

const gateDecoder = zxingWasmDecoder({ binary: nodeWasmBinary() });

/** The QR in a PNG screenshot, read by the gate's decoder: the browser decodes the PNG into pixels, zxing-wasm reads them. */
export async function readQr(page: Page, png: Buffer): Promise<string> {
  const { width, height, data } = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    return { width: canvas.width, height: canvas.height, data: Array.from(pixels) };
  }, png.toString('base64'));
  // The decoder the POS gate's camera uses (zxing-wasm), on the screenshot's pixels.
  const text = await gateDecoder.decode({ width, height, data: Uint8ClampedArray.from(data) });
  if (text === null) throw new Error('no QR code found in the screenshot');
  return text;
}
