import type { FieldErrors } from '../errors';
import { ALL_WEEKDAYS } from '../weekdays';
import { CHANNELS, CURRENCIES, PRICE_TYPES, PriceType } from '../reference';
import { isLocalDate } from '../calendar';

/** A price line as the rules see it; nulls are what a client left empty. */
export interface PriceLineShape {
  productCustomerTypeId: number | null;
  amount: number | null;
  priority: number | null;
  qtyToUse?: number | null;
  isOfficial?: boolean | null;
}

export interface PriceListShape {
  title: string | null;
  currencyId: number | null;
  channelId: number | null;
  priceTypeId: number | null;
  fromDate: string;
  toDate: string;
  daysOfWeek: number | null;
  priceLines: readonly PriceLineShape[];
}

/** R-PRICE-1: a new price list runs from today to 31 December of the next year. */
export function defaultPriceListDates(today: string): { fromDate: string; toDate: string } {
  return { fromDate: today, toDate: `${Number(today.slice(0, 4)) + 1}-12-31` };
}

const known = (list: readonly { id: number }[], id: number | null) => id !== null && list.some((x) => x.id === id);

/**
 * The rules a price list must meet on its own (R-PRICE-5, R-PRICE-6, R-PRICE-7, R-PRICE-9, dates
 * and reference ids): field-keyed errors, empty when it may be saved.
 */
export function checkPriceList(list: PriceListShape): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  if ((list.title ?? '').trim() === '') add('title', 'is required');
  if (list.channelId === null) add('channelId', 'is required');
  else if (!known(CHANNELS, list.channelId)) add('channelId', 'is not a known channel');
  if (list.currencyId === null) add('currencyId', 'is required');
  else if (!known(CURRENCIES, list.currencyId)) add('currencyId', 'is not a known currency');
  if (list.priceTypeId === null) add('priceTypeId', 'is required');
  else if (!known(PRICE_TYPES, list.priceTypeId)) add('priceTypeId', 'is not a known price type');

  const datesValid = isLocalDate(list.fromDate) && isLocalDate(list.toDate);
  if (!isLocalDate(list.fromDate)) add('fromDate', 'is not a valid date');
  if (!isLocalDate(list.toDate)) add('toDate', 'is not a valid date');
  if (datesValid && list.toDate < list.fromDate) add('toDate', 'must not be before fromDate');

  const days = list.daysOfWeek ?? 0;
  if ((days & ALL_WEEKDAYS) === 0) add('daysOfWeek', 'at least one week day is required');
  else if (days > ALL_WEEKDAYS || days < 0) add('daysOfWeek', 'is not a set of week days');

  if (list.priceLines.length === 0) add('priceLines', 'at least one customer type with a price line is required');
  const seenTypes = new Set<number>();
  const seenPriorities = new Set<number>();
  list.priceLines.forEach((line, i) => {
    const at = `priceLines[${i}]`;
    if (line.productCustomerTypeId === null) add(`${at}.productCustomerTypeId`, 'is required');
    else if (seenTypes.has(line.productCustomerTypeId)) add(`${at}.productCustomerTypeId`, 'customer type repeats in this price list');
    else seenTypes.add(line.productCustomerTypeId);
    if (line.amount === null) add(`${at}.amount`, 'price is required');
    else if (line.amount < 0) add(`${at}.amount`, 'must not be negative'); // issue 18: a price of -20 is refused, not saved
    if (line.priority === null) add(`${at}.priority`, 'is required');
    else if (seenPriorities.has(line.priority)) add(`${at}.priority`, 'priority repeats in this price list');
    else seenPriorities.add(line.priority);
  });
  return errors;
}

/**
 * R-PRICE-4: qtyToUse defaults to 1. R-PRICE-3: the one line of a list with an official price is
 * the official line.
 */
export function normalizePriceLines<L extends PriceLineShape>(lines: readonly L[], officialPrice: number | null): (L & { qtyToUse: number; isOfficial: boolean })[] {
  const single = lines.length === 1 && officialPrice !== null;
  return lines.map((line) => ({ ...line, qtyToUse: line.qtyToUse ?? 1, isOfficial: single || (line.isOfficial ?? false) }));
}

/** The product's selling flags a price list of a price type needs. */
export interface ProductSellingFlags {
  useLocals: boolean;
  useGroups: boolean;
}

/**
 * Why a price list of this price type may not be created or activated for the product, or null.
 * R-PRICE-13: Locals and Groups lists need the product sellable to that price type (useLocals,
 * useGroups). R-PRICE-12: Group cannot be selected without Locals, so a Groups list also needs useLocals.
 */
export function priceTypeRefusal(priceTypeId: number, product: ProductSellingFlags): 'price-type-not-sellable' | 'groups-need-locals' | null {
  if (priceTypeId === PriceType.Locals && !product.useLocals) return 'price-type-not-sellable';
  if (priceTypeId === PriceType.Groups && !product.useGroups) return 'price-type-not-sellable';
  if (priceTypeId === PriceType.Groups && !product.useLocals) return 'groups-need-locals';
  return null;
}
