/** Test support for the document ledger (not imported by the app). */
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import type { App } from '../../http/types';
import { documentNumberSequences } from '../../db/schema';
import { caller, insertProduct, openShop, orderBody } from '../orders/orders.fixtures';

/** R-INV-3 as the accounting settings store it: starting number N is lastNumber = N - 1. */
export async function setUpNumbering(db: Db, providerId: number, starts: Record<string, number>): Promise<void> {
  for (const [docType, start] of Object.entries(starts)) {
    await db
      .insert(documentNumberSequences)
      .values({ providerId, docType, lastNumber: start - 1 })
      .onConflictDoUpdate({ target: [documentNumberSequences.providerId, documentNumberSequences.docType], set: { lastNumber: start - 1 } });
  }
}

export const ALL_NUMBERED = { receipt: 1000, invoice: 2000, 'invoice-receipt': 3000, proforma: 4000, 'credit-invoice': 5000, refund: 6000 };

/** A provider with a product (adult 100.00 by default), its admin's caller and a way to make orders. */
export async function ledgerShop(app: App, db: Db, numbering: Record<string, number> | null = ALL_NUMBERED, slotLimit: number | null = 20) {
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const product = await insertProduct(db, shop.providerId, { slot: { limit: slotLimit } });
  if (numbering) await setUpNumbering(db, shop.providerId, numbering);
  const newOrder = async (quantity = 2): Promise<{ id: number; totalToPay: number }> => {
    const res = await api.post('order/create', orderBody(product, shop.tomorrow, [{ customerTypeId: product.adult, quantity }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body.data as { id: number }).id;
    const ledger = await api.get(`order/ledger?orderId=${id}`);
    expect(ledger.status, JSON.stringify(ledger.body)).toBe(200);
    return { id, totalToPay: (ledger.body.data as { totalToPay: number }).totalToPay };
  };
  return { shop, api, product, newOrder };
}

export const cashPayment = (amount: number) => ({ method: 1, amount, currencyId: 1, currencyRate: '1', localAmount: amount, details: { tendered: amount, change: 0 } });
export const cardPayment = (amount: number, last4 = '4242') => ({ method: 4, amount, currencyId: 1, currencyRate: '1', localAmount: amount, details: { last4, installments: 1, approvalCode: 'A1', resultCode: '000', transactionId: 'T1', brand: '1' } });
