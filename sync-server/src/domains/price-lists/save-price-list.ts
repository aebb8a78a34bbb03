import { FieldErrorCollector, notFound, refused, validationError, warning } from '@pos/shared/errors';
import { ALL_WEEKDAYS } from '@pos/shared/weekdays';
import { instantToLocal } from '@pos/shared/calendar/index';
import { checkPriceList, defaultPriceListDates, normalizePriceLines, priceTypeRefusal } from '@pos/shared/catalogue/price-list-rules';
import type { Tx } from '../../db/client';
import {
  currenciesOnChannel,
  customerTypeIdsOfProduct,
  findPriceList,
  insertPriceLines,
  insertPriceList,
  linesInUse,
  linesOf,
  productForPricing,
  removePriceLines,
  toView,
  updatePriceLine,
  updatePriceList,
  type NewPriceLine,
  type NewPriceList,
  type PriceLineRow,
  type PriceListRow,
} from './price-list-repo';
import type { PriceListInput, PriceListView } from '@pos/shared/api/price-lists';

type ProductForPricing = NonNullable<Awaited<ReturnType<typeof productForPricing>>>;

/** A field as sent; when left out, as stored; for a new list, its default. null is a value (e.g. no daily limit). */
const given = <T>(sent: T | undefined, stored: T | undefined, fallback: T): T => (sent !== undefined ? sent : stored !== undefined ? stored : fallback);

/** The body over the stored list (or the defaults of a new one, R-PRICE-1). Lines are always the body's. */
function mergedList(input: PriceListInput, existing: PriceListRow | undefined, today: string) {
  const defaults = defaultPriceListDates(today);
  return {
    title: given(input.title, existing?.title, null),
    remarks: given(input.remarks, existing?.remarks, '') ?? '',
    currencyId: given(input.currencyId, existing?.currencyId, null),
    channelId: given(input.channelId, existing?.channelId, null),
    priceTypeId: given(input.priceTypeId, existing?.priceTypeId, null),
    businessClientId: given(input.businessClientId, existing?.businessClientId, null),
    businessClientTypeId: given(input.businessClientTypeId, existing?.businessClientTypeId, null),
    fromDate: input.fromDate ?? existing?.fromDate ?? defaults.fromDate,
    toDate: input.toDate ?? existing?.toDate ?? defaults.toDate,
    daysOfWeek: given(input.daysOfWeek, existing?.daysOfWeek, ALL_WEEKDAYS),
    perPerson: given(input.perPerson, existing?.perPerson, true),
    autoConfirm: given(input.autoConfirm, existing?.autoConfirm, true),
    dailyLimit: given(input.dailyLimit, existing?.dailyLimit, null),
    officialPrice: given(input.officialPrice, existing?.officialPrice, null),
    fromWizzard: given(input.fromWizzard, existing?.fromWizzard, false),
    priceLines: (input.priceLines ?? []).map((line) => ({
      id: line.id || null,
      productCustomerTypeId: line.productCustomerTypeId ?? null,
      amount: line.amount ?? null,
      priority: line.priority ?? null,
      isOfficial: line.isOfficial ?? null,
      quantity: line.quantity ?? 1,
      barCode: line.barCode ?? null,
      qtyToUse: line.qtyToUse ?? null,
    })),
  };
}
type MergedList = ReturnType<typeof mergedList>;

/** 400s that need the database: customer types of this product, lines of this list, one currency per channel. */
async function checkAgainstStored(db: Tx, list: MergedList, productId: number, listId: number | null, storedLines: readonly PriceLineRow[]): Promise<void> {
  const errors = new FieldErrorCollector();
  const ownTypes = await customerTypeIdsOfProduct(db, productId);
  const storedIds = new Set(storedLines.map((l) => l.id));
  list.priceLines.forEach((line, i) => {
    if (line.productCustomerTypeId !== null && !ownTypes.has(line.productCustomerTypeId)) errors.add(`priceLines[${i}].productCustomerTypeId`, 'is not a customer type of this product');
    if (line.id !== null && !storedIds.has(line.id)) errors.add(`priceLines[${i}].id`, 'is not a line of this price list');
  });
  const others = await currenciesOnChannel(db, productId, list.channelId!, listId);
  if (others.some((currencyId) => currencyId !== list.currencyId)) errors.add('currencyId', 'the product already has an active price list on this channel in another currency');
  errors.throwIfAny();
}

