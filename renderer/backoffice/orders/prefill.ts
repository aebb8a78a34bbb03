import { useEffect } from 'react';
import { call } from '../../ui/api';
import { navigate } from '../../ui/router';
import type { ProductForSale, SlotForSale } from '../api-types';

/** The address the calendar's "Book this slot" opens: the new order's quantities step for that product, date and slot. */
export const bookSlotUrl = (productId: number, date: string, slotId: number) => `/orders/new/customer-type?productId=${productId}&date=${date}&slotId=${slotId}`;

/**
 * Issue 18: /orders/new/...?productId=&date=&slotId= picks that product, date and slot for the order being
 * made (as if chosen in the first two steps), then drops the parameters from the address. A product not
 * sold that day (or a slot not offered) leaves the date picked and opens the product step.
 */
export function usePrefill(search: URLSearchParams, priceTypeId: number, channelId: number, pick: (picking: { product?: ProductForSale; date: string; slot?: SlotForSale }) => void): void {
  const productId = Number(search.get('productId')) || 0;
  const slotId = Number(search.get('slotId')) || 0;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? search.get('date')! : '';
  useEffect(() => {
    if (!productId || !slotId || !date) return;
    let live = true;
    void (async () => {
      const products = await call('GET /api/order/products/price-type', { query: { priceTypeId, channelId, date } });
      const product = products.ok ? products.data.find((p) => p.id === productId) : undefined;
      const slots = product ? await call('GET /api/order/products/slots', { query: { productId, date, priceTypeId } }) : null;
      const slot = slots?.ok ? slots.data.find((s) => s.slotId === slotId) : undefined;
      if (!live) return;
      pick({ product, date, slot });
      navigate(product && slot ? '/orders/new/customer-type' : product ? '/orders/new/slot' : '/orders/new/add-product', { replace: true });
    })();
    return () => {
      live = false;
    };
  }, [productId, slotId, date]); // once per asked slot
}
