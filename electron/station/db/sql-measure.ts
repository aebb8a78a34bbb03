/**
 * The measurement behind docs/decisions/station-sql.md: the station's statements as better-sqlite3
 * prepared statements (prepared once per database, db/prepared.ts) against the same statements
 * through Drizzle over the same schema (db/schema.ts), the query builder built on each call and
 * Drizzle's own prepared queries (placeholders). Run once: `npx tsx electron/station/db/sql-measure.ts`
 * (ITERATIONS=n to change the 10,000). Variants run interleaved in rounds, so a loaded machine slows
 * them alike; the figures are medians of the rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, sql, sum } from 'drizzle-orm';
import { openStationDb, type StationDb } from './open';
import { localSeats, orderLines, orders, outbox, payments, printJobs, receipts, shifts } from './schema';

const ITERATIONS = Number(process.env.ITERATIONS ?? 10_000);
const ROUNDS = 10;

interface Sale {
  order: typeof orders.$inferInsert;
  lines: (typeof orderLines.$inferInsert)[];
  receipt: typeof receipts.$inferInsert;
  payment: typeof payments.$inferInsert;
  seats: (typeof localSeats.$inferInsert)[];
  printJob: typeof printJobs.$inferInsert;
  op: typeof outbox.$inferInsert;
}

let receiptNumber = 0;
function sale(shiftUuid: string): Sale {
  const uuid = randomUUID();
  const receiptUuid = randomUUID();
  const now = new Date().toISOString();
  const lines = [1, 2, 3].map((n) => ({
    orderUuid: uuid, lineNo: n, productId: 1, productName: 'Boat tour', slotId: 10, date: '2026-11-25', startTime: '10:00:00', customerTypeId: 10 + n, customerTypeName: 'Adult',
    priceListId: 5, priceLineId: 50 + n, quantity: 1, seats: 1, persons: 1, perPerson: true, unitPrice: 4000, listUnitPrice: 4000, discountAmount: 0, discountPercentBp: 0, total: 4000,
  }));
  return {
    order: {
      uuid, kind: 'sale', shiftUuid, userId: 1, createdAt: now, status: 'OK', currencyId: 1, priceTypeId: 1, customerKind: 'private', businessClientId: null, leadCustomer: '{}', remarks: '',
      vatRateBp: 1800, gross: 12000, discountAmount: 0, orderDiscountAmount: 0, discountPercentBp: 0, totalToPay: 12000, vatAmount: 1831, reservedOrderId: null, reservedOrderNumber: null, opSeq: 0, coupon: null, couponId: null, voucher: null,
    },
    lines,
    receipt: { uuid: receiptUuid, docType: 'receipt', number: ++receiptNumber, orderUuid: uuid, shiftUuid, userId: 1, currencyId: 1, total: 12000, issuedAt: now },
    payment: { receiptUuid, lineNo: 1, method: 1, currencyId: 1, amount: 12000, currencyRate: '1', localAmount: 12000, details: '{"tendered":20000,"change":8000}' },
    seats: lines.map((l) => ({ opSeq: 0, slotId: 10, date: l.date, seats: 1 })),
    printJob: { kind: 'receipt', refUuid: receiptUuid, status: 'pending', payload: JSON.stringify({ number: receiptNumber, lines }), createdAt: now },
    op: { uuid: randomUUID(), type: 'sale', payload: JSON.stringify({ order: { uuid, lines } }), stationClock: now, status: 'pending' },
  };
}

type Writer = (s: Sale) => void;

/** Today's sale path: better-sqlite3 statements prepared once, named parameters. */
function rawWriter(db: StationDb): Writer {
  const c = db.$client;
  const s = {
    op: c.prepare<[string, string, string, string], { seq: number }>("insert into outbox (uuid, type, payload, station_clock, status) values (?, ?, ?, ?, 'pending') returning seq"),
    order: c.prepare(`insert into orders (uuid, kind, shift_uuid, user_id, created_at, status, currency_id, price_type_id, customer_kind, business_client_id, lead_customer, remarks, vat_rate_bp, gross, discount_amount, order_discount_amount, discount_percent_bp, total_to_pay, vat_amount, reserved_order_id, reserved_order_number, op_seq, coupon, coupon_id, voucher)
       values (@uuid, @kind, @shiftUuid, @userId, @createdAt, @status, @currencyId, @priceTypeId, @customerKind, @businessClientId, @leadCustomer, @remarks, @vatRateBp, @gross, @discountAmount, @orderDiscountAmount, @discountPercentBp, @totalToPay, @vatAmount, @reservedOrderId, @reservedOrderNumber, @opSeq, @coupon, @couponId, @voucher)`),
    line: c.prepare(`insert into order_lines (order_uuid, line_no, product_id, product_name, slot_id, date, start_time, customer_type_id, customer_type_name, price_list_id, price_line_id, quantity, seats, persons, per_person, unit_price, list_unit_price, discount_amount, discount_percent_bp, total)
       values (@orderUuid, @lineNo, @productId, @productName, @slotId, @date, @startTime, @customerTypeId, @customerTypeName, @priceListId, @priceLineId, @quantity, @seats, @persons, @perPerson, @unitPrice, @listUnitPrice, @discountAmount, @discountPercentBp, @total)`),
    receipt: c.prepare('insert into receipts (uuid, doc_type, number, order_uuid, shift_uuid, user_id, currency_id, total, issued_at) values (@uuid, @docType, @number, @orderUuid, @shiftUuid, @userId, @currencyId, @total, @issuedAt)'),
    payment: c.prepare('insert into payments (receipt_uuid, line_no, method, currency_id, amount, currency_rate, local_amount, details) values (@receiptUuid, @lineNo, @method, @currencyId, @amount, @currencyRate, @localAmount, @details)'),
    seats: c.prepare('insert into local_seats (op_seq, slot_id, date, seats) values (?, ?, ?, ?)'),
    printJob: c.prepare<[string, string, string, string], { id: number }>("insert into print_jobs (kind, ref_uuid, status, payload, created_at) values (?, ?, 'pending', ?, ?) returning id"),
  };
  return (x) => {
    const seq = s.op.get(x.op.uuid, x.op.type, x.op.payload, x.op.stationClock)!.seq;
    s.order.run({ ...x.order, opSeq: seq });
    for (const l of x.lines) s.line.run({ ...l, perPerson: l.perPerson ? 1 : 0 });
    s.receipt.run(x.receipt);
    s.payment.run(x.payment);
    for (const seat of x.seats) s.seats.run(seq, seat.slotId, seat.date, seat.seats);
    s.printJob.get(x.printJob.kind, x.printJob.refUuid, x.printJob.payload, x.printJob.createdAt);
  };
}

