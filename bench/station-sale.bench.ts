import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStation } from '../electron/station/station';
import { seedReplica } from '../electron/station/catalogue/replica.fixtures';
import { percentile, result, sample, type Benchmark } from './lib';

const EARLIER_SALES = 100_000;
const RUNS = 400;

/**
 * station-sale-commit-p95-ms (issue 4): sale-create of a 3-line cash sale, priced and checked, then
 * committed in one SQLite transaction with its receipt number, payment, print job and outbox
 * operation (WAL, synchronous=FULL), with 100,000 earlier sales in the database. Baseline: a bare
 * single-row insert with the same durability, in the same database and run.
 */
const bench: Benchmark = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sale-'));
  const station = createStation({ dataDir: dir, autoSync: false });
  try {
    const { db } = station.ctx;
    const fixture = seedReplica(db, { products: 50, slotsPerProduct: 10 });
    station.ctx.session.userId = fixture.userId;
    station.handlers['shift-open']({ openingBalance: [{ currencyId: 1, amount: 100_000 }] });
    const product = fixture.products[0]!;
    const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const args = {
      items: [{ productId: product.id, date, slotId: product.slotIds[0]!, customers: product.customerTypeIds.map((id) => ({ customerTypeId: id, quantity: 1 })) }],
      payments: [{ method: 1 as const, amount: 12000, tendered: 20000 }],
    };
    await station.handlers['sale-create'](args);

    // 100,000 earlier sales: copies of that first one, each with its own order, lines, receipt, payment, print job and (sent) outbox operation.
    const sqlite = db.$client;
    sqlite.transaction(() => {
      sqlite.exec(`
        create temp table n as with recursive s(i) as (select 1 union all select i + 1 from s where i < ${EARLIER_SALES}) select i from s;
        insert into orders (uuid, kind, shift_uuid, user_id, created_at, status, currency_id, price_type_id, customer_kind, business_client_id, lead_customer, remarks, vat_rate_bp, gross, discount_amount, order_discount_amount, discount_percent_bp, total_to_pay, vat_amount, reserved_order_id, reserved_order_number, op_seq, server_order_id, server_order_number, conflict_flags)
          select lower(hex(randomblob(16))) || n.i, kind, shift_uuid, user_id, created_at, status, currency_id, price_type_id, customer_kind, business_client_id, lead_customer, remarks, vat_rate_bp, gross, discount_amount, order_discount_amount, discount_percent_bp, total_to_pay, vat_amount, reserved_order_id, reserved_order_number, -n.i, server_order_id, server_order_number, conflict_flags from orders, n where orders.op_seq > 0;
        insert into order_lines (order_uuid, line_no, product_id, product_name, slot_id, date, start_time, customer_type_id, customer_type_name, price_list_id, price_line_id, quantity, seats, persons, per_person, unit_price, list_unit_price, discount_amount, discount_percent_bp, total)
          select o.uuid, l.line_no, l.product_id, l.product_name, l.slot_id, l.date, l.start_time, l.customer_type_id, l.customer_type_name, l.price_list_id, l.price_line_id, l.quantity, l.seats, l.persons, l.per_person, l.unit_price, l.list_unit_price, l.discount_amount, l.discount_percent_bp, l.total
          from orders o, order_lines l where o.op_seq < 0 and l.order_uuid = (select uuid from orders where op_seq > 0 limit 1);
        insert into receipts select lower(hex(randomblob(16))), doc_type, 1 - o.op_seq, o.uuid, r.shift_uuid, r.user_id, r.currency_id, r.total, r.issued_at from orders o, receipts r where o.op_seq < 0;
        insert into payments (receipt_uuid, line_no, method, currency_id, amount, currency_rate, local_amount, details) select r.uuid, 1, 1, 1, r.total, '1', r.total, '{"tendered":12000,"change":0}' from receipts r where r.number > 1;
        insert into print_jobs (kind, ref_uuid, status, payload, created_at) select 'receipt', r.uuid, 'printed', '{}', r.issued_at from receipts r where r.number > 1;
        insert into outbox (uuid, type, payload, station_clock, status) select lower(hex(randomblob(16))), 'sale', '{}', datetime('now'), 'applied' from n;
        drop table n;
      `);
    })();
    // The first sale's receipt number was 1; the copies took 2..100,001: the next sale continues after them.
    sqlite.exec('create table bench_rows (id integer primary key, v text)');

    const sale = await sample(() => station.handlers['sale-create'](args), RUNS, 20);
    const insert = sqlite.prepare('insert into bench_rows (v) values (?)');
    const bare = await sample(() => insert.run('x'), RUNS, 20);
    const p95 = percentile(sale, 95);
    return [result('station-sale-commit-p95-ms', p95, 'ms', percentile(bare, 95), `p50 ${percentile(sale, 50).toFixed(2)} ms; ${RUNS} 3-line cash sales after ${EARLIER_SALES} earlier ones, WAL + synchronous=FULL; baseline: a bare single-row insert, same durability (aim: under 20 ms)`)];
  } finally {
    await station.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;
