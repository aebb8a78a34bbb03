/**
 * `GET /api/product/{id}` with `{ id: 4 }` → `['GET', 'product/4']` (the method and the path under
 * /api). Apart from the contract's schemas (routes.ts) so that a client takes no schema at run time.
 */
export function routePath(route: string, params: Record<string, string | number> = {}): [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string] {
  const space = route.indexOf(' ');
  const method = route.slice(0, space) as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const path = route
    .slice(space + 1)
    .replace(/^\/api\//, '')
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${route}: no value for {${name}}`);
      return encodeURIComponent(String(value));
    });
  return [method, path];
}
