import { api, type ApiResult } from '../ui/api';
import { useApi } from '../ui/use-api';

/** Reference lists (GET only, R-CLIENT-9) change rarely: fetched once per page load and shared. */
const cache = new Map<string, Promise<ApiResult<unknown>>>();

export function loadReference<T>(path: string): Promise<ApiResult<T>> {
  let hit = cache.get(path);
  if (!hit) {
    hit = api.get<unknown>(path);
    void hit.then((r) => {
      if (!r.ok) cache.delete(path);
    });
    cache.set(path, hit);
  }
  return hit as Promise<ApiResult<T>>;
}

export function useReference<T>(path: string): T[] {
  return useApi(() => loadReference<T[]>(path), [path]).data ?? [];
}

/** A list changed on the server (e.g. tags): the next use fetches it again. */
export function forgetReference(path: string): void {
  cache.delete(path);
}
