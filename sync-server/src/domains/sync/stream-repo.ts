import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import type {
  AvailabilityRow,
  CustomerTypeRow,
  NumberBlockRow,
  PriceListRow,
  ProductRow,
  ProviderRow,
  ReservedOrderRow,
  SlotRow,
  StationRow,
  StopSaleRow,
  StreamName,
  UserRow,
} from '@pos/shared/sync/streams';
import { anyOf, intArray, queryRows } from '../../db/sql-rows';
import { SLOT_SERIES_COLUMNS } from '../../db/slot-series-columns';
import { byId, ids, type Loader } from './stream-loader';
import { WEEKDAY_NAMES, weekStartsOnOf } from '@pos/shared/weekdays';
import { coupon, currencyRate, subCoupon } from './coupon-streams';
import { ticketOrder } from './ticket-stream';
import { businessClient } from './business-client-stream';
import { mainPhotoTiles, stationCodeRows } from '../catalogue';
import {
  customerTypes,
  documentNumberBlocks,
  orderLines,
  orders,
  priceLines,
  priceLists,
  products,
  productTranslations,
  profiles,
  providers,
  repeatStops,
  slots,
  stations,
  stopSaleLifts,
  stopSales,
  users,
} from '../../db/schema';

export type { Puller } from './stream-loader';

const provider: Loader<'provider'> = async (db, who, keys) => {
  const rows = await db.select().from(providers).where(and(anyOf(providers.id, ids(keys)), eq(providers.id, who.providerId)));
  return byId(
    rows.map(
      (p): ProviderRow => ({
        id: p.id,
        name: p.name,
        companyId: p.companyId,
        address: p.address,
        mobile: p.mobile,
        email: p.email,
        vatType: p.vatType,
        vatRateBp: p.vatRateBp,
        currencyId: p.currencyId,
        timezone: p.timezone,
        language: p.language,
        managerCodeHash: p.managerCodeHash,
        autoPrintReceipt: p.autoPrintReceipt,
        cCardMaxCountPayments: p.cCardMaxCountPayments,
        shiftDifferenceLimit: p.shiftDifferenceLimit,
        firstDayOfWeek: WEEKDAY_NAMES[weekStartsOnOf(p.firstDayOfWeek)],
        autoLockMinutes: p.autoLockMinutes,
      }),
    ),
  );
};

const station: Loader<'station'> = async (db, who, keys) => {
  const rows = await db.select().from(stations).where(and(anyOf(stations.id, ids(keys)), eq(stations.id, who.stationId)));
  return byId(rows.map((s): StationRow => ({ id: s.id, number: s.number, name: s.name, cashierIdentifier: s.cashierIdentifier, receiptBlockSize: s.receiptBlockSize })));
};

/** Only active users of an active profile holding Cashier (28): anyone else is removed from stations. */
const user: Loader<'users'> = async (db, who, keys) => {
  const rows = await db
    .select({ u: users, permissions: profiles.permissions })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(anyOf(users.id, ids(keys)), eq(users.providerId, who.providerId), eq(users.active, true), eq(profiles.active, true)));
  return byId(
    rows
      .filter((r) => r.permissions.includes(Permission.Cashier))
      .map(
        ({ u, permissions }): UserRow => ({
          id: u.id,
          username: u.username,
          firstName: u.firstName,
          lastName: u.lastName,
          passwordHash: u.passwordHash,
          stationPinHash: u.stationPinHash,
          permissions,
          language: u.language,
          maxChecks: u.maxChecks,
          maxDiscountPercent: u.maxDiscountPercent,
          allowedPriceTypeIds: u.allowedPriceTypeIds,
          allowedProductIds: u.allowedProductIds,
          allowedClientTypeIds: u.allowedClientTypeIds,
        }),
      ),
  );
};

const numberBlock: Loader<'number-blocks'> = async (db, who, keys) => {
  const rows = await db
    .select()
    .from(documentNumberBlocks)
    .where(and(anyOf(documentNumberBlocks.id, ids(keys)), eq(documentNumberBlocks.stationId, who.stationId)));
  return byId(rows.map((b): NumberBlockRow => ({ id: b.id, docType: b.docType as NumberBlockRow['docType'], fromNumber: b.fromNumber, toNumber: b.toNumber, voidFrom: b.voidFrom })));
};

/** Issue 16: each product's name per language (the station shows and searches them). */
async function productNames(db: Parameters<Loader<'products'>>[0], productIds: number[]): Promise<Map<number, Record<string, string>>> {
  const byProduct = new Map<number, Record<string, string>>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productTranslations.productId, language: productTranslations.language, value: productTranslations.value })
    .from(productTranslations)
    .where(and(inArray(productTranslations.productId, productIds), eq(productTranslations.field, 'name')));
  for (const r of rows) byProduct.set(r.productId, { ...byProduct.get(r.productId), [r.language]: r.value });
  return byProduct;
}

