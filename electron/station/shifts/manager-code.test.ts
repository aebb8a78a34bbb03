import { describe, expect, it } from 'vitest';
import { MANAGER_CODE, pairedStation, serverForStations } from '../station.fixtures';
import { checkManagerCode, MANAGER_CODE_MAX_TRIES } from './manager-code';

describe('the manager-code lockout holds against a burst (R-CASH-2)', async () => {
  const server = await serverForStations();
  const station = await pairedStation(server);
  const verify = station.ctx.verifySecret;
  let verifies = 0;
  station.ctx.verifySecret = (hash, plain) => {
    verifies++;
    return verify(hash, plain);
  };

  it('R-CASH-2 50 parallel wrong guesses verify at most 5 codes, then the right code is locked out too', async () => {
    const answers = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => checkManagerCode(station.ctx, String(100000 + i))));
    expect(verifies).toBeLessThanOrEqual(MANAGER_CODE_MAX_TRIES);
    const codes = answers.map((a) => (a.status === 'rejected' ? (a.reason as { code: string }).code : 'passed'));
    expect(codes.filter((c) => c === 'passed')).toEqual([]);
    expect(codes.filter((c) => c === 'incorrect-manager-code')).toHaveLength(MANAGER_CODE_MAX_TRIES - 1);
    expect(codes.filter((c) => c === 'manager-code-locked')).toHaveLength(50 - (MANAGER_CODE_MAX_TRIES - 1));
    const before = verifies;
    await expect(checkManagerCode(station.ctx, MANAGER_CODE)).rejects.toMatchObject({ code: 'manager-code-locked' });
    expect(verifies).toBe(before);
  });

  it('R-CASH-2 a right code clears the reserved attempt once the lock is over', async () => {
    station.ctx.db.$client.prepare('update manager_code_lock set locked_until = ? where id = 1').run(new Date(Date.now() - 1000).toISOString());
    await expect(checkManagerCode(station.ctx, '000000')).rejects.toMatchObject({ code: 'incorrect-manager-code', extra: { triesLeft: 4 } });
    await expect(checkManagerCode(station.ctx, MANAGER_CODE)).resolves.toBeUndefined();
    await expect(checkManagerCode(station.ctx, '000000')).rejects.toMatchObject({ extra: { triesLeft: 4 } });
  });
});
