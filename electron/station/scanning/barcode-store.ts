import type Database from 'better-sqlite3';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';

/** What a scanned barcode names in the replica: a price line's (product and customer type) or a product's. A scan is a hot path: prepared once. */
function statements(sqlite: Database.Database) {
  return {
    priceLine: sqlite.prepare<[string], { productId: number; customerTypeId: number; priceListId: number }>(
      'select product_id as productId, customer_type_id as customerTypeId, price_list_id as priceListId from price_line_barcodes where barcode = ? limit 1',
    ),
    product: sqlite.prepare<[string], { id: number }>('select id from products where barcode = ? limit 1'),
  };
}

const stmts = preparedStatements(statements);

export const barcodeStore = {
  priceLine: (db: StationDb, code: string): { productId: number; customerTypeId: number; priceListId: number } | null => stmts(db).priceLine.get(code) ?? null,
  productId: (db: StationDb, code: string): number | null => stmts(db).product.get(code)?.id ?? null,
};
