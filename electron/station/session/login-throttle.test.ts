import { describe, expect, it } from 'vitest';
import { pairedStation, serverForStations } from '../station.fixtures';
import { LOGIN_LOCK_MS, LOGIN_MAX_TRIES } from './login-throttle';

describe("the station's cashier login is throttled", async () => {
  const server = await serverForStations();
  let now = Date.now();
  const station = await pairedStation(server, { clock: () => new Date(now) });
  const verify = station.ctx.verifySecret;
  let verifies = 0;
  station.ctx.verifySecret = (hash, plain) => {
    verifies++;
    return verify(hash, plain);
  };
  const login = (password: string) => station.handlers.login({ username: server.cashier.username, password });

  it('20 parallel wrong passwords verify at most 5, then the name is locked, the right password too', async () => {
    const answers = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => login(`wrong-${i}`)));
    expect(verifies).toBeLessThanOrEqual(LOGIN_MAX_TRIES);
    const codes = answers.map((a) => (a.status === 'rejected' ? (a.reason as { code: string }).code : 'passed'));
    expect(codes.filter((c) => c === 'invalid-credentials')).toHaveLength(LOGIN_MAX_TRIES);
    expect(codes.filter((c) => c === 'login-locked')).toHaveLength(20 - LOGIN_MAX_TRIES);
    await expect(login('Cashier123')).rejects.toMatchObject({ code: 'login-locked', kind: 'too-many' });
  });

  it('after the lock the right password logs in and clears the count', async () => {
    now += LOGIN_LOCK_MS + 1000;
    await expect(login('Cashier123')).resolves.toMatchObject({ username: server.cashier.username });
    for (let i = 0; i < LOGIN_MAX_TRIES - 1; i++) await expect(login('wrong')).rejects.toMatchObject({ code: 'invalid-credentials' });
    await expect(login('Cashier123')).resolves.toMatchObject({ username: server.cashier.username });
  });
});
