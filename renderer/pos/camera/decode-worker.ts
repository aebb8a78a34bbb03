import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { zxingWasmDecoder } from './zxing-wasm-decoder';
import type { CameraFrame } from './decoder';

/**
 * The decoding Web Worker: takes a video frame (an ImageBitmap, transferred), scales it to at most
 * 640 pixels wide (the size the bench measured) and answers with the code's text or null. The
 * .wasm comes from the POS build itself (a Vite asset), never from a CDN.
 */
export interface DecodeRequest {
  id: number;
  bitmap: ImageBitmap;
}
export type DecodeAnswer = { id: number; text: string | null } | { id: number; error: string };

const MAX_WIDTH = 640;
const decoder = zxingWasmDecoder({ url: new URL(wasmUrl, import.meta.url).href });
const scope = self as unknown as { onmessage: ((e: MessageEvent<DecodeRequest>) => void) | null; postMessage(answer: DecodeAnswer): void };
let canvas: OffscreenCanvas | null = null;

scope.onmessage = (event) => {
  const { id, bitmap } = event.data;
  void (async () => {
    try {
      scope.postMessage({ id, text: await decoder.decode(frameOf(bitmap)) });
    } catch (e) {
      scope.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
    } finally {
      bitmap.close();
    }
  })();
};

function frameOf(bitmap: ImageBitmap): CameraFrame {
  const scale = Math.min(1, MAX_WIDTH / bitmap.width);
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  if (!canvas || canvas.width !== width || canvas.height !== height) canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas in the worker');
  context.drawImage(bitmap, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}