/** The same writes through Drizzle's query builder, built on every call (the way Drizzle is usually written). */
function builderWriter(db: StationDb): Writer {
  return (x) => {
    const seq = db.insert(outbox).values(x.op).returning({ seq: outbox.seq }).get().seq;
    db.insert(orders).values({ ...x.order, opSeq: seq }).run();
    db.insert(orderLines).values(x.lines).run();
    db.insert(receipts).values(x.receipt).run();
    db.insert(payments).values(x.payment).run();
    db.insert(localSeats).values(x.seats.map((s) => ({ ...s, opSeq: seq }))).run();
    db.insert(printJobs).values(x.printJob).returning({ id: printJobs.id }).get();
  };
}

/** Drizzle's prepared queries (placeholders), prepared once like db/prepared.ts does. */
function drizzlePreparedWriter(db: StationDb): Writer {
  const p = <T extends Record<string, unknown>>(table: T) =>
    Object.fromEntries(Object.keys(table).map((k) => [k, sql.placeholder(k)])) as Record<keyof T, ReturnType<typeof sql.placeholder>>;
  const orderKeys = p(sale('x').order);
  const lineKeys = p(sale('x').lines[0]!);
  const s = {
    op: db.insert(outbox).values({ uuid: sql.placeholder('uuid'), type: sql.placeholder('type'), payload: sql.placeholder('payload'), stationClock: sql.placeholder('stationClock'), status: 'pending' }).returning({ seq: outbox.seq }).prepare(),
    order: db.insert(orders).values(orderKeys as never).prepare(),
    line: db.insert(orderLines).values(lineKeys as never).prepare(),
    receipt: db.insert(receipts).values(p(sale('x').receipt) as never).prepare(),
    payment: db.insert(payments).values(p(sale('x').payment) as never).prepare(),
    seats: db.insert(localSeats).values({ opSeq: sql.placeholder('opSeq'), slotId: sql.placeholder('slotId'), date: sql.placeholder('date'), seats: sql.placeholder('seats') }).prepare(),
    printJob: db.insert(printJobs).values({ kind: sql.placeholder('kind'), refUuid: sql.placeholder('refUuid'), status: 'pending', payload: sql.placeholder('payload'), createdAt: sql.placeholder('createdAt') }).returning({ id: printJobs.id }).prepare(),
  };
  return (x) => {
    const seq = s.op.get(x.op as never)!.seq;
    s.order.run({ ...x.order, opSeq: seq });
    for (const l of x.lines) s.line.run({ ...l, perPerson: l.perPerson ? 1 : 0 });
    s.receipt.run(x.receipt);
    s.payment.run(x.payment);
    for (const seat of x.seats) s.seats.run({ ...seat, opSeq: seq });
    s.printJob.get(x.printJob as never);
  };
}

