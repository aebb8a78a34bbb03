import type Database from 'better-sqlite3';
import type { StationDb } from './open';

/**
 * The prepared statements of one module, made once per station database and kept with it: hot
 * paths (a scan, a sale) reuse them instead of preparing SQL on every call.
 */
export function preparedStatements<T>(make: (sqlite: Database.Database) => T): (db: StationDb) => T {
  const cache = new WeakMap<Database.Database, T>();
  return (db) => {
    let statements = cache.get(db.$client);
    if (!statements) {
      statements = make(db.$client);
      cache.set(db.$client, statements);
    }
    return statements;
  };
}
