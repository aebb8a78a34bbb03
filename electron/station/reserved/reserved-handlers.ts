import type { StationContext } from '../context';
import { payReserved, type PayReservedArgs } from './pay-reserved';
import { reservedPickups, searchReserved } from './reserved-search';

export type { ReservedOrderView } from './reserved-search';

export function reservedHandlers(ctx: StationContext) {
  return {
    'reserved-search': (args: { query: string; limit?: number }) => searchReserved(ctx, args),
    'reserved-pickups': (args: { limit?: number } = {}) => reservedPickups(ctx, args),
    'reserved-pay': (args: PayReservedArgs) => payReserved(ctx, args),
  };
}
