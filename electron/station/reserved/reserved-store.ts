import type Database from 'better-sqlite3';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';

/**
 * The station's writes to its list of reserved orders (read through catalogue/replica.ts; the
 * reserved-orders stream fills it). Prepared once per database: the payment is a hot path.
 */
const stmts = preparedStatements((sqlite: Database.Database) => ({
  remove: sqlite.prepare<[number]>('delete from reserved_orders where id = ?'),
}));

/** A reserved order paid here leaves this station's list (the next pull does not bring it back: the server knows it is paid). */
export function removeReservedOrder(db: StationDb, orderId: number): void {
  stmts(db).remove.run(orderId);
}
