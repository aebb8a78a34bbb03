import type { FrameReader } from './frame-reader';

/**
 * Reads the video about `fps` times a second, one frame at a time (a slow frame delays the next
 * rather than piling up), and hands each text read to onText. Returns the function that stops it.
 */
export function scanVideo(video: HTMLVideoElement, reader: FrameReader, handlers: { onText(text: string): void; onError(e: Error): void }, fps = 10): () => void {
  const interval = 1000 / fps;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    const started = performance.now();
    try {
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
        const text = await reader.read(await createImageBitmap(video));
        if (stopped) return;
        if (text) handlers.onText(text);
      }
    } catch (e) {
      if (stopped) return;
      handlers.onError(e instanceof Error ? e : new Error(String(e)));
      return;
    }
    if (!stopped) timer = setTimeout(() => void tick(), Math.max(0, interval - (performance.now() - started)));
  };
  timer = setTimeout(() => void tick(), 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
