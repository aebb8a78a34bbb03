import { describe, expect, it } from 'vitest';
import { setupTestApp } from './test/test-app';

describe('the app', async () => {
  const { app } = await setupTestApp();

  it('answers api/version', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { version: '2025.10.21.5624', simulators: ['vouchers', 'allocation', 'sms', 'email', 'pelecard'] } });
  });

  it('answers 456 to an outdated client version header (R-CLIENT-15)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/version', headers: { 'x-client-version': '2020.1.1.1' } });
    expect(res.statusCode).toBe(456);
    expect(res.json().title).toMatch(/new version/);
  });

  it('accepts the current client version (R-CLIENT-6)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/version', headers: { 'x-client-version': '2025.10.21.5624' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers unknown paths with a 404 problem', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(404);
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/version']).toBeDefined();
  });
});

describe('the access rule', () => {
  it('refuses to start with an /api route that declares no access', async () => {
    const Fastify = (await import('fastify')).default;
    const fp = (await import('fastify-plugin')).default;
    const { authPlugin } = await import('./plugins/auth');
    const app = Fastify();
    await app.register(fp(async (inner) => { inner.decorate('db', {} as never); }, { name: 'db' }));
    await app.register(authPlugin);
    expect(() => app.get('/api/unguarded', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });
});

describe('input validation', () => {
  it('coerces query strings but keeps JSON bodies as sent (null stays null)', async () => {
    const Fastify = (await import('fastify')).default;
    const { validatorCompiler } = await import('./app');
    const { Type } = await import('typebox');
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler());
    const Nullable = Type.Union([Type.Integer(), Type.Null()]);
    app.post('/echo', { schema: { querystring: Type.Object({ n: Type.Optional(Type.Integer()) }), body: Type.Object({ limit: Nullable }) } }, async (req) => ({ query: req.query, body: req.body }));
    const res = await app.inject({ method: 'POST', url: '/echo?n=5', payload: { limit: null } });
    expect(res.json()).toEqual({ query: { n: 5 }, body: { limit: null } });
    const bad = await app.inject({ method: 'POST', url: '/echo', payload: { limit: '7' } });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });
});
