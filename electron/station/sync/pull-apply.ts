import type Database from 'better-sqlite3';
import type { PullResponse } from '@pos/shared/sync/protocol';
import { TICKETS_KEPT_DAYS, type Change, type ReservedOrderRow, type StreamName, type StreamRows } from '@pos/shared/sync/streams';
import { addDays, instantToLocal } from '@pos/shared/calendar/index';
import type { StationDb } from '../db/open';
import { ticketAppliers } from './ticket-apply';
import { replica } from '../catalogue/replica';
import { keepThumbnail } from '../catalogue/thumbnails';
import { partnerCodeStore } from '../sales/partner-code-store';
import { allNames } from '@pos/shared/catalogue/localized-name';

type Applier<S extends StreamName> = { upsert(row: StreamRows[S], key: string): void; remove(key: string): void };

function appliers(sqlite: Database.Database) {
  const rowUpsert = sqlite.prepare('insert into replica_rows (stream, key, parent_id, data) values (?, ?, ?, ?) on conflict (stream, key) do update set parent_id = excluded.parent_id, data = excluded.data');
  const rowDelete = sqlite.prepare('delete from replica_rows where stream = ? and key = ?');
  const generic = <S extends StreamName>(stream: S, parentOf: (row: StreamRows[S]) => number | null = () => null): Applier<S> => ({
    upsert: (row, key) => rowUpsert.run(stream, key, parentOf(row), JSON.stringify(row)),
    remove: (key) => rowDelete.run(stream, key),
  });
  const byId = (table: string, columns: string[]) => {
    const upsert = sqlite.prepare(
      `insert into ${table} (id, ${columns.join(', ')}, data) values (?, ${columns.map(() => '?').join(', ')}, ?) on conflict (id) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}, data = excluded.data`,
    );
    const remove = sqlite.prepare(`delete from ${table} where id = ?`);
    return { upsert: (id: number, values: unknown[], data: unknown) => upsert.run(id, ...values, JSON.stringify(data)), remove: (key: string) => remove.run(Number(key)) };
  };
  const users = byId('users', ['username_lower']);
  const products = byId('products', ['name_lower', 'barcode']);
  const priceLists = byId('price_lists', ['product_id']);
  const slots = byId('slots', ['product_id']);
  const reserved = byId('reserved_orders', ['order_number', 'search_text']);
  const barcodesDelete = sqlite.prepare('delete from price_line_barcodes where price_list_id = ?');
  const barcodeInsert = sqlite.prepare('insert into price_line_barcodes (barcode, price_list_id, product_id, customer_type_id) values (?, ?, ?, ?)');
  const soldUpsert = sqlite.prepare('insert into availability (slot_id, date, sold) values (?, ?, ?) on conflict (slot_id, date) do update set sold = excluded.sold');
  const soldDelete = sqlite.prepare('delete from availability where slot_id = ? and date = ?');
  const blockUpsert = sqlite.prepare(
    'insert into number_blocks (id, doc_type, from_number, to_number, void_from) values (?, ?, ?, ?, ?) on conflict (id) do update set doc_type = excluded.doc_type, from_number = excluded.from_number, to_number = excluded.to_number, void_from = excluded.void_from',
  );
  const blockDelete = sqlite.prepare('delete from number_blocks where id = ?');
  const tickets = ticketAppliers(sqlite);
  const couponUpsert = sqlite.prepare('insert into coupons (id, code_lower, data) values (?, ?, ?) on conflict (id) do update set code_lower = excluded.code_lower, data = excluded.data');
  const couponDelete = sqlite.prepare('delete from coupons where id = ?');
  const subCouponUpsert = sqlite.prepare(
    'insert into sub_coupons (id, coupon_id, code, status) values (?, ?, ?, ?) on conflict (id) do update set coupon_id = excluded.coupon_id, code = excluded.code, status = excluded.status',
  );
  const subCouponDelete = sqlite.prepare('delete from sub_coupons where id = ?');
  const subCouponCodeMoved = sqlite.prepare('delete from sub_coupons where code = ? and id <> ?');
  const searchText = (o: ReservedOrderRow) => [o.leadCustomer.firstName, o.leadCustomer.lastName, o.leadCustomer.mobile, o.leadCustomer.email, o.uuid].filter(Boolean).join(' ').toLowerCase();

  const map: { [S in StreamName]: Applier<S> } = {
    provider: generic('provider'),
    station: generic('station'),
    'customer-types': generic('customer-types', (row) => row.productId),
    'stop-sales': generic('stop-sales'),
    users: { upsert: (row) => users.upsert(row.id, [row.username.toLowerCase()], row), remove: users.remove },
    products: { upsert: (row) => products.upsert(row.id, [allNames(row).join('\n').toLowerCase(), row.barcode], keepThumbnail(sqlite, row)), remove: products.remove },
    'price-lists': {
      upsert: (row) => {
        priceLists.upsert(row.id, [row.productId], row);
        barcodesDelete.run(row.id);
        for (const line of row.lines) if (line.barCode) barcodeInsert.run(line.barCode, row.id, row.productId, line.customerTypeId);
      },
      remove: (key) => {
        priceLists.remove(key);
        barcodesDelete.run(Number(key));
      },
    },
    slots: { upsert: (row) => slots.upsert(row.id, [row.productId], row), remove: slots.remove },
    availability: {
      upsert: (row) => soldUpsert.run(row.slotId, row.date, row.sold),
      remove: (key) => {
        const [slotId, date] = key.split('|');
        soldDelete.run(Number(slotId), date);
      },
    },
    'reserved-orders': { upsert: (row) => reserved.upsert(row.id, [row.orderNumber, searchText(row)], row), remove: reserved.remove },
    'number-blocks': {
      upsert: (row) => blockUpsert.run(row.id, row.docType, row.fromNumber, row.toNumber, row.voidFrom),
      remove: (key) => blockDelete.run(Number(key)),
    },
    'currency-rates': generic('currency-rates'),
    coupons: { upsert: (row) => couponUpsert.run(row.id, row.code.toLowerCase(), JSON.stringify(row)), remove: (key) => couponDelete.run(Number(key)) },
    'sub-coupons': {
      upsert: (row) => {
        // A code moved to another id (deleted and made again): the newer row wins the unique code.
        subCouponCodeMoved.run(row.code, row.id);
        subCouponUpsert.run(row.id, row.couponId, row.code, row.status);
      },
      remove: (key) => subCouponDelete.run(Number(key)),
    },
    tickets: { upsert: (row) => tickets.upsert(row), remove: (key) => tickets.remove(Number(key)) },
    'business-clients': generic('business-clients'),
    'external-codes': { upsert: (row) => partnerCodeStore.upsert(sqlite, row), remove: (key) => partnerCodeStore.remove(sqlite, key) },
  };
  const checkpoint = sqlite.prepare('insert into checkpoints (stream, seq) values (?, ?) on conflict (stream) do update set seq = excluded.seq');
  const dropCountedSeats = sqlite.prepare('delete from local_seats where acked_gen is not null and acked_gen < ?');
  return { map, checkpoint, dropCountedSeats, tickets };
}

