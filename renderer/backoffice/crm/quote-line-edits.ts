import { useState } from 'react';
import type { QuoteProductInput } from '@pos/shared/api/quotes';
import { call, type ApiResult } from '../../ui/api';
import type { QuoteLineEdits } from './QuoteLines';

/**
 * A draft quote's line calls (C119, C123, C124, C127): each answers the quote priced again (R-QUO-4);
 * a refusal is said by its code, a quantity's field error at that line's quantity.
 */
export function useQuoteLineEdits(quoteId: number, reload: () => void) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<QuoteLineEdits['error']>();
  const [changing, setChanging] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [revision, setRevision] = useState(0);

  const run = async (send: () => Promise<ApiResult<unknown>>, at?: { productIndex: number; customerIndex: number }): Promise<boolean> => {
    setBusy(true);
    setMessage('');
    setError(undefined);
    const result = await send();
    setBusy(false);
    if (result.ok) {
      setRevision((n) => n + 1);
      reload();
      return true;
    }
    const field = result.error.fieldErrors ? Object.values(result.error.fieldErrors)[0] : undefined;
    if (at && field) setError({ ...at, message: field });
    else setMessage(field ?? result.error.message);
    return false;
  };

  const edits: QuoteLineEdits = {
    error,
    revision,
    onQuantity: (productIndex, customerIndex, quantity) =>
      void run(() => call('POST /api/quote/product/customer/update', { body: { quoteId, productIndex, customerIndex, quantity }, quiet: true }), { productIndex, customerIndex }),
    onRemove: (productIndex, customerIndex) => void run(() => call('POST /api/quote/product/customer/remove', { body: { quoteId, productIndex, customerIndex }, quiet: true })),
    onChange: (productIndex) => {
      setAdding(false);
      setChanging(productIndex);
    },
  };

  return {
    edits,
    busy,
    message,
    /** Forgets the last refusal (after another part of the page saved). */
    clear: () => {
      setMessage('');
      setError(undefined);
    },
    changing,
    setChanging,
    adding,
    setAdding,
    change: async (productIndex: number, product: QuoteProductInput) => {
      if (await run(() => call('POST /api/order/quote/product/change', { body: { quoteId, productIndex, product }, quiet: true }))) setChanging(null);
    },
    add: async (product: QuoteProductInput) => {
      if (await run(() => call('POST /api/quote/product/add', { body: { quoteId, product }, quiet: true }))) setAdding(false);
    },
  };
}
