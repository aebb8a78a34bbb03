import { addDays } from '@pos/shared/calendar/index';
import { fieldError } from '@pos/shared/errors';
import { currentCashier, type StationContext } from '../context';
import { replica } from './replica';
import { productHit, sellable, type ProductHit } from './product-hit';
import { allowedPriceTypes, customerTypesWithPrices } from './customer-type-prices';
import { productOccurrences, stationToday } from './occurrences';

/** How far ahead the sell screen looks for a product's next slot with seats left (the screen says the same). */
export const SELL_DAYS_AHEAD = 14;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface SellTilesArgs {
  /** The day the cashier looks at (the date switcher); today when left out. */
  date?: string;
}

export interface NextSlot {
  slotId: number;
  date: string;
  startTime: string;
  /** Seats left; null: no limit. */
  available: number | null;
}

export interface SellTile {
  product: ProductHit;
  /** The product's calendar colour (CSS colour as the back office set it). */
  color: string;
  /** The lowest cashier price of its customer types on the tile's day, or null when none is priced. */
  fromPrice: number | null;
  currencyId: number;
  /** The first slot from the chosen day on (not started, not stopped) with seats left, within SELL_DAYS_AHEAD. */
  nextSlot: NextSlot | null;
}

export interface SellTilesAnswer {
  date: string;
  today: string;
  tiles: SellTile[];
}

/**
 * The sell screen's tiles: every product this cashier may sell at this window, with its colour,
 * its "from" price and its next slot with seats left. One call for the whole screen, so the first
 * tap needs nothing more from the core.
 */
export function sellTiles(ctx: StationContext, args: SellTilesArgs): SellTilesAnswer {
  const user = currentCashier(ctx);
  const today = stationToday(ctx);
  const date = args.date ?? today;
  if (!DATE.test(date)) throw fieldError('date', 'A date as YYYY-MM-DD.');
  const from = date < today ? today : date;
  const priceTypeId = allowedPriceTypes(ctx)[0];
  const tiles = replica
    .products(ctx.db)
    .filter((p) => sellable(p, user.allowedProductIds))
    .map((p): SellTile => {
      const next = productOccurrences(ctx, p.id, from, addDays(from, SELL_DAYS_AHEAD - 1)).find((o) => !o.past && !o.stopped && (o.available === null || o.available > 0));
      const priceDate = next?.date ?? from;
      const prices = priceTypeId === undefined ? null : customerTypesWithPrices(ctx, { productId: p.id, date: priceDate, priceTypeId });
      const amounts = (prices?.customerTypes ?? []).map((c) => c.price).filter((a): a is number => a !== null);
      return {
        product: productHit(ctx, p),
        color: p.calendarColor,
        fromPrice: amounts.length ? Math.min(...amounts) : null,
        currencyId: prices?.currencyId ?? replica.provider(ctx.db)?.currencyId ?? 1,
        nextSlot: next ? { slotId: next.slotId, date: next.date, startTime: next.startTime, available: next.available } : null,
      };
    });
  return { date, today, tiles };
}
