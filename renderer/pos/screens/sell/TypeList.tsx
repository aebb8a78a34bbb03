import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/components';
import { useHotkeys, type KeyBinding } from '../../keys/hotkeys';
import { burstKeyCount } from '../../keys/wedge';
import { lineKey, quantityOf, setQuantity, useCart } from '../../state/cart';
import { takeTypedQuantity, useTypedQuantity } from '../../state/typed-quantity';
import { Money } from '../../components/Money';
import type { CustomerTypesAnswer, ProductHit, SlotOccurrenceView } from '../../core/handlers';
import { newLine } from './new-line';
import { localizedName } from '@pos/shared/catalogue/localized-name';

/** The letter keys of the customer types, in their order. */
export const TYPE_KEYS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A letter key waits this long: a scanner's burst starting with it takes it back (keys/wedge). */
const LETTER_WAIT_MS = 80;

/**
 * The customer types of the chosen product and slot with their prices. A tap on a type (or its
 * letter key) adds one ticket, or sets the quantity typed just before it ("3" then A); − and +
 * change it by one, never past the seats left.
 */
export function TypeList({ product, answer, date, slot }: { product: ProductHit; answer: CustomerTypesAnswer; date: string; slot: SlotOccurrenceView | null }) {
  const { t, i18n } = useTranslation();
  const lines = useCart((s) => s.lines);
  const typed = useTypedQuantity((s) => s.digits);
  const remaining = slot?.available ?? null;
  const inCart = lines.filter((l) => l.productId === product.id && l.slotId === (slot?.slotId ?? null) && l.date === date).reduce((s, l) => s + l.quantity, 0);
  const priced = answer.customerTypes.filter((c) => c.price !== null);

  const add = (type: (typeof priced)[number]) => {
    const base = newLine(product, type, date, slot);
    const typedQuantity = takeTypedQuantity();
    setQuantity(base, typedQuantity ?? quantityOf(lineKey(base)) + 1);
  };

  const bindings: KeyBinding[] = [
    ...priced.slice(0, TYPE_KEYS.length).map((c, i) => ({
      key: TYPE_KEYS[i]!,
      label: 'keys.customerType',
      hidden: true,
      run: () => {
        const before = burstKeyCount();
        setTimeout(() => burstKeyCount() === before && add(c), LETTER_WAIT_MS);
      },
    })),
  ];
  useHotkeys(bindings);

  if (priced.length === 0) return <p className="panel muted">{t('sell.noPrices')}</p>;
  return (
    <section className="panel" data-testid="customer-types">
      <div className="screen-title">
        <h2>{t('sell.customerTypes')}</h2>
        <span className="spacer" />
        {typed ? (
          <span className="typed-quantity" data-testid="typed-quantity">
            {t('sell.typedQuantity')} <span className="num">{typed}</span>
          </span>
        ) : null}
      </div>
      {remaining !== null ? <p className="muted">{t('sell.seatsLeftAfterCart', { count: Math.max(0, remaining - inCart) })}</p> : null}
      <div className="type-tiles">
        {priced.map((c, i) => {
          const base = newLine(product, c, date, slot);
          const key = lineKey(base);
          const qty = lines.find((l) => l.key === key)?.quantity ?? 0;
          const full = remaining !== null && inCart >= remaining;
          return (
            <div key={c.id} className="type-tile" data-customer-type={c.name}>
              <button type="button" className="type-add" disabled={full && !typed} onClick={() => add(c)} data-testid="add-type">
                {i < TYPE_KEYS.length ? <kbd dir="ltr">{TYPE_KEYS[i]}</kbd> : null}
                <strong>{localizedName(c, i18n.language)}</strong>
                <Money value={c.price} currencyId={answer.currencyId} />
              </button>
              <span className="qty">
                <Button data-testid="type-less" aria-label={t('sell.less', { name: localizedName(c, i18n.language) })} disabled={qty === 0} onClick={() => setQuantity(base, quantityOf(key) - 1)}>
                  −
                </Button>
                <span className="value num" data-testid="qty">
                  {qty}
                </span>
                <Button data-testid="type-more" aria-label={t('sell.more', { name: localizedName(c, i18n.language) })} disabled={full} onClick={() => setQuantity(base, quantityOf(key) + 1)}>
                  +
                </Button>
              </span>
            </div>
          );
        })}
      </div>
    </section>
  );
}
