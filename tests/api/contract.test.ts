import { describe, expect, it } from 'vitest';
import { API_ROUTES, type RouteContract } from '@pos/shared/api/routes';
import { setupTestApp } from '../../sync-server/src/test/test-app';

interface OpenApiOperation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema: { properties?: { data?: { properties?: Record<string, unknown>; type?: unknown } } } }> }>;
}

const propertiesOf = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {}).sort();

/**
 * The API contract (@pos/shared/api/routes) against the server the back office talks to: every
 * route it names is served, with a body exactly where the contract has one, the same query names
 * and, for object answers, the same fields in `data`.
 */
describe('API contract', async () => {
  const { app } = await setupTestApp();
  const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, OpenApiOperation>> };

  for (const [key, contract] of Object.entries(API_ROUTES) as [string, RouteContract][]) {
    it(key, () => {
      const [method, path] = key.split(' ') as [string, string];
      expect(app.hasRoute({ method: method as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }), `${key} is not a route of the server`).toBe(true);
      const operation = docs.paths[path]?.[method.toLowerCase()];
      expect(operation, `${key} is not in the OpenAPI document`).toBeDefined();
      const body = operation!.requestBody?.content['application/json']?.schema;
      expect(Boolean(body), `${key}: body`).toBe(Boolean(contract.body));
      if (contract.body && body) expect(propertiesOf(body)).toEqual(propertiesOf(contract.body));
      const queryNames = (operation!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort();
      expect(queryNames, `${key}: query`).toEqual(propertiesOf(contract.query));
      const data = operation!.responses?.['200']?.content?.['application/json']?.schema.properties?.data;
      expect(data, `${key}: answer`).toBeDefined();
      if ((contract.response as { type?: unknown }).type === 'object') expect(propertiesOf(data), `${key}: answer fields`).toEqual(propertiesOf(contract.response));
    });
  }
});