/** R-PRICE-10: a line in use by orders may neither be removed nor moved to another customer type. */
async function checkLinesInUse(db: Tx, list: MergedList, storedLines: readonly PriceLineRow[]): Promise<void> {
  const kept = new Map(list.priceLines.filter((l) => l.id !== null).map((l) => [l.id!, l]));
  const touched = storedLines.filter((stored) => {
    const line = kept.get(stored.id);
    return !line || line.productCustomerTypeId !== stored.customerTypeId;
  });
  const inUse = await linesInUse(
    db,
    touched.map((l) => l.id),
  );
  if (inUse.size > 0) throw refused('price-line-in-use', 'A price line in use by orders cannot be removed', { priceLineIds: [...inUse] });
}

/** R-PRICE-12, R-PRICE-13: refused for a product not sellable to the price type. */
export function checkPriceType(priceTypeId: number, product: ProductForPricing): void {
  const refusal = priceTypeRefusal(priceTypeId, product);
  if (refusal === 'price-type-not-sellable') throw refused(refusal, 'The product is not sold to this price type; change its selling settings first');
  if (refusal === 'groups-need-locals') throw refused(refusal, 'Group cannot be selected without Locals');
}

/**
 * POST product-price: creates or updates a price list of a product of the provider with all its
 * lines, in one transaction. Saving reactivates a paused or deactivated list (R-PRICE-14).
 */
export async function savePriceList(db: Tx, providerId: number, input: PriceListInput): Promise<PriceListView> {
  return db.transaction(async (tx) => {
    const product = await productForPricing(tx, providerId, input.productId);
    if (!product) throw notFound('Product');
    const existing = input.id ? await findPriceList(tx, providerId, input.id) : undefined;
    if (input.id && (!existing || existing.productId !== product.id)) throw notFound('Price list');

    const list = mergedList(input, existing, instantToLocal(new Date(), product.timezone).date);
    const shapeErrors = checkPriceList(list);
    if (Object.keys(shapeErrors).length) throw validationError(shapeErrors);
    const storedLines = existing ? await linesOf(tx, [existing.id]) : [];
    await checkAgainstStored(tx, list, product.id, existing?.id ?? null, storedLines);
    checkPriceType(list.priceTypeId!, product);
    await checkLinesInUse(tx, list, storedLines);
    if (list.dailyLimit === 0 && !input.ignoreWarning) throw warning('zero-availability', 'The price list has zero availability per day; save anyway?', 'ignoreWarning');

    const values: NewPriceList = {
      title: list.title!.trim(),
      remarks: list.remarks,
      currencyId: list.currencyId!,
      channelId: list.channelId!,
      priceTypeId: list.priceTypeId!,
      businessClientId: list.businessClientId,
      businessClientTypeId: list.businessClientTypeId,
      fromDate: list.fromDate,
      toDate: list.toDate,
      daysOfWeek: list.daysOfWeek!,
      perPerson: list.perPerson,
      autoConfirm: list.autoConfirm,
      dailyLimit: list.dailyLimit,
      officialPrice: list.officialPrice,
      fromWizzard: list.fromWizzard,
      active: true,
    };
    const id = existing ? existing.id : await insertPriceList(tx, providerId, product.id, values);
    if (existing) await updatePriceList(tx, id, values);

    const lines = normalizePriceLines(list.priceLines, list.officialPrice);
    const lineValues = (line: (typeof lines)[number]): NewPriceLine => ({
      customerTypeId: line.productCustomerTypeId!,
      amount: line.amount!,
      isOfficial: line.isOfficial,
      quantity: line.quantity,
      priority: line.priority!,
      barCode: line.barCode,
      qtyToUse: line.qtyToUse,
    });
    const keptIds = new Set(lines.map((l) => l.id).filter((x): x is number => x !== null));
    await removePriceLines(
      tx,
      storedLines.filter((l) => !keptIds.has(l.id)).map((l) => l.id),
    );
    for (const line of lines) if (line.id !== null) await updatePriceLine(tx, line.id, lineValues(line));
    await insertPriceLines(
      tx,
      id,
      lines.filter((l) => l.id === null).map(lineValues),
    );

    const saved = (await findPriceList(tx, providerId, id))!;
    return toView(saved, await linesOf(tx, [id]));
  });
}
