import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createProvider, createUser, setupTestApp } from '../test/test-app';

interface JsonSchemaLike {
  type?: string;
  properties?: Record<string, JsonSchemaLike>;
}

const WRONG_VALUES: unknown[] = [null, 'x', '', -1, 0, 1e20, 3.5, true, [], {}, [1, 'a'], { nested: { deep: [null] } }, 'a'.repeat(20_000), '2026-02-30', '25:99:99', '<script>', "'; drop table users; --"];
const PATH_VALUES = ['abc', '0', '-1', '99999999999999999999', '1.5', '%00', '1'];

function propertiesOf(schema: unknown): string[] {
  const s = schema as JsonSchemaLike | undefined;
  return s?.properties ? Object.keys(s.properties) : [];
}

/** Bodies that break the route's schema: wrong types for every declared field, wrong shapes, random JSON. */
function badBodies(schema: unknown): unknown[] {
  const props = propertiesOf(schema);
  const bodies: unknown[] = [null, [], 'text', 42, {}, { unknownField: 1 }];
  for (const value of WRONG_VALUES) bodies.push(Object.fromEntries(props.map((p) => [p, value])));
  for (const p of props) bodies.push({ [p]: { [p]: [{ [p]: null }] } });
  bodies.push(...fc.sample(fc.jsonValue({ maxDepth: 3 }), { numRuns: 8, seed: 42 }));
  return bodies;
}

function badQueries(schema: unknown): string[] {
  const props = propertiesOf(schema);
  const out = ['', '?', '?a=1&a=2'];
  for (const value of ['abc', '-1', '99999999999999999999', '', '1.5', 'true', '2026-13-45']) {
    out.push('?' + props.map((p) => `${encodeURIComponent(p)}=${encodeURIComponent(value)}`).join('&'));
  }
  return out;
}

/**
 * No input, however malformed, produces a 500: every route of the server gets schema-invalid bodies,
 * queries and path parameters from a caller holding every permission.
 */
describe('fuzzing every route with schema-invalid input', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const routes = app.guardedRoutes.filter((r) => !/logout$/.test(r.url));

  it('never answers 500', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const urls = PATH_VALUES.map((v) => route.url.replace(/:[A-Za-z0-9_]+/g, encodeURIComponent(v)));
      const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
      for (const url of urls.slice(0, route.url.includes(':') ? urls.length : 1)) {
        for (const query of badQueries(route.schema?.querystring)) {
          const res = await app.inject({ method: route.method as 'GET', url: url + query, headers: { cookie: user.cookie } });
          requests++;
          if (res.statusCode >= 500) failures.push(`${route.method} ${url}${query} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        if (!hasBody) continue;
        for (const body of badBodies(route.schema?.body)) {
          const res = await app.inject({ method: route.method as 'POST', url, headers: { cookie: user.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
          requests++;
          if (res.statusCode >= 500) failures.push(`${route.method} ${url} body ${JSON.stringify(body).slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        for (const raw of ['{', '{"a":', 'null', '\u0000', '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]']) {
          const res = await app.inject({ method: route.method as 'POST', url, headers: { cookie: user.cookie, 'content-type': 'application/json' }, payload: raw });
          requests++;
          if (res.statusCode >= 500) failures.push(`${route.method} ${url} raw ${JSON.stringify(raw)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    console.log(`fuzz: ${routes.length} routes, ${requests} requests, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
  }, 300_000);
});
