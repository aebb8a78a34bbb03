import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openStationDb } from './open';

describe('opening the station database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'station-db-'));
  const file = join(dir, 'station.db');

  it('creates the tables, in WAL with synchronous FULL, and records its migrations', () => {
    const db = openStationDb(file);
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
    const migrations = db.$client.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number };
    expect(migrations.n).toBeGreaterThan(0);
    db.$client.close();
    // Opening again applies nothing twice.
    const again = openStationDb(file);
    expect((again.$client.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }).n).toBe(migrations.n);
    again.$client.close();
  });

  it('refuses a database written by a newer version, leaving it untouched', () => {
    const raw = new Database(file);
    raw.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('future', Date.now() + 365 * 24 * 3600_000);
    raw.close();
    expect(() => openStationDb(file)).toThrow(/newer version of the app/);
    const check = new Database(file);
    expect((check.prepare("select count(*) as n from __drizzle_migrations where hash = 'future'").get() as { n: number }).n).toBe(1);
    check.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
