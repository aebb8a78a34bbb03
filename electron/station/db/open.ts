import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { AppError } from '@pos/shared/errors';
import * as schema from './schema';

export type StationDb = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const STATION_MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));
const MIGRATIONS_TABLE = '__drizzle_migrations';

/**
 * The migrations recorded in the database must be a prefix of the code's: a database written by a
 * newer version of the app (or by another branch) is refused with a clear message instead of
 * being changed or misread (CONVENTIONS: Actual's "applied migrations must match").
 */
export function checkMigrations(sqlite: Database.Database, migrationsFolder: string): void {
  const table = sqlite.prepare(`select name from sqlite_master where type = 'table' and name = ?`).get(MIGRATIONS_TABLE);
  if (!table) return;
  const applied = sqlite.prepare(`select hash, created_at as createdAt from ${MIGRATIONS_TABLE} order by created_at`).all() as { hash: string; createdAt: number }[];
  const known = new Map(readMigrationFiles({ migrationsFolder }).map((m) => [m.folderMillis, m.hash]));
  for (const row of applied) {
    const hash = known.get(Number(row.createdAt));
    if (hash === undefined) {
      throw new AppError(
        'internal',
        'database-newer',
        `This station database was written by a newer version of the app (migration of ${new Date(Number(row.createdAt)).toISOString()}). Install that version or newer; the database was left as it is.`,
      );
    }
    if (hash !== row.hash) {
      throw new AppError('internal', 'database-mismatch', 'This station database was written by a different build of the app and cannot be opened by this one; the database was left as it is.');
    }
  }
}

export interface OpenOptions {
  migrationsFolder?: string;
}

/**
 * Opens (creating) the station database: WAL, synchronous=FULL (a committed sale survives a power
 * cut), foreign keys on; refuses a newer database, then applies the code's migrations.
 */
export function openStationDb(file: string, opts: OpenOptions = {}): StationDb {
  const migrationsFolder = opts.migrationsFolder ?? STATION_MIGRATIONS_FOLDER;
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    checkMigrations(sqlite, migrationsFolder);
    const db = drizzle(sqlite, { schema });
    migrate(db, { migrationsFolder });
    return db as StationDb;
  } catch (error) {
    sqlite.close();
    throw error;
  }
}
