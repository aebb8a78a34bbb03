import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, ApiResult } from './api';

export interface Loaded<T> {
  data?: T;
  error?: ApiError;
  loading: boolean;
  reload(): void;
}

/** Loads data through the API client when deps change; the newest call wins. */
export function useApi<T>(load: () => Promise<ApiResult<T>> | null, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: true });
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const call = load();
    if (!call) {
      setState({ loading: false });
      return;
    }
    const n = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    void call.then((result) => {
      if (n !== latest.current) return;
      setState(result.ok ? { data: result.data, loading: false } : { error: result.error, loading: false });
    });
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
