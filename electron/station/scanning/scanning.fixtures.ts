import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PullResponse, StreamPage } from '@pos/shared/sync/protocol';
import type { Change, CouponRow, StreamName, StreamRows, SubCouponRow, TicketOrderRow } from '@pos/shared/sync/streams';
import type { StationDb } from '../db/open';
import { applyPullAnswer } from '../sync/pull-apply';
import { createStation, type Station } from '../station';
import { seedReplica, type ReplicaFixture } from '../catalogue/replica.fixtures';

let checkpoint = 100;

/** Applies rows (or deletions: [key, null]) of one stream as a pull answer would, at `serverTime`. */
export function pullRows<S extends StreamName>(db: StationDb, stream: S, rows: [string, StreamRows[S] | null][], serverTime = new Date().toISOString()): void {
  const changes: Change<S>[] = rows.map(([key, row]) => (row === null ? { key, deleted: true } : { key, row }));
  const page = { stream, checkpoint: ++checkpoint, changes } as StreamPage;
  applyPullAnswer(db, { more: false, remaining: 0, serverTime, pages: [page] } as PullResponse, null);
}

export function couponRow(values: Partial<CouponRow> & { id: number; code: string }): CouponRow {
  const year = new Date().getUTCFullYear();
  return {
    name: `Coupon ${values.code}`,
    active: true,
    discountType: 'Discount',
    discountAmount: null,
    discountPercentBp: 1000,
    ticketFixedUnitPrice: null,
    currencyId: 1,
    productIds: [],
    customerTypeIds: [],
    priceTypeIds: [],
    validDateFrom: `${year - 1}-01-01`,
    validDateTo: `${year + 1}-12-31`,
    bookingDateFrom: null,
    bookingDateTo: null,
    couponType: 'Regular',
    whoFinances: 'NoFinance',
    limitationType: null,
    limitationAmount: null,
    used: 0,
    clubIds: [],
    businessClientId: null,
    hasSubCoupons: false,
    ...values,
  };
}

export function subCouponRow(id: number, couponId: number, code: string, status = 'Free'): SubCouponRow {
  return { id, couponId, code, status };
}

/** An order of the tickets stream: `tickets` lines of one person each, on `date`. */
export function ticketOrderRow(values: { id: number; uuid: string; orderNumber: number; productId: number; customerTypeId: number; date: string; tickets?: number; status?: string; scanned?: { at: string; stationId: number } }): TicketOrderRow {
  return {
    id: values.id,
    uuid: values.uuid,
    orderNumber: values.orderNumber,
    status: values.status ?? 'OK',
    arrivalConfirmation: 'None',
    leadName: 'Dana Levi',
    stationId: null,
    tickets: Array.from({ length: values.tickets ?? 2 }, (_, i) => ({
      code: `${values.uuid}.${i + 1}`,
      ticketNo: i + 1,
      productId: values.productId,
      customerTypeId: values.customerTypeId,
      date: values.date,
      startTime: '10:00:00',
      quantity: 1,
      scannedAt: i === 0 && values.scanned ? values.scanned.at : null,
      scannedStationId: i === 0 && values.scanned ? values.scanned.stationId : null,
    })),
  };
}

/** A station over a seeded replica (no server), the cashier logged in and a shift open; removed by `close`. */
export function replicaStation(opts: { products?: number } = {}): { station: Station; fixture: ReplicaFixture; close(): Promise<void> } {
  const dataDir = mkdtempSync(join(tmpdir(), 'station-scan-'));
  const station = createStation({ dataDir, autoSync: false });
  const fixture = seedReplica(station.ctx.db, { products: opts.products ?? 2, slotsPerProduct: 1 });
  station.ctx.session.userId = fixture.userId;
  station.handlers['shift-open']({ openingBalance: [{ currencyId: 1, amount: 10_000 }] });
  return {
    station,
    fixture,
    async close() {
      await station.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
