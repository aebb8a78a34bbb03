import type { DecodeAnswer, DecodeRequest } from './decode-worker';

/** The page's side of the decoding worker: one frame in, the code's text (or null) out. */
export interface FrameReader {
  read(bitmap: ImageBitmap): Promise<string | null>;
  close(): void;
}

export function workerFrameReader(): FrameReader {
  const worker = new Worker(new URL('./decode-worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve(text: string | null): void; reject(e: Error): void }>();
  let nextId = 1;
  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  worker.onmessage = (event: MessageEvent<DecodeAnswer>) => {
    const answer = event.data;
    const w = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ('error' in answer) w?.reject(new Error(answer.error));
    else w?.resolve(answer.text);
  };
  worker.onerror = (event) => failAll(new Error(event.message || 'the decoding worker failed'));
  return {
    read(bitmap) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const request: DecodeRequest = { id, bitmap };
        worker.postMessage(request, [bitmap]);
      });
    },
    close() {
      worker.terminate();
      failAll(new Error('closed'));
    },
  };
}
