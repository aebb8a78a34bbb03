import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getSetting, setSetting } from '../settings/settings-store';
import { pairedStation, serverForStations } from '../station.fixtures';
import { keyFilePath, keyFileSealer, readToken } from './token-store';

describe("the station's bearer token is encrypted at rest", async () => {
  const server = await serverForStations();
  const parent = mkdtempSync(join(tmpdir(), 'station-parent-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));
  const station = await pairedStation(server, { dataDir: join(parent, 'station') });

  it('keeps the token sealed in the database, with its key in a 0600 file outside the data folder', async () => {
    const token = station.ctx.sync.token()!;
    expect(token.length).toBeGreaterThan(20);
    const stored = getSetting(station.ctx.db, 'token')!;
    expect(stored).toMatch(/^sealed:k1:/);
    expect(stored).not.toContain(token);
    const dbFile = readFileSync(join(parent, 'station', 'station.db')).toString('latin1') + readFileSync(join(parent, 'station', 'station.db-wal'), { flag: 'r' }).toString('latin1');
    expect(dbFile).not.toContain(token);
    const keyFile = join(parent, 'station-token.key');
    expect(keyFilePath(join(parent, 'station'), {})).toBe(keyFile);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(keyFilePath(join(parent, 'station'), { STATION_KEY_FILE: '/etc/pos/key' })).toBe('/etc/pos/key');
    // The sealed token still works: the station syncs with it.
    await station.ctx.sync.syncNow();
    expect(station.ctx.sync.state.lastError).toBeNull();
  });

  it('without its key file a copy of the database does not give the token away', () => {
    const other = keyFileSealer(join(parent, 'elsewhere.key'));
    expect(() => readToken(station.ctx.db, other)).toThrow();
  });

  it('a token kept in clear by an older build is sealed on first use', () => {
    const token = station.ctx.sync.token()!;
    setSetting(station.ctx.db, 'token', token);
    expect(station.ctx.sync.token()).toBe(token);
    expect(getSetting(station.ctx.db, 'token')).toMatch(/^sealed:k1:/);
  });
});
