import type Database from 'better-sqlite3';
import type {
  BusinessClientRow,
  CustomerTypeRow,
  PriceListRow,
  ProductRow,
  ProviderRow,
  ReservedOrderRow,
  SlotRow,
  StationRow,
  StopSaleRow,
  UserRow,
} from '@pos/shared/sync/streams';
import { occurrenceKey } from '@pos/shared/calendar/index';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';

/**
 * Reads of the replica: rows as the streams delivered them. Statements are prepared once per
 * database (the sale and the add-to-cart paths run them on every keystroke and sale).
 */
function statements(sqlite: Database.Database) {
  return {
    row: sqlite.prepare<[string, string], { data: string }>('select data from replica_rows where stream = ? and key = ?'),
    rowsOfStream: sqlite.prepare<[string], { data: string }>('select data from replica_rows where stream = ?'),
    rowsByParent: sqlite.prepare<[string, number], { data: string }>('select data from replica_rows where stream = ? and parent_id = ?'),
    userByName: sqlite.prepare<[string], { data: string }>('select data from users where username_lower = ?'),
    userById: sqlite.prepare<[number], { data: string }>('select data from users where id = ?'),
    allUsers: sqlite.prepare<[], { data: string }>('select data from users order by username_lower'),
    product: sqlite.prepare<[number], { data: string }>('select data from products where id = ?'),
    productByBarcode: sqlite.prepare<[string], { data: string }>('select data from products where barcode = ?'),
    allProducts: sqlite.prepare<[], { data: string }>('select data from products order by name_lower'),
    productsByName: sqlite.prepare<[string, number], { data: string }>("select data from products where name_lower like ? escape '\\' order by name_lower limit ?"),
    lineBarcode: sqlite.prepare<[string], { productId: number; customerTypeId: number }>('select product_id as productId, customer_type_id as customerTypeId from price_line_barcodes where barcode = ?'),
    priceListsOf: sqlite.prepare<[number], { data: string }>('select data from price_lists where product_id = ?'),
    slotsOf: sqlite.prepare<[number], { data: string }>('select data from slots where product_id = ?'),
    slot: sqlite.prepare<[number], { data: string }>('select data from slots where id = ?'),
    sold: sqlite.prepare<[number, string, string], { slotId: number; date: string; sold: number }>(
      'select a.slot_id as slotId, a.date, a.sold from slots s join availability a on a.slot_id = s.id where s.product_id = ? and a.date between ? and ?',
    ),
    localSeats: sqlite.prepare<[number, string, string], { slotId: number; date: string; seats: number }>(
      'select l.slot_id as slotId, l.date, sum(l.seats) as seats from slots s join local_seats l on l.slot_id = s.id where s.product_id = ? and l.date between ? and ? group by l.slot_id, l.date',
    ),
    reservedAll: sqlite.prepare<[], { data: string }>('select data from reserved_orders'),
    reservedById: sqlite.prepare<[number], { data: string }>('select data from reserved_orders where id = ?'),
    reservedByNumber: sqlite.prepare<[number], { data: string }>('select data from reserved_orders where order_number = ?'),
    reservedByText: sqlite.prepare<[string, number], { data: string }>("select data from reserved_orders where search_text like ? escape '\\' order by order_number desc limit ?"),
  };
}

const stmts = preparedStatements(statements);

const parse = <T>(row: { data: string } | undefined): T | null => (row ? (JSON.parse(row.data) as T) : null);
const parseAll = <T>(rows: { data: string }[]): T[] => rows.map((r) => JSON.parse(r.data) as T);

/** `%text%` for LIKE, with the wildcards of the text escaped. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const replica = {
  provider: (db: StationDb): ProviderRow | null => parseAll<ProviderRow>(stmts(db).rowsOfStream.all('provider'))[0] ?? null,
  station: (db: StationDb): StationRow | null => parseAll<StationRow>(stmts(db).rowsOfStream.all('station'))[0] ?? null,
  userByName: (db: StationDb, username: string): UserRow | null => parse(stmts(db).userByName.get(username.trim().toLowerCase())),
  user: (db: StationDb, id: number): UserRow | null => parse(stmts(db).userById.get(id)),
  /** The provider's cashiers this station holds (the users stream carries only those). */
  users: (db: StationDb): UserRow[] => parseAll(stmts(db).allUsers.all()),
  product: (db: StationDb, id: number): ProductRow | null => parse(stmts(db).product.get(id)),
  productByBarcode: (db: StationDb, barcode: string): ProductRow | null => parse(stmts(db).productByBarcode.get(barcode)),
  /** Every product of the replica, by name (the sell screen's tiles). */
  products: (db: StationDb): ProductRow[] => parseAll(stmts(db).allProducts.all()),
  productsByName: (db: StationDb, text: string, limit: number): ProductRow[] => parseAll(stmts(db).productsByName.all(likePattern(text), limit)),
  priceLineBarcode: (db: StationDb, barcode: string) => stmts(db).lineBarcode.get(barcode) ?? null,
  priceListsOf: (db: StationDb, productId: number): PriceListRow[] => parseAll(stmts(db).priceListsOf.all(productId)),
  customerTypesOf: (db: StationDb, productId: number): CustomerTypeRow[] => parseAll(stmts(db).rowsByParent.all('customer-types', productId)),
  customerType: (db: StationDb, id: number): CustomerTypeRow | null => parse(stmts(db).row.get('customer-types', String(id))),
  slotsOf: (db: StationDb, productId: number): SlotRow[] => parseAll(stmts(db).slotsOf.all(productId)),
  slot: (db: StationDb, id: number): SlotRow | null => parse(stmts(db).slot.get(id)),
  stopSales: (db: StationDb): StopSaleRow[] => parseAll(stmts(db).rowsOfStream.all('stop-sales')),
  /** Active business clients of the provider (issue 20), as the station last heard of them. */
  businessClient: (db: StationDb, id: number): BusinessClientRow | null => parse(stmts(db).row.get('business-clients', String(id))),
  businessClients: (db: StationDb): BusinessClientRow[] => parseAll(stmts(db).rowsOfStream.all('business-clients')),
  /**
   * Seats taken per occurrence (occurrenceKey) of a product's slots: the server's count plus this
   * station's sales it may not hold yet.
   */
  seatsTaken(db: StationDb, productId: number, from: string, to: string): Map<string, number> {
    const out = new Map<string, number>();
    for (const r of stmts(db).sold.all(productId, from, to)) out.set(occurrenceKey(r.slotId, r.date), r.sold);
    for (const r of stmts(db).localSeats.all(productId, from, to)) {
      const key = occurrenceKey(r.slotId, r.date);
      out.set(key, (out.get(key) ?? 0) + r.seats);
    }
    return out;
  },
  /** Every reserved order the station holds (the day's pick-ups are chosen from them). */
  reservedOrders: (db: StationDb): ReservedOrderRow[] => parseAll(stmts(db).reservedAll.all()),
  reservedOrder: (db: StationDb, id: number): ReservedOrderRow | null => parse(stmts(db).reservedById.get(id)),
  reservedByNumber: (db: StationDb, orderNumber: number): ReservedOrderRow[] => parseAll(stmts(db).reservedByNumber.all(orderNumber)),
  reservedByText: (db: StationDb, text: string, limit: number): ReservedOrderRow[] => parseAll(stmts(db).reservedByText.all(likePattern(text), limit)),
};