const product: Loader<'products'> = async (db, who, keys) => {
  const rows = await db
    .select()
    .from(products)
    .where(and(anyOf(products.id, ids(keys)), eq(products.providerId, who.providerId), isNull(products.deletedAt)));
  const tiles = await mainPhotoTiles(db, rows.map((p) => p.id));
  const names = await productNames(db, rows.map((p) => p.id));
  return byId(
    rows.map(
      (p): ProductRow => ({
        id: p.id,
        name: p.name,
        names: names.get(p.id) ?? {},
        active: p.active,
        barcode: p.barcode,
        pricePerPerson: p.pricePerPerson,
        useCashier: p.useCashier,
        useLocals: p.useLocals,
        useGroups: p.useGroups,
        unitName: p.unitName,
        registrationType: p.registrationType,
        calendarType: p.calendarType,
        printingType: p.printingType,
        calendarColor: p.calendarColor,
        blockCreatingNewOrdersBefore: p.blockCreatingNewOrdersBefore,
        orderBlockMinutes: p.orderBlockMinutes,
        admitBeforeMinutes: p.admitBeforeMinutes,
        admitAfterMinutes: p.admitAfterMinutes,
        thumbnail: tiles.get(p.id) ?? null,
      }),
    ),
  );
};

const customerType: Loader<'customer-types'> = async (db, who, keys) => {
  const rows = await db
    .select()
    .from(customerTypes)
    .where(and(anyOf(customerTypes.id, ids(keys)), eq(customerTypes.providerId, who.providerId), isNull(customerTypes.deletedAt)));
  return byId(
    rows.map(
      (c): CustomerTypeRow => ({ id: c.id, productId: c.productId, name: c.name, color: c.color, availableProductPriceTypes: c.availableProductPriceTypes, translations: c.translations }),
    ),
  );
};

const priceList: Loader<'price-lists'> = async (db, who, keys) => {
  const lists = await db
    .select()
    .from(priceLists)
    .where(and(anyOf(priceLists.id, ids(keys)), eq(priceLists.providerId, who.providerId), isNull(priceLists.deletedAt)));
  if (lists.length === 0) return new Map();
  const lines = await db
    .select()
    .from(priceLines)
    .where(and(anyOf(priceLines.priceListId, lists.map((l) => l.id)), isNull(priceLines.deletedAt)));
  const linesOf = new Map<number, PriceListRow['lines']>();
  for (const l of lines) {
    const list = linesOf.get(l.priceListId) ?? [];
    list.push({ id: l.id, customerTypeId: l.customerTypeId, amount: l.amount, quantity: l.quantity, qtyToUse: l.qtyToUse, deleted: false, barCode: l.barCode, priority: l.priority });
    linesOf.set(l.priceListId, list);
  }
  return byId(
    lists.map(
      (l): PriceListRow => ({
        id: l.id,
        productId: l.productId,
        title: l.title,
        currencyId: l.currencyId,
        channelId: l.channelId,
        priceTypeId: l.priceTypeId,
        businessClientId: l.businessClientId,
        fromDate: l.fromDate,
        toDate: l.toDate,
        daysOfWeek: l.daysOfWeek,
        perPerson: l.perPerson,
        autoConfirm: l.autoConfirm,
        active: l.active,
        deleted: false,
        lines: (linesOf.get(l.id) ?? []).sort((a, b) => a.priority - b.priority),
      }),
    ),
  );
};

const stopSale: Loader<'stop-sales'> = async (db, who, keys) => {
  const rows = await db.select().from(stopSales).where(and(anyOf(stopSales.id, ids(keys)), eq(stopSales.providerId, who.providerId)));
  if (rows.length === 0) return new Map();
  const lifts = await db.select().from(stopSaleLifts).where(anyOf(stopSaleLifts.stopSaleId, rows.map((r) => r.id)));
  return byId(
    rows.map(
      (s): StopSaleRow => ({
        id: s.id,
        productIds: s.productIds,
        slotId: s.slotId,
        startDate: s.startDate,
        endDate: s.endDate,
        daysOfWeek: s.daysOfWeek,
        fromTime: s.fromTime,
        toTime: s.toTime,
        lifts: lifts.filter((l) => l.stopSaleId === s.id).map((l) => ({ slotId: l.slotId, date: l.date })),
      }),
    ),
  );
};