const cache = new WeakMap<Database.Database, ReturnType<typeof appliers>>();
function prepared(db: StationDb) {
  let a = cache.get(db.$client);
  if (!a) {
    a = appliers(db.$client);
    cache.set(db.$client, a);
  }
  return a;
}

/** Tickets are kept for scanning this many days after their date, then pruned. */
export const TICKET_DAYS_KEPT = TICKETS_KEPT_DAYS;

/** The provider's local date at an instant (the replica's provider time zone). */
function localDate(db: StationDb, iso: string): string {
  const timeZone = replica.provider(db)?.timezone ?? 'Asia/Jerusalem';
  const at = Number.isNaN(Date.parse(iso)) ? new Date() : new Date(iso);
  try {
    return instantToLocal(at, timeZone).date;
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

export function readCheckpoints(db: StationDb): Partial<Record<StreamName, number>> {
  const rows = db.$client.prepare('select stream, seq from checkpoints').all() as { stream: StreamName; seq: number }[];
  return Object.fromEntries(rows.map((r) => [r.stream, r.seq]));
}

/** The checkpoints an answer moves its streams to (what the next pull asks from once it is applied). */
export function checkpointsOf(answer: PullResponse): Partial<Record<StreamName, number>> {
  return Object.fromEntries(answer.pages.map((page) => [page.stream, page.checkpoint]));
}

/**
 * Applies one pull answer and its checkpoints in one transaction: a crash leaves the old
 * checkpoints and the same answer is applied again (every change is an upsert or a delete).
 * When the answer ends a pull of every stream (`more` false; pullStartGen given), the station's own
 * sold seats that the server acknowledged before this pull began are now in the server's counts and
 * stop being added.
 */
export function applyPullAnswer(db: StationDb, answer: PullResponse, pullStartGen: number | null): number {
  const { map, checkpoint, dropCountedSeats, tickets } = prepared(db);
  let applied = 0;
  db.$client.transaction(() => {
    tickets.setToday(localDate(db, answer.serverTime), answer.serverTime);
    for (const page of answer.pages) {
      const applier = map[page.stream] as Applier<StreamName>;
      for (const change of page.changes as Change[]) {
        if ('deleted' in change) applier.remove(change.key);
        else applier.upsert(change.row, change.key);
        applied++;
      }
      checkpoint.run(page.stream, page.checkpoint);
    }
    if (!answer.more && pullStartGen !== null) dropCountedSeats.run(pullStartGen);
    tickets.prune(addDays(localDate(db, answer.serverTime), -TICKET_DAYS_KEPT));
  })();
  return applied;
}
