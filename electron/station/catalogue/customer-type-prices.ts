import { fieldError } from '@pos/shared/errors';
import { Channel, PRICE_TYPES } from '@pos/shared/reference';
import { findPrice } from '@pos/shared/pricing/price-lists';
import { allowedBy, currentCashier, type StationContext } from '../context';
import { replica } from './replica';

export interface CustomerTypesArgs {
  productId: number;
  date: string;
  priceTypeId?: number;
}

export interface CustomerTypePrice {
  id: number;
  name: string;
  /** Issue 16: the name per language (the POS shows the one of its language). */
  translations: Record<string, string>;
  color: string;
  /** Price incl. VAT in minor units; null: no price for this date, channel and price type. */
  price: number | null;
  priceListId: number | null;
  perPerson: boolean | null;
}

export interface CustomerTypesAnswer {
  priceTypeId: number;
  /** The price types this cashier may sell (R-CASH-4). */
  priceTypeIds: number[];
  currencyId: number;
  customerTypes: CustomerTypePrice[];
}

export function allowedPriceTypes(ctx: StationContext): number[] {
  const user = currentCashier(ctx);
  return PRICE_TYPES.map((p) => p.id as number).filter((id) => allowedBy(user.allowedPriceTypeIds, id));
}

/** Customer types of a product with their cashier price on the date, for a price type the cashier may sell. */
export function customerTypesWithPrices(ctx: StationContext, args: CustomerTypesArgs): CustomerTypesAnswer {
  const priceTypeIds = allowedPriceTypes(ctx);
  const priceTypeId = args.priceTypeId ?? priceTypeIds[0];
  if (priceTypeId === undefined || !priceTypeIds.includes(priceTypeId)) throw fieldError('priceTypeId', 'This price type is not allowed for this cashier.');
  const currencyId = replica.provider(ctx.db)?.currencyId ?? 1;
  const lists = replica.priceListsOf(ctx.db, args.productId);
  const customerTypes = replica
    .customerTypesOf(ctx.db, args.productId)
    .filter((c) => !c.availableProductPriceTypes || c.availableProductPriceTypes.length === 0 || c.availableProductPriceTypes.includes(priceTypeId))
    .map((c): CustomerTypePrice => {
      const found = findPrice(lists, { productId: args.productId, customerTypeId: c.id, date: args.date, channelId: Channel.Cashier, priceTypeId, currencyId });
      return { id: c.id, name: c.name, translations: c.translations ?? {}, color: c.color, price: found.found ? found.line.amount : null, priceListId: found.found ? found.list.id : null, perPerson: found.found ? found.list.perPerson : null };
    });
  return { priceTypeId, priceTypeIds, currencyId, customerTypes };
}
