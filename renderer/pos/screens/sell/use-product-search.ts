import { useEffect, useState } from 'react';
import { toast } from '../../../ui/notices';
import { send } from '../../core/send';
import type { ProductHit } from '../../core/handlers';
import { errorText } from '../../core/errors';

/** Search starts at this many characters: one letter or digit narrows (issue 16). */
export const SEARCH_MIN = 1;

/** Products found as the cashier types (after a short pause); null while there is nothing to search. */
export function useProductSearch(query: string) {
  const [hits, setHits] = useState<ProductHit[] | null>(null);
  useEffect(() => {
    const q = query.trim();
    if (q.length < SEARCH_MIN) {
      setHits(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void send('product-search', { query: q }).then((answer) => {
        if (!live) return;
        if (answer.ok) setHits(answer.data);
        else if (answer.error.kind !== 'validation') toast('error', errorText(answer.error));
      });
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);
  return [hits, setHits] as const;
}