type Reader = (shiftUuid: string) => unknown;

/** The X report's four reads (a cold path: a few times a shift), prepared once. */
function rawReport(db: StationDb): Reader {
  const c = db.$client;
  const s = {
    orders: c.prepare('select count(*) as n from orders where shift_uuid = ?'),
    tickets: c.prepare('select coalesce(sum(l.quantity), 0) as n from order_lines l join orders o on o.uuid = l.order_uuid where o.shift_uuid = ?'),
    receipts: c.prepare('select count(*) as n, coalesce(sum(total), 0) as total from receipts where shift_uuid = ?'),
    byMethod: c.prepare('select p.method, p.currency_id as currencyId, sum(p.amount) as amount from payments p join receipts r on r.uuid = p.receipt_uuid where r.shift_uuid = ? group by p.method, p.currency_id order by p.method, p.currency_id'),
  };
  return (u) => [s.orders.get(u), s.tickets.get(u), s.receipts.get(u), s.byMethod.all(u)];
}

/** The same reads as the station ran them before this record: prepared on every call. */
function preparedEachCallReport(db: StationDb): Reader {
  const c = db.$client;
  return (u) => [
    c.prepare('select count(*) as n from orders where shift_uuid = ?').get(u),
    c.prepare('select coalesce(sum(l.quantity), 0) as n from order_lines l join orders o on o.uuid = l.order_uuid where o.shift_uuid = ?').get(u),
    c.prepare('select count(*) as n, coalesce(sum(total), 0) as total from receipts where shift_uuid = ?').get(u),
    c.prepare('select p.method, p.currency_id as currencyId, sum(p.amount) as amount from payments p join receipts r on r.uuid = p.receipt_uuid where r.shift_uuid = ? group by p.method, p.currency_id order by p.method, p.currency_id').all(u),
  ];
}

