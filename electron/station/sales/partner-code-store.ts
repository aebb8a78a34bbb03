import type Database from 'better-sqlite3';
import type { ExternalCodeRow } from '@pos/shared/sync/streams';
import type { StationDb } from '../db/open';

/**
 * The station's partner codes (issue 23, table partner_codes, stream external-codes). Taking a code
 * is one indexed update in the sale's transaction (partner_codes_free: product, free, id).
 */
function statements(sqlite: Database.Database) {
  return {
    take: sqlite.prepare<[string, string, number], { code: string }>(
      `update partner_codes set ticket_code = ?, used_at = ?
       where id = (select id from partner_codes where product_id = ? and ticket_code is null order by id limit 1)
       returning code`,
    ),
    codeOf: sqlite.prepare<[string], { code: string }>('select code from partner_codes where ticket_code = ?'),
    upsert: sqlite.prepare<[number, number, string]>(
      'insert into partner_codes (id, product_id, code) values (?, ?, ?) on conflict (id) do update set product_id = excluded.product_id, code = excluded.code where partner_codes.ticket_code is null',
    ),
    // A used code stays with its ticket (reprints show it); a free one the server took back or deleted goes.
    remove: sqlite.prepare<[number]>('delete from partner_codes where id = ? and ticket_code is null'),
    free: sqlite.prepare<[], { productId: number; free: number }>('select product_id as productId, count(*) as free from partner_codes where ticket_code is null group by product_id order by product_id'),
  };
}

/** Prepared once per connection (the pull's appliers hold the raw connection, the sale the station db). */
const cache = new WeakMap<Database.Database, ReturnType<typeof statements>>();
function stmts(sqlite: Database.Database) {
  let s = cache.get(sqlite);
  if (!s) cache.set(sqlite, (s = statements(sqlite)));
  return s;
}

export const partnerCodeStore = {
  /** The next free code of the product, now printed on this ticket; null when the station has none left. Call inside the sale's transaction. */
  take: (db: StationDb, productId: number, ticketCode: string, at: string): string | null => stmts(db.$client).take.get(ticketCode, at, productId)?.code ?? null,
  /** The partner code printed on a ticket, if any. */
  codeOf: (db: StationDb, ticketCode: string): string | null => stmts(db.$client).codeOf.get(ticketCode)?.code ?? null,
  /** Free codes left per product. */
  freeByProduct: (db: StationDb): { productId: number; free: number }[] => stmts(db.$client).free.all(),
  /** The external-codes stream's changes (sync/pull-apply.ts). */
  upsert: (sqlite: Database.Database, row: ExternalCodeRow): void => void stmts(sqlite).upsert.run(row.id, row.productId, row.code),
  remove: (sqlite: Database.Database, key: string): void => void stmts(sqlite).remove.run(Number(key)),
};
