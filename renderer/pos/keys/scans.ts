import { useEffect, useId, useRef } from 'react';

/**
 * Where a scan goes: to whoever is on top (a dialog asking for a code before the screen beneath
 * it), like the key layers. A scan nobody listens for is dropped.
 */
type Listener = { id: string; handler: { readonly current: (code: string) => void } };

const listeners: Listener[] = [];

export function publishScan(code: string): boolean {
  const top = listeners[listeners.length - 1];
  if (!top) return false;
  top.handler.current(code);
  return true;
}

/** Hears scans while the component is mounted; the latest render's handler answers. */
export function useScans(handler: (code: string) => void, enabled = true): void {
  const id = useId();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    listeners.push({ id, handler: latest });
    return () => {
      const i = listeners.findIndex((l) => l.id === id);
      if (i >= 0) listeners.splice(i, 1);
    };
  }, [id, enabled]);
}
