import { describe, expect, it } from 'vitest';
import { providerRegistrations } from '../../db/schema';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';

/** Issue 18: GET provider/brand gives the caller's own provider's name and logo (the login page keeps them), nobody else's. */
describe('GET provider/brand', async () => {
  const { app, db } = await setupTestApp();
  const withLogo = await createProvider(db, { name: 'Kinneret Boats' });
  const without = await createProvider(db, { name: 'Plain Tours' });
  const a = await createUser(db, withLogo.id, { permissions: [1] });
  const b = await createUser(db, without.id, { permissions: [1] });
  const logo = 'data:image/png;base64,iVBORw0KGgo=';
  await db.insert(providerRegistrations).values({ providerId: withLogo.id, userId: a.id, status: 'approved', emailTokenHash: 'x', emailTokenExpiresAt: new Date(), termsVersion: '2025-01-01', termsAcceptedAt: new Date(), details: { logo } });
  const get = (cookie?: string) => app.inject({ method: 'GET', url: '/api/provider/brand', ...(cookie ? { headers: { cookie } } : {}) });

  it('answers the own provider only, and needs a session', async () => {
    expect((await get(a.cookie)).json().data).toEqual({ name: 'Kinneret Boats', logo });
    expect((await get(b.cookie)).json().data).toEqual({ name: 'Plain Tours', logo: null });
    expect((await get()).statusCode).toBe(401);
  });
});
