import { oneByOne, type OpHandlers } from '../op-handlers';
import { applySales } from './pushed-sales';
import { applyReservedOrderPayment } from './reserved-payment';

/** The orders domain's part of the operation map: sales (a batch at once) and payments of reserved orders. */
export const orderOps: Pick<OpHandlers, 'sale' | 'reserved-order-payment'> = {
  sale: applySales,
  'reserved-order-payment': oneByOne(applyReservedOrderPayment),
};
