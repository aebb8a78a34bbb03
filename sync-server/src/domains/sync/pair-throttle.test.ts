import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { PAIR_LIMIT } from './pair-throttle';

describe('sync: pairing codes cannot be guessed', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);
  const newCode = async () => {
    const res = await app.inject({ method: 'POST', url: '/api/cashier-stations', headers: { cookie: admin.cookie }, payload: { name: `W${Math.random()}`, cashierIdentifier: 'C1', receiptBlockSize: 10 } });
    return res.json().data.pairingCode as string;
  };
  const pair = (code: string, remoteAddress = '10.0.0.1') => app.inject({ method: 'POST', url: '/sync/pair', remoteAddress, payload: { code, deviceId: 'device', cashierIdentifier: 'C1' } });

  it(`refuses pairing from an address after ${PAIR_LIMIT} wrong codes with 429 and a clear message, even with the right code; other addresses still pair`, async () => {
    for (let i = 0; i < PAIR_LIMIT; i++) {
      const wrong = await pair(`WRONG-${i}`);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().code).toBe('pairing-code-invalid');
    }
    const code = await newCode();
    const blocked = await pair(code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'pairing-attempts-exceeded', detail: expect.stringMatching(/Too many wrong pairing codes from this address\. Try again in 1[45] minutes\./) });
    expect(blocked.json().retryAfterSeconds).toBeGreaterThan(800);
    expect((await pair(code, '10.0.0.2')).statusCode).toBe(200);
  });

  it('lets the right code in once the window has passed', async () => {
    await db.execute(sql`update login_attempts set window_start = now() - interval '16 minutes' where kind = 'pair-address' and key = '10.0.0.1'`);
    const ok = await pair(await newCode());
    expect(ok.statusCode, ok.body).toBe(200);
    // A new window counts from the next wrong code.
    expect((await pair('WRONG-AGAIN')).statusCode).toBe(422);
  });
});
