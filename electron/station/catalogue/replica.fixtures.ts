import { CASHIER_PERMISSION_CODES } from '@pos/shared/permissions';
import { Channel, PriceType } from '@pos/shared/reference';
import type { PullResponse, StreamPage } from '@pos/shared/sync/protocol';
import type { StreamName, StreamRows } from '@pos/shared/sync/streams';
import type { StationDb } from '../db/open';
import { applyPullAnswer } from '../sync/pull-apply';

export interface ReplicaFixture {
  userId: number;
  products: { id: number; barcode: string; customerTypeIds: number[]; slotIds: number[] }[];
}

/**
 * A station replica as a pull would leave it, written through the pull code path (benchmarks and
 * tests that need many rows without a server): a provider, a station, a cashier holding 28-36, a
 * large receipt block, products with barcodes, three customer types and a Cashier price list each,
 * and daily slots.
 */
export function seedReplica(db: StationDb, opts: { products: number; slotsPerProduct: number; slotLimit?: number | null }): ReplicaFixture {
  const year = new Date().getUTCFullYear();
  const page = <S extends StreamName>(stream: S, rows: [string, StreamRows[S]][]): StreamPage =>
    ({ stream, checkpoint: 1, changes: rows.map(([key, row]) => ({ key, row })) }) as StreamPage;
  const fixture: ReplicaFixture = { userId: 1, products: [] };
  const products: [string, StreamRows['products']][] = [];
  const customerTypes: [string, StreamRows['customer-types']][] = [];
  const priceLists: [string, StreamRows['price-lists']][] = [];
  const slots: [string, StreamRows['slots']][] = [];
  for (let p = 1; p <= opts.products; p++) {
    const barcode = `729${String(p).padStart(9, '0')}`;
    const typeIds = [p * 10 + 1, p * 10 + 2, p * 10 + 3];
    const slotIds = Array.from({ length: opts.slotsPerProduct }, (_, i) => p * 1000 + i);
    fixture.products.push({ id: p, barcode, customerTypeIds: typeIds, slotIds });
    products.push([
      String(p),
      { id: p, name: `Product ${p}`, active: true, barcode, pricePerPerson: true, useCashier: true, useLocals: true, useGroups: false, unitName: '', registrationType: 'NotRequired', calendarType: 'strict', printingType: 'single-unit', calendarColor: '#1e88e5', blockCreatingNewOrdersBefore: 'allow', orderBlockMinutes: 0 },
    ]);
    typeIds.forEach((id, i) => customerTypes.push([String(id), { id, productId: p, name: ['Adult', 'Child', 'Senior'][i]!, color: '#607d8b', availableProductPriceTypes: null, translations: {} }]));
    priceLists.push([
      String(p),
      {
        id: p,
        productId: p,
        title: 'Cashier',
        currencyId: 1,
        channelId: Channel.Cashier,
        priceTypeId: PriceType.Locals,
        businessClientId: null,
        fromDate: `${year - 1}-01-01`,
        toDate: `${year + 1}-12-31`,
        daysOfWeek: 127,
        perPerson: true,
        autoConfirm: true,
        active: true,
        deleted: false,
        lines: typeIds.map((id, i) => ({ id, customerTypeId: id, amount: [5000, 3000, 4000][i]!, quantity: 1, qtyToUse: 1, deleted: false, barCode: null, priority: i + 1 })),
      },
    ]);
    slotIds.forEach((id, i) =>
      slots.push([
        String(id),
        { id, productId: p, startDate: `${year - 1}-01-01`, startTime: `${String(8 + (i % 12)).padStart(2, '0')}:${String((i * 5) % 60).padStart(2, '0')}:00`, endTime: '23:00:00', repeatMode: 2, daysOfWeek: 0, repeatEndDate: `${year + 1}-12-31`, repeatCount: null, limit: opts.slotLimit === undefined ? null : opts.slotLimit, stops: [], forGroups: false, forIndividuals: true, isVirtual: false, originalSlotId: null },
      ]),
    );
  }
  const answer: PullResponse = {
    more: false,
    remaining: 0,
    serverTime: new Date().toISOString(),
    pages: [
      page('provider', [['1', { id: 1, name: 'Bench provider', companyId: null, address: null, mobile: null, email: null, vatType: 'IncVat', vatRateBp: 1800, currencyId: 1, timezone: 'Asia/Jerusalem', language: 'he-IL', managerCodeHash: null, autoPrintReceipt: false, cCardMaxCountPayments: 12, shiftDifferenceLimit: 5000, autoLockMinutes: 0 }]]),
      page('station', [['1', { id: 1, number: 1, name: 'Bench window', cashierIdentifier: 'B1', receiptBlockSize: 50 }]]),
      page('users', [['1', { id: 1, username: 'bench', firstName: 'Bench', lastName: 'Cashier', passwordHash: '', stationPinHash: null, permissions: [...CASHIER_PERMISSION_CODES], language: 'he-IL', maxChecks: 5, maxDiscountPercent: 10, allowedPriceTypeIds: null, allowedProductIds: null, allowedClientTypeIds: null }]]),
      page('number-blocks', [['1', { id: 1, docType: 'receipt', fromNumber: 1, toNumber: 100_000_000, voidFrom: null }]]),
      page('products', products),
      page('customer-types', customerTypes),
      page('price-lists', priceLists),
      page('slots', slots),
    ],
  };
  applyPullAnswer(db, answer, null);
  return fixture;
}
