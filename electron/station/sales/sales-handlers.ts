import { currentCashier, type StationContext } from '../context';
import { priceCart, type CartArgs } from './cart';
import { createSale, type SaleArgs } from './create-sale';
import { listSales, saleReceipt } from './sale-store';
import { businessClientsForCashier } from './business-clients';

export function salesHandlers(ctx: StationContext) {
  return {
    'cart-price': (args: CartArgs) => priceCart(ctx, args),
    'sale-create': (args: SaleArgs) => createSale(ctx, args),
    'business-clients-list': (args: { search?: string; limit?: number } = {}) => businessClientsForCashier(ctx, args),
    'sales-list': (args: { shiftUuid?: string; limit?: number } = {}) => {
      currentCashier(ctx);
      return listSales(ctx.db, args);
    },
    'sale-receipt': (args: { orderUuid: string }) => {
      currentCashier(ctx);
      return saleReceipt(ctx.db, args.orderUuid);
    },
  };
}
