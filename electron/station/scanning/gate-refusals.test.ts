import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { TicketScanPayload } from '@pos/shared/sync/protocol';
import type { ProductRow, TicketOrderRow } from '@pos/shared/sync/streams';
import { replica } from '../catalogue/replica';
import { pendingOps } from '../sync/outbox';
import { pullRows, replicaStation, ticketOrderRow } from './scanning.fixtures';

/**
 * Issue 16: the gate admits a ticket only inside its product's admission window (the shared rule,
 * in the provider's zone, Asia/Jerusalem here: UTC+2 in November) and every refusal says why.
 */
describe('gate refusals at the station: each one with its reason', () => {
  const { station, fixture, close } = replicaStation();
  afterAll(close);
  const h = station.handlers;
  const db = station.ctx.db;
  const product = fixture.products[0]!;
  const adult = product.customerTypeIds[0]!;
  const setNow = (iso: string) => {
    station.ctx.clock = () => new Date(iso);
  };
  const scanOps = () => pendingOps(db, 500).filter((o) => o.type === 'ticket-scan').map((o) => o.payload as TicketScanPayload);
  const at = (row: TicketOrderRow, startTime: string | null): TicketOrderRow => ({ ...row, tickets: row.tickets.map((t) => ({ ...t, startTime })) });

  // The product admits an hour before and two hours after its slot's start.
  pullRows(db, 'products', [[String(product.id), { ...(replica.product(db, product.id) as ProductRow), admitBeforeMinutes: 60, admitAfterMinutes: 120 }]]);
  const nine = { id: 601, uuid: randomUUID(), orderNumber: 8001, productId: product.id, customerTypeId: adult, date: '2026-11-24', tickets: 1 };
  const late = { id: 602, uuid: randomUUID(), orderNumber: 8002, productId: product.id, customerTypeId: adult, date: '2026-11-24', tickets: 1 };
  const dayTicket = { id: 603, uuid: randomUUID(), orderNumber: 8003, productId: product.id, customerTypeId: adult, date: '2026-11-25', tickets: 1 };
  pullRows(db, 'tickets', [
    ['601', at(ticketOrderRow(nine), '09:00:00')],
    ['602', at(ticketOrderRow(late), '09:00:00')],
    ['603', at(ticketOrderRow(dayTicket), null)],
  ]);

  it('refuses a 09:00 ticket at 00:49 local: too early, admission from 08:00; nothing is written', () => {
    setNow('2026-11-23T22:49:00Z');
    const r = h['scan-resolve']({ code: `${nine.uuid}.1`, admit: true });
    expect(r).toMatchObject({ kind: 'ticket', admitted: false, refusal: { code: 'too-early', edge: { date: '2026-11-24', time: '08:00' } } });
    expect(scanOps()).toEqual([]);
  });

  it('admits it at 08:00 local (the edge), then refuses it as already admitted, saying when', () => {
    setNow('2026-11-24T06:00:00Z');
    expect(h['scan-resolve']({ code: `${nine.uuid}.1`, admit: true })).toMatchObject({ admitted: true, refusal: null });
    expect(scanOps().map((p) => p.ticketCode)).toEqual([`${nine.uuid}.1`]);
    setNow('2026-11-24T06:05:00Z');
    expect(h['scan-resolve']({ code: `${nine.uuid}.1`, admit: true })).toMatchObject({ admitted: false, refusal: { code: 'already-admitted' }, firstScan: { at: '2026-11-24T06:00:00.000Z', here: true } });
  });

  it('refuses too late after start + 120 minutes (11:00 local), by an order code too', () => {
    setNow('2026-11-24T09:00:01Z');
    expect(h['scan-resolve']({ code: late.uuid, admit: true })).toMatchObject({ admitted: false, refusal: { code: 'too-late', edge: { date: '2026-11-24', time: '11:00' } } });
    expect(scanOps()).toHaveLength(1);
  });

  it('refuses a whole-day ticket on another date: wrong date', () => {
    setNow('2026-11-24T10:00:00Z');
    expect(h['scan-resolve']({ code: `${dayTicket.uuid}.1`, admit: true })).toMatchObject({ admitted: false, refusal: { code: 'wrong-date', date: '2026-11-25' } });
    setNow('2026-11-24T22:30:00Z'); // 00:30 on the 25th in Jerusalem
    expect(h['scan-resolve']({ code: `${dayTicket.uuid}.1`, admit: true })).toMatchObject({ admitted: true });
  });

  it('refuses a cancelled order with its reason, and tells an unknown code from a ticket code of another provider', () => {
    const today = new Date().toISOString().slice(0, 10);
    const cancelled = { id: 604, uuid: randomUUID(), orderNumber: 8004, productId: product.id, customerTypeId: adult, date: today, tickets: 1 };
    pullRows(db, 'tickets', [['604', ticketOrderRow(cancelled)]]);
    pullRows(db, 'tickets', [['604', null]]);
    expect(h['scan-resolve']({ code: `${cancelled.uuid}.1`, admit: true })).toMatchObject({ admitted: false, refusal: { code: 'cancelled', status: 'Cancelled' } });
    expect(h['scan-resolve']({ code: `${randomUUID()}.1`, admit: true })).toEqual(expect.objectContaining({ kind: 'unknown', ticketLike: true }));
    expect(h['scan-resolve']({ code: 'NOT-A-CODE', admit: true })).toEqual(expect.objectContaining({ kind: 'unknown', ticketLike: false }));
  });

  it('a product without a window (replicated before the fields existed) admits at any hour', () => {
    const other = fixture.products[1]!;
    const open = { id: 605, uuid: randomUUID(), orderNumber: 8005, productId: other.id, customerTypeId: other.customerTypeIds[0]!, date: '2026-11-24', tickets: 1 };
    pullRows(db, 'tickets', [['605', at(ticketOrderRow(open), '09:00:00')]]);
    setNow('2026-11-23T22:49:00Z');
    expect(h['scan-resolve']({ code: `${open.uuid}.1`, admit: true })).toMatchObject({ admitted: true });
  });
});
