import { useEffect, useRef } from 'react';

/** R-CLIENT-5: long tasks (bulk invoices, exports) are polled every 3000 ms. */
export const LONG_TASK_POLL_MS = 3000;

/**
 * Calls `poll` every LONG_TASK_POLL_MS while `key` is not null (the task being waited on); a new
 * key restarts it, null stops it. The newest `poll` is used without restarting the timer.
 */
export function usePoll<K>(key: K | null, poll: (key: K) => Promise<void>): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (key === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => {
        void latest.current(key).finally(() => {
          if (!stopped) next();
        });
      }, LONG_TASK_POLL_MS);
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key]);
}