/** The same reads through Drizzle's query builder, built on every call. */
function builderReport(db: StationDb): Reader {
  return (u) => [
    db.select({ n: count() }).from(orders).where(eq(orders.shiftUuid, u)).get(),
    db.select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)` }).from(orderLines).innerJoin(orders, eq(orders.uuid, orderLines.orderUuid)).where(eq(orders.shiftUuid, u)).get(),
    db.select({ n: count(), total: sql<number>`coalesce(sum(${receipts.total}), 0)` }).from(receipts).where(eq(receipts.shiftUuid, u)).get(),
    db.select({ method: payments.method, currencyId: payments.currencyId, amount: sum(payments.amount).mapWith(Number) }).from(payments).innerJoin(receipts, eq(receipts.uuid, payments.receiptUuid)).where(eq(receipts.shiftUuid, u)).groupBy(payments.method, payments.currencyId).orderBy(payments.method, payments.currencyId).all(),
  ];
}

/** The open shift (read twice by every sale: a hot path). */
function rawOpenShift(db: StationDb): Reader {
  const s = db.$client.prepare('select uuid, user_id as userId, opened_at as openedAt, opened_on as openedOn, opening_balance as openingBalance, closed_at as closedAt, closed_by as closedBy, report from shifts where closed_at is null order by opened_at limit 1');
  return () => s.get();
}
function builderOpenShift(db: StationDb): Reader {
  return () => db.select({ uuid: shifts.uuid, userId: shifts.userId, openedAt: shifts.openedAt, openedOn: shifts.openedOn, openingBalance: shifts.openingBalance, closedAt: shifts.closedAt, closedBy: shifts.closedBy, report: shifts.report }).from(shifts).where(isNull(shifts.closedAt)).orderBy(shifts.openedAt).limit(1).get();
}
function drizzlePreparedOpenShift(db: StationDb): Reader {
  const q = db.select({ uuid: shifts.uuid, userId: shifts.userId, openedAt: shifts.openedAt, openedOn: shifts.openedOn, openingBalance: shifts.openingBalance, closedAt: shifts.closedAt, closedBy: shifts.closedBy, report: shifts.report }).from(shifts).where(isNull(shifts.closedAt)).orderBy(shifts.openedAt).limit(1).prepare();
  return () => q.get();
}

/** The print-job-done update (once per printed receipt). */
function rawPrinted(db: StationDb): Reader {
  const s = db.$client.prepare("update print_jobs set status = 'printed', printed_at = ? where id = ?");
  return () => s.run(new Date().toISOString(), 1);
}
function builderPrinted(db: StationDb): Reader {
  return () => db.update(printJobs).set({ status: 'printed', printedAt: new Date().toISOString() }).where(eq(printJobs.id, 1)).run();
}

/** outbox-list as the station ran it before this record (prepared on every call), and through Drizzle. */
function rawOutboxList(db: StationDb): Reader {
  const c = db.$client;
  return () => c.prepare(`select seq, type, status, station_clock as stationClock, acked_at as ackedAt, result from outbox where (? is null or status in (select value from json_each(?))) order by seq desc limit ?`).all(null, '[]', 50);
}
function builderOutboxList(db: StationDb): Reader {
  return () => db.select({ seq: outbox.seq, type: outbox.type, status: outbox.status, stationClock: outbox.stationClock, ackedAt: outbox.ackedAt, result: outbox.result }).from(outbox).orderBy(desc(outbox.seq)).limit(50).all();
}

/** A shift opened and closed (two transactions: the insert; the update with its outbox operation). */
function rawShiftClose(db: StationDb): Reader {
  const c = db.$client;
  return () => {
    const uuid = randomUUID();
    const now = new Date().toISOString();
    c.transaction(() => {
      c.prepare('insert into shifts (uuid, user_id, opened_at, opened_on, opening_balance) values (?, ?, ?, ?, ?)').run(uuid, 1, now, '2026-11-24', '[]');
      c.prepare("insert into outbox (uuid, type, payload, station_clock, status) values (?, ?, ?, ?, 'pending')").run(randomUUID(), 'shift-open', '{}', now);
    })();
    c.transaction(() => {
      c.prepare('update shifts set closed_at = ?, closed_by = ?, counted = ?, balance_description = ?, manager_approved = ?, report = ? where uuid = ? and closed_at is null').run(now, 1, '[]', '', 0, '{}', uuid);
      c.prepare("insert into outbox (uuid, type, payload, station_clock, status) values (?, ?, ?, ?, 'pending')").run(randomUUID(), 'shift-close', '{}', now);
    })();
  };
}
function builderShiftClose(db: StationDb): Reader {
  const c = db.$client;
  return () => {
    const uuid = randomUUID();
    const now = new Date().toISOString();
    c.transaction(() => {
      db.insert(shifts).values({ uuid, userId: 1, openedAt: now, openedOn: '2026-11-24', openingBalance: '[]' }).run();
      db.insert(outbox).values({ uuid: randomUUID(), type: 'shift-open', payload: '{}', stationClock: now }).run();
    })();
    c.transaction(() => {
      db.update(shifts).set({ closedAt: now, closedBy: 1, counted: '[]', balanceDescription: '', managerApproved: false, report: '{}' }).where(and(eq(shifts.uuid, uuid), isNull(shifts.closedAt))).run();
      db.insert(outbox).values({ uuid: randomUUID(), type: 'shift-close', payload: '{}', stationClock: now }).run();
    })();
  };
}

/** Whole operations committed with WAL + synchronous=FULL, interleaved: milliseconds per call. */
function committed(name: string, variants: Record<string, Reader>, runs = Number(process.env.FULL_RUNS ?? 600)): void {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (let i = 0; i < runs; i++) {
    for (const [k, run] of Object.entries(variants)) {
      const t0 = process.hrtime.bigint();
      run('');
      times[k]!.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  console.log(`\n${name} (${runs} each, interleaved, ms)`);
  for (const [k, t] of Object.entries(times)) console.log(`  ${k.padEnd(34)} p50 ${median(t).toFixed(3)}  p95 ${percentile(t, 95).toFixed(3)}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

/** Per-call microseconds of each variant: the median of ROUNDS interleaved rounds of ITERATIONS / ROUNDS calls. */
function compare(name: string, variants: Record<string, (i: number) => void>, iterations = ITERATIONS): void {
  const perRound = Math.max(1, Math.floor(iterations / ROUNDS));
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  for (const run of Object.values(variants)) for (let i = 0; i < 200; i++) run(i); // warm-up
  for (let r = 0; r < ROUNDS; r++) {
    for (const [k, run] of Object.entries(variants)) {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < perRound; i++) run(i);
      times[k]!.push(Number(process.hrtime.bigint() - t0) / 1000 / perRound);
    }
  }
  const base = median(Object.values(times)[0]!);
  console.log(`\n${name} (${perRound * ROUNDS} calls each, µs per call, median of ${ROUNDS} rounds)`);
  for (const [k, t] of Object.entries(times)) console.log(`  ${k.padEnd(34)} ${median(t).toFixed(1).padStart(8)} µs   x${(median(t) / base).toFixed(2)}`);
}

