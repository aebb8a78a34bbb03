import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/components';
import { lineKey, quantityOf, setQuantity, useCart } from '../../state/cart';
import { Money } from '../../components/Money';
import type { CustomerTypesAnswer, ProductHit, SlotOccurrenceView } from '../../core/handlers';
import { newLine } from './new-line';

/** The customer types of the chosen product and slot with their prices; − and + change the cart (never past the seats left). */
export function TypeList({ product, answer, date, slot }: { product: ProductHit; answer: CustomerTypesAnswer; date: string; slot: SlotOccurrenceView | null }) {
  const { t } = useTranslation();
  const lines = useCart((s) => s.lines);
  const remaining = slot?.available ?? null;
  const inCart = lines.filter((l) => l.productId === product.id && l.slotId === (slot?.slotId ?? null) && l.date === date).reduce((s, l) => s + l.quantity, 0);
  const priced = answer.customerTypes.filter((c) => c.price !== null);
  if (priced.length === 0) return <p className="panel muted">{t('sell.noPrices')}</p>;
  return (
    <section className="panel" data-testid="customer-types">
      <h2>{t('sell.customerTypes')}</h2>
      {remaining !== null ? <p className="muted">{t('sell.seatsLeftAfterCart', { count: Math.max(0, remaining - inCart) })}</p> : null}
      <table>
        <tbody>
          {priced.map((c) => {
            const base = newLine(product, c, date, slot);
            const key = lineKey(base);
            const qty = lines.find((l) => l.key === key)?.quantity ?? 0;
            const full = remaining !== null && inCart >= remaining;
            return (
              <tr key={c.id} data-customer-type={c.name}>
                <td>
                  <strong>{c.name}</strong>
                </td>
                <td className="end">
                  <Money value={c.price} currencyId={answer.currencyId} />
                </td>
                <td className="end">
                  <span className="qty">
                    <Button aria-label={t('sell.less', { name: c.name })} disabled={qty === 0} onClick={() => setQuantity(base, quantityOf(key) - 1)}>
                      −
                    </Button>
                    <span className="value num" data-testid="qty">
                      {qty}
                    </span>
                    <Button aria-label={t('sell.more', { name: c.name })} disabled={full} onClick={() => setQuantity(base, quantityOf(key) + 1)}>
                      +
                    </Button>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