/** Orders made elsewhere that wait to be paid at the window: confirmed or on request, not fully paid, not sold at a station. */
const reservedOrder: Loader<'reserved-orders'> = async (db, who, keys) => {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        anyOf(orders.id, ids(keys)),
        eq(orders.providerId, who.providerId),
        inArray(orders.status, ['OK', 'RQ']),
        sql`${orders.paid} < ${orders.totalToPay}`,
        isNull(orders.stationId),
      ),
    );
  if (rows.length === 0) return new Map();
  const lines = await db.select().from(orderLines).where(anyOf(orderLines.orderId, rows.map((o) => o.id)));
  return byId(
    rows.map(
      (o): ReservedOrderRow => ({
        id: o.id,
        uuid: o.uuid,
        orderNumber: o.orderNumber,
        status: o.status,
        currencyId: o.currencyId,
        priceTypeId: o.priceTypeId,
        totalToPay: o.totalToPay,
        paid: o.paid,
        leadCustomer: o.leadCustomer,
        remarks: o.remarks,
        createDate: o.createDate.toISOString(),
        lines: lines
          .filter((l) => l.orderId === o.id)
          .map((l) => ({ productId: l.productId, slotId: l.slotId, date: l.date, startTime: l.startTime, customerTypeId: l.customerTypeId, quantity: l.quantity, unitPrice: l.unitPrice, total: l.total })),
      }),
    ),
  );
};

/** The columns a station keeps of a slot (selected by name: a first pull reads 100,000 of them). */
const SLOT_COLUMNS = {
  ...SLOT_SERIES_COLUMNS,
  forGroups: slots.forGroups,
  forIndividuals: slots.forIndividuals,
  isVirtual: slots.isVirtual,
  originalSlotId: slots.originalSlotId,
};

const slot: Loader<'slots'> = async (db, who, keys) => {
  const rows = await db
    .select(SLOT_COLUMNS)
    .from(slots)
    .where(and(anyOf(slots.id, ids(keys)), eq(slots.providerId, who.providerId), isNull(slots.deletedAt)));
  if (rows.length === 0) return new Map();
  const stops = await db
    .select({ slotId: repeatStops.slotId, startDate: repeatStops.startDate, endDate: repeatStops.endDate, daysOfWeek: repeatStops.daysOfWeek, isChange: repeatStops.isChange })
    .from(repeatStops)
    .where(anyOf(repeatStops.slotId, rows.map((s) => s.id)));
  const stopsOf = new Map<number, SlotRow['stops']>();
  for (const s of stops) {
    const list = stopsOf.get(s.slotId) ?? [];
    list.push({ slotId: s.slotId, startDate: s.startDate, endDate: s.endDate, daysOfWeek: s.daysOfWeek, isChange: s.isChange });
    stopsOf.set(s.slotId, list);
  }
  return byId(
    rows.map(
      (s): SlotRow => ({
        id: s.id,
        productId: s.productId,
        startDate: s.startDate,
        startTime: s.startTime,
        endTime: s.endTime,
        repeatMode: s.repeatMode as SlotRow['repeatMode'],
        daysOfWeek: s.daysOfWeek,
        repeatEndDate: s.repeatEndDate,
        repeatCount: s.repeatCount,
        limit: s.limit,
        stops: stopsOf.get(s.id) ?? [],
        forGroups: s.forGroups,
        forIndividuals: s.forIndividuals,
        isVirtual: s.isVirtual,
        originalSlotId: s.originalSlotId,
      }),
    ),
  );
};

/** Keys are `slotId|date`. */
const availability: Loader<'availability'> = async (db, who, keys) => {
  const pairs = keys.map((k) => k.split('|')).filter((p): p is [string, string] => p.length === 2 && /^\d+$/.test(p[0]!) && /^\d{4}-\d{2}-\d{2}$/.test(p[1]!));
  if (pairs.length === 0) return new Map();
  const rows = await queryRows<{ slot_id: number; date: string; sold: number }>(db, sql`
    select o.slot_id, to_char(o.date, 'YYYY-MM-DD') as date, o.sold
    from slot_occurrences o
    join unnest(${intArray(pairs.map((p) => Number(p[0])))}, ${`{${pairs.map((p) => p[1]).join(',')}}`}::date[]) as k(slot_id, date) on o.slot_id = k.slot_id and o.date = k.date
    join slots s on s.id = o.slot_id and s.provider_id = ${who.providerId}`);
  return new Map(rows.map((r): [string, AvailabilityRow] => [`${r.slot_id}|${r.date}`, { slotId: r.slot_id, date: r.date, sold: r.sold }]));
};

export const STREAM_LOADERS: { [S in StreamName]: Loader<S> } = {
  provider,
  station,
  users: user,
  'number-blocks': numberBlock,
  products: product,
  'customer-types': customerType,
  'price-lists': priceList,
  'stop-sales': stopSale,
  'reserved-orders': reservedOrder,
  slots: slot,
  availability,
  'currency-rates': currencyRate,
  coupons: coupon,
  'sub-coupons': subCoupon,
  tickets: ticketOrder,
  'business-clients': businessClient,
  'external-codes': (db, who, keys) => stationCodeRows(db, who, ids(keys)),
};