const dir = mkdtempSync(join(tmpdir(), 'station-sql-'));
try {
  const db = openStationDb(join(dir, 'station.db'));
  const shiftUuid = randomUUID();
  db.$client.prepare("insert into shifts (uuid, user_id, opened_at, opened_on, opening_balance) values (?, 1, ?, '2026-11-24', '[]')").run(shiftUuid, new Date().toISOString());
  const tx = (w: Writer) => (_: number) => db.$client.transaction(() => w(sale(shiftUuid)))();
  const writers = { 'better-sqlite3 prepared once': tx(rawWriter(db)), 'Drizzle query builder': tx(builderWriter(db)), 'Drizzle prepared (placeholders)': tx(drizzlePreparedWriter(db)) };

  db.$client.pragma('synchronous = OFF');
  compare("A sale's inserts in one transaction, synchronous=OFF (the statement layer's own cost)", writers);
  db.$client.pragma('synchronous = FULL');
  const fullRuns = Number(process.env.FULL_RUNS ?? 600);
  const full: Record<string, number[]> = Object.fromEntries(Object.keys(writers).map((k) => [k, []]));
  for (let i = 0; i < fullRuns; i++) {
    for (const [k, w] of Object.entries(writers)) {
      const t0 = process.hrtime.bigint();
      w(i);
      full[k]!.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  console.log(`\nA sale's inserts committed with WAL + synchronous=FULL (${fullRuns} each, interleaved, ms)`);
  for (const [k, t] of Object.entries(full)) console.log(`  ${k.padEnd(34)} p50 ${median(t).toFixed(3)}  p95 ${percentile(t, 95).toFixed(3)}`);

  // A realistic shift for the reads: 500 sales.
  const dayShift = randomUUID();
  db.$client.prepare("insert into shifts (uuid, user_id, opened_at, opened_on, opening_balance) values (?, 1, ?, '2026-11-24', '[]')").run(dayShift, new Date().toISOString());
  const write = rawWriter(db);
  db.$client.transaction(() => {
    for (let i = 0; i < 500; i++) write(sale(dayShift));
  })();
  const reports = { 'better-sqlite3 prepared once': rawReport(db), 'better-sqlite3 prepared per call': preparedEachCallReport(db), 'Drizzle query builder': builderReport(db) };
  compare("The X report's four reads over a shift of 500 sales", Object.fromEntries(Object.entries(reports).map(([k, r]) => [k, () => void r(dayShift)])), Math.min(ITERATIONS, 2000));
  const open = { 'better-sqlite3 prepared once': rawOpenShift(db), 'Drizzle query builder': builderOpenShift(db), 'Drizzle prepared (placeholders)': drizzlePreparedOpenShift(db) };
  compare('The open shift (read twice per sale)', Object.fromEntries(Object.entries(open).map(([k, r]) => [k, () => void r(shiftUuid)])));
  const lists = { 'better-sqlite3 prepared per call': rawOutboxList(db), 'Drizzle query builder': builderOutboxList(db) };
  compare(`outbox-list: the 50 newest of ${receiptNumber} operations`, Object.fromEntries(Object.entries(lists).map(([k, r]) => [k, () => void r(shiftUuid)])));
  const printed = { 'better-sqlite3 prepared once': rawPrinted(db), 'Drizzle query builder': builderPrinted(db) };
  committed('print-job-done: one update committed with WAL + synchronous=FULL', printed);
  const closes = { 'better-sqlite3 prepared per call': rawShiftClose(db), 'Drizzle query builder': builderShiftClose(db) };
  committed("shift-open and shift-close's writes (insert, then update + outbox op), each committed with WAL + synchronous=FULL", closes);
  db.$client.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
