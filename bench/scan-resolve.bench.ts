import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStation } from '../electron/station/station';
import { seedReplica } from '../electron/station/catalogue/replica.fixtures';
import { couponRow, pullRows } from '../electron/station/scanning/scanning.fixtures';
import { percentile, result, sample, type Benchmark } from './lib';

const TICKETS = 200_000;
const TICKETS_PER_ORDER = 4;
const SUB_COUPONS = 50_000;
const RUNS = 2_000;

/**
 * scan-resolve-p95-ms (issue 7): scan-resolve of a code at the window or gate, in a
 * replica holding 200,000 tickets (50,000 orders) and 50,000 sub-coupons, over a mix of ticket
 * codes, order codes (uuid and number), sub-coupon codes, price-line barcodes and unknown codes.
 * Baseline: a primary-key lookup of a ticket in the same database and run. Aim: under 15 ms.
 */
const bench: Benchmark = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-scan-'));
  const station = createStation({ dataDir: dir, autoSync: false });
  try {
    const { db } = station.ctx;
    const sqlite = db.$client;
    const fixture = seedReplica(db, { products: 200, slotsPerProduct: 2 });
    station.ctx.session.userId = fixture.userId;
    const today = new Date().toISOString().slice(0, 10);
    pullRows(db, 'coupons', [['1', couponRow({ id: 1, code: 'CLUB', hasSubCoupons: true })]]);

    const orders: { uuid: string; number: number }[] = [];
    const subCodes: string[] = [];
    sqlite.transaction(() => {
      const order = sqlite.prepare("insert into ticket_orders (order_uuid, order_id, order_number, status, arrival_confirmation, lead_name, source) values (?, ?, ?, 'OK', 'None', 'Dana Levi', 'server')");
      const ticket = sqlite.prepare(
        "insert into tickets (code, order_uuid, order_id, order_number, ticket_no, product_id, customer_type_id, date, start_time, quantity, source) values (?, ?, ?, ?, ?, ?, ?, ?, '10:00:00', 1, 'server')",
      );
      for (let o = 0; o < TICKETS / TICKETS_PER_ORDER; o++) {
        const uuid = randomUUID();
        const number = 100_000 + o;
        const product = fixture.products[o % fixture.products.length]!;
        order.run(uuid, o + 1, number);
        for (let n = 1; n <= TICKETS_PER_ORDER; n++) ticket.run(`${uuid}.${n}`, uuid, o + 1, number, n, product.id, product.customerTypeIds[0], today);
        orders.push({ uuid, number });
      }
      const sub = sqlite.prepare("insert into sub_coupons (id, coupon_id, code, status) values (?, 1, ?, 'Free')");
      for (let i = 1; i <= SUB_COUPONS; i++) {
        const code = `CLUB-${String(i).padStart(6, '0')}`;
        sub.run(i, code);
        subCodes.push(code);
      }
      const barcode = sqlite.prepare('insert into price_line_barcodes (barcode, price_list_id, product_id, customer_type_id) values (?, ?, ?, ?)');
      for (const p of fixture.products) barcode.run(`72${String(p.id).padStart(11, '0')}`, p.id, p.id, p.customerTypeIds[1]);
    })();
    sqlite.exec('analyze');

    let n = 0;
    const pick = <T>(list: readonly T[]) => list[(n * 7919) % list.length]!;
    const codeOf = (): string => {
      switch (n++ % 6) {
        case 0: return `${pick(orders).uuid}.${(n % TICKETS_PER_ORDER) + 1}`;
        case 1: return pick(orders).uuid;
        case 2: return String(pick(orders).number);
        case 3: return pick(subCodes);
        case 4: return `72${String(pick(fixture.products).id).padStart(11, '0')}`;
        default: return `UNKNOWN-${n}`;
      }
    };
    const byKind = new Map<string, number[]>();
    for (let i = 0; i < 100; i++) station.handlers['scan-resolve']({ code: codeOf() });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const code = codeOf();
      const t0 = performance.now();
      const found = station.handlers['scan-resolve']({ code });
      const ms = performance.now() - t0;
      times.push(ms);
      byKind.set(found.kind, [...(byKind.get(found.kind) ?? []), ms]);
    }
    const byCode = sqlite.prepare('select * from tickets where code = ?');
    const bare = await sample(() => byCode.get(`${pick(orders).uuid}.${(n++ % TICKETS_PER_ORDER) + 1}`), RUNS, 100);
    const mix = [...byKind].map(([k, t]) => `${k} ${t.length} (p95 ${percentile(t, 95).toFixed(3)} ms)`).join(', ');
    return [
      result(
        'scan-resolve-p95-ms',
        percentile(times, 95),
        'ms',
        percentile(bare, 95),
        `p50 ${percentile(times, 50).toFixed(3)} ms; ${TICKETS} tickets in ${TICKETS / TICKETS_PER_ORDER} orders, ${SUB_COUPONS} sub-coupons; mix: ${mix}; baseline: a ticket by primary key (aim: under 15 ms)`,
      ),
    ];
  } finally {
    await station.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;
