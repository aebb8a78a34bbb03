/** What the core pushes to the POS (over IPC or the host's WebSocket). */
export type StationEvent =
  | { type: 'status' }
  | { type: 'sync'; phase: 'push' | 'pull' | 'idle' | 'error'; remaining?: number; applied?: number; message?: string }
  | { type: 'print-job'; id: number }
  | { type: 'availability' };

export type EventListener = (event: StationEvent) => void;

export class StationEvents {
  private readonly listeners = new Set<EventListener>();

  on(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: StationEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A listener's failure (a closed socket) is not the core's.
      }
    }
  }
}
