import { addDays } from '@pos/shared/calendar/index';
import type { Db } from '../../db/client';
import { customerTypes, priceLines, priceLists, products, slots } from '../../db/schema';

/**
 * Catalogue rows for order tests and benches, written with drizzle inserts (the catalogue, price
 * list and calendar routes belong to other domains).
 */

let names = 0;

export interface SlotOptions {
  limit?: number | null;
  startTime?: string;
  /** The slot's single date; absent: a daily series over the past and next year. */
  date?: string;
  isVirtual?: boolean;
  blockCreatingNewOrdersBefore?: 'before' | 'after' | 'allow';
  orderBlockMinutes?: number;
  forGroups?: boolean;
}

export async function insertSlot(db: Db, providerId: number, productId: number, o: SlotOptions = {}): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const startTime = o.startTime ?? '10:00:00';
  const [row] = await db
    .insert(slots)
    .values({
      providerId,
      productId,
      limit: o.limit === undefined ? 20 : o.limit,
      startDate: o.date ?? addDays(today, -40),
      startTime,
      endTime: startTime < '22:00:00' ? `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}${startTime.slice(2)}` : '23:59:00',
      duration: 60,
      repeatMode: o.date ? 1 : 2,
      repeatEndDate: o.date ? null : addDays(today, 400),
      isVirtual: o.isVirtual ?? false,
      blockCreatingNewOrdersBefore: o.blockCreatingNewOrdersBefore ?? 'allow',
      orderBlockMinutes: o.orderBlockMinutes ?? 0,
      forGroups: o.forGroups ?? false,
    })
    .returning({ id: slots.id });
  return row!.id;
}

export interface ProductOptions {
  adultPrice?: number;
  childPrice?: number;
  autoConfirm?: boolean;
  currencyId?: number;
  perPerson?: boolean;
  /** Seats one ticket takes (price line qtyToUse). */
  qtyToUse?: number;
  slot?: SlotOptions;
}

export interface ProductFixture {
  productId: number;
  adult: number;
  child: number;
  priceListId: number;
  adultLineId: number;
  slotId: number;
}

/** A product with Adult and Child customer types, one price list for Locals on the Direct channel, and a slot. */
export async function insertProduct(db: Db, providerId: number, o: ProductOptions = {}): Promise<ProductFixture> {
  const today = new Date().toISOString().slice(0, 10);
  const [product] = await db
    .insert(products)
    .values({ providerId, name: `Product ${process.pid}-${++names}`, pricePerPerson: o.perPerson ?? true })
    .returning({ id: products.id });
  const productId = product!.id;
  const [adult, child] = await db
    .insert(customerTypes)
    .values([
      { providerId, productId, name: 'Adult' },
      { providerId, productId, name: 'Child' },
    ])
    .returning({ id: customerTypes.id });
  const [list] = await db
    .insert(priceLists)
    .values({
      providerId,
      productId,
      title: 'Main',
      currencyId: o.currencyId ?? 1,
      channelId: 1,
      priceTypeId: 1,
      fromDate: addDays(today, -60),
      toDate: addDays(today, 400),
      perPerson: o.perPerson ?? true,
      autoConfirm: o.autoConfirm ?? true,
    })
    .returning({ id: priceLists.id });
  const [adultLine] = await db
    .insert(priceLines)
    .values([
      { priceListId: list!.id, customerTypeId: adult!.id, amount: o.adultPrice ?? 11800, priority: 1, qtyToUse: o.qtyToUse ?? 1 },
      { priceListId: list!.id, customerTypeId: child!.id, amount: o.childPrice ?? 5900, priority: 2, qtyToUse: o.qtyToUse ?? 1 },
    ])
    .returning({ id: priceLines.id });
  const slotId = await insertSlot(db, providerId, productId, o.slot);
  return { productId, adult: adult!.id, child: child!.id, priceListId: list!.id, adultLineId: adultLine!.id, slotId };
}
