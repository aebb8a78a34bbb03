import type { ApiRoute, ResponseOf } from '@pos/shared/api/routes';
import { call, type ApiResult } from '../ui/api';
import { useApi } from '../ui/use-api';

/** The reference lists the back office caches: GET routes of the contract without parameters that answer a list. */
export type ReferenceRoute = 'GET /api/ref/products-list' | 'GET /api/my-products' | 'GET /api/product-types' | 'GET /api/official-clubs' | 'GET /api/regions' | 'GET /api/cities' | 'GET /api/businessClients/all';

type ReferenceList<K extends ReferenceRoute & ApiRoute> = ResponseOf<K>;

/** Reference lists (GET only, R-CLIENT-9) change rarely: fetched once per page load and shared. */
const cache = new Map<ReferenceRoute, Promise<ApiResult<unknown>>>();

export function loadReference<K extends ReferenceRoute>(route: K): Promise<ApiResult<ReferenceList<K>>> {
  let hit = cache.get(route);
  if (!hit) {
    hit = call(route as ReferenceRoute);
    void hit.then((r) => {
      if (!r.ok) cache.delete(route);
    });
    cache.set(route, hit);
  }
  return hit as Promise<ApiResult<ReferenceList<K>>>;
}

export function useReference<K extends ReferenceRoute>(route: K): ReferenceList<K> {
  return useApi(() => loadReference(route), [route]).data ?? ([] as unknown as ReferenceList<K>);
}

/** A list changed on the server (e.g. tags): the next use fetches it again. */
export function forgetReference(route: ReferenceRoute): void {
  cache.delete(route);
}
