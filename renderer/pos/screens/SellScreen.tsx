import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { Button } from '../../ui/components';
import { toast, confirmDialog } from '../../ui/notices';
import { formatDate, formatTime, today } from '../../ui/format';
import { useHotkeys } from '../keys/hotkeys';
import { useCan } from '../state/station';
import { clearCart, quantityOf, setQuantity, useCart, lineKey } from '../state/cart';
import { Field } from '../components/fields';
import { Money } from '../components/Money';
import { findBarcode, listPrices, listSlots, onStationEvent, searchProducts, type ProductHit, type SlotHit, type TypePrice } from '../core/station';
import { errorText } from '../core/errors';
import { registerSearch } from './sell/search-focus';
import { CartPanel } from './sell/CartPanel';
import { CustomerDialog } from './sell/CustomerDialog';

const SEARCH_MIN = 2;
const UPCOMING_DAYS = 14;

/**
 * Sell: find a product by name or barcode, pick today's or an upcoming slot (seats left, live), or
 * in a manual order a date and time of the cashier's choosing; then customer types with their
 * prices and quantities. The cart is beside it.
 */
export function SellScreen({ manual: startManual = false }: { manual?: boolean }) {
  const { t } = useTranslation();
  const mayPrivate = useCan(Permission.CashierSellToPrivate);
  const mayBusiness = useCan(Permission.CashierSellToBusiness);
  const reserved = useCart((s) => s.reserved);
  const [manual, setManual] = useState(startManual);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<ProductHit[] | null>(null);
  const [product, setProduct] = useState<ProductHit | null>(null);
  const [slots, setSlots] = useState<SlotHit[] | null>(null);
  const [slot, setSlot] = useState<SlotHit | null>(null);
  const [manualDate, setManualDate] = useState(today());
  const [manualTime, setManualTime] = useState('');
  const [prices, setPrices] = useState<TypePrice[] | null>(null);
  const [customerOpen, setCustomerOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (reserved) clearCart();
  }, [reserved]);

  // Search as the cashier types (at least two characters, 001 §5 quick search).
  useEffect(() => {
    const q = query.trim();
    if (q.length < SEARCH_MIN) {
      setHits(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void searchProducts(q).then((answer) => {
        if (!live) return;
        if (answer.ok) setHits(answer.data);
        else toast('error', errorText(answer.error));
      });
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);

  const loadSlots = useCallback(async (p: ProductHit) => {
    const answer = await listSlots({ productId: p.id, from: today(), days: UPCOMING_DAYS });
    if (!answer.ok) return toast('error', errorText(answer.error));
    setSlots(answer.data);
    // Keep the chosen slot's fresh seat count.
    setSlot((current) => (current ? (answer.data.find((s) => s.slotId === current.slotId && s.date === current.date) ?? current) : current));
  }, []);

  const loadPrices = useCallback(async (p: ProductHit, date: string, chosen: SlotHit | null) => {
    const answer = await listPrices({ productId: p.id, date, slotId: chosen?.slotId ?? null });
    if (!answer.ok) {
      setPrices([]);
      return toast('error', errorText(answer.error));
    }
    setPrices(answer.data);
  }, []);

  // Remaining seats are live: every availability change the core reports reloads the slots shown.
  useEffect(() => {
    if (!product) return;
    return onStationEvent((event) => {
      if (event.type === 'availability' || event.type === 'sync' || event.type === 'sale') void loadSlots(product);
    });
  }, [product, loadSlots]);

  const chooseProduct = (p: ProductHit) => {
    setProduct(p);
    setSlot(null);
    setPrices(null);
    setSlots(null);
    if (manual) void loadPrices(p, manualDate, null);
    else void loadSlots(p);
  };

  const chooseSlot = (s: SlotHit) => {
    if (!product) return;
    setSlot(s);
    void loadPrices(product, s.date, s);
  };

  const submitSearch = async () => {
    const q = query.trim();
    if (/^\d{4,}$/.test(q)) {
      const answer = await findBarcode(q);
      if (answer.ok && answer.data) {
        const found = answer.data;
        chooseProduct(found.product);
        setQuery('');
        toast('info', t('sell.barcodeFound', { name: found.product.name }));
        return;
      }
    }
    if (hits && hits.length > 0) chooseProduct(hits[0]!);
  };

  const stepBack = (): boolean => {
    if (prices && !manual) {
      setPrices(null);
      setSlot(null);
      return true;
    }
    if (product) {
      setProduct(null);
      setSlots(null);
      setPrices(null);
      searchRef.current?.focus();
      return true;
    }
    return false;
  };

  const lines = useCart((s) => s.lines);
  const newSale = async () => {
    if (lines.length && !(await confirmDialog(t('sell.confirmClear')))) return;
    clearCart();
    stepBack();
    stepBack();
    setQuery('');
    searchRef.current?.focus();
  };

  useHotkeys([
    { key: 'F2', label: 'keys.search', run: () => searchRef.current?.focus() },
    { key: 'F3', label: 'keys.customer', run: () => setCustomerOpen(true) },
    { key: 'F6', label: 'keys.newSale', run: () => void newSale() },
    { key: 'F7', label: manual ? 'keys.slots' : 'keys.manualOrder', run: () => toggleManual() },
    { key: 'Enter', label: 'keys.choose', run: () => void submitSearch(), hidden: true },
    { key: 'Escape', label: 'keys.back', run: () => void (stepBack() || undefined), disabled: !product },
  ]);

  const toggleManual = () => {
    const next = !manual;
    setManual(next);
    setSlot(null);
    setPrices(null);
    if (product) {
      if (next) void loadPrices(product, manualDate, null);
      else void loadSlots(product);
    }
  };

  if (!mayPrivate && !mayBusiness) return <p className="error-text">{t('sell.noSellPermission')}</p>;

  return (
    <div className="columns" data-testid="sell">
      <div className="stack scroll">
        <section className="panel">
          <div className="screen-title">
            <h1>{manual ? t('sell.manualTitle') : t('sell.title')}</h1>
          </div>
          <Field
            inputRef={(el) => {
              searchRef.current = el;
              registerSearch(el);
            }}
            label={t('sell.search')}
            name="search"
            placeholder={t('sell.searchPlaceholder')}
            autoFocus
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {!product && hits ? (
            hits.length === 0 ? (
              <p className="muted">{t('sell.noProducts')}</p>
            ) : (
              <div className="choices" role="list" data-testid="product-results">
                {hits.map((p) => (
                  <button key={p.id} type="button" className="choice" role="listitem" onClick={() => chooseProduct(p)}>
                    <span className="title">{p.name}</span>
                    {p.barcode ? <span className="sub num">{p.barcode}</span> : null}
                  </button>
                ))}
              </div>
            )
          ) : null}
        </section>

        {product ? (
          <section className="panel" data-testid="product-panel">
            <div className="screen-title">
              <h2>{product.name}</h2>
              <span className="spacer" />
              <Button onClick={() => stepBack()}>{t('sell.otherProduct')}</Button>
            </div>
            {manual ? (
              <div className="row">
                <Field label={t('sell.date')} type="date" name="manualDate" value={manualDate} min={today()} onChange={(e) => { setManualDate(e.target.value); void loadPrices(product, e.target.value, null); }} />
                <Field label={t('sell.time')} type="time" name="manualTime" value={manualTime} onChange={(e) => setManualTime(e.target.value)} />
              </div>
            ) : (
              <SlotList slots={slots} selected={slot} onChoose={chooseSlot} />
            )}
          </section>
        ) : null}

        {product && prices && (manual || slot) ? (
          <TypeList
            product={product}
            prices={prices}
            date={manual ? manualDate : slot!.date}
            slotId={manual ? null : slot!.slotId}
            startTime={manual ? (manualTime ? `${manualTime}:00`.slice(0, 8) : null) : slot!.startTime}
            remaining={manual ? null : slot!.remaining}
          />
        ) : null}
      </div>
      <CartPanel onCustomer={() => setCustomerOpen(true)} />
      {customerOpen ? <CustomerDialog onClose={() => setCustomerOpen(false)} /> : null}
    </div>
  );
}

function SlotList({ slots, selected, onChoose }: { slots: SlotHit[] | null; selected: SlotHit | null; onChoose(s: SlotHit): void }) {
  const { t } = useTranslation();
  if (!slots) return null;
  if (slots.length === 0) return <p className="muted">{t('sell.noSlots')}</p>;
  const todayDate = today();
  return (
    <div className="choices" role="list" data-testid="slots">
      {slots.map((s) => {
        const soldOut = s.remaining !== null && s.remaining <= 0;
        return (
          <button
            key={`${s.slotId}|${s.date}`}
            type="button"
            className="choice"
            role="listitem"
            aria-pressed={selected?.slotId === s.slotId && selected.date === s.date}
            disabled={soldOut || s.stopSale}
            data-slot={`${s.date} ${s.startTime}`}
            onClick={() => onChoose(s)}
          >
            <span className="title">
              {s.date === todayDate ? t('sell.today') : formatDate(s.date)} <span className="num">{formatTime(s.startTime)}</span>
            </span>
            <span className="sub" data-remaining={s.remaining ?? 'unlimited'}>
              {s.stopSale ? t('sell.stopSale') : s.remaining === null ? t('sell.unlimited') : soldOut ? t('sell.soldOut') : t('sell.remaining', { count: s.remaining })}
            </span>
          </button>
        );
      })}
    </div>
  );
}

function TypeList({ product, prices, date, slotId, startTime, remaining }: { product: ProductHit; prices: TypePrice[]; date: string; slotId: number | null; startTime: string | null; remaining: number | null }) {
  const { t } = useTranslation();
  const lines = useCart((s) => s.lines);
  const inCart = lines.filter((l) => l.productId === product.id && l.slotId === slotId && l.date === date).reduce((s, l) => s + l.quantity, 0);
  if (prices.length === 0) return <p className="panel muted">{t('sell.noPrices')}</p>;
  return (
    <section className="panel" data-testid="customer-types">
      <h2>{t('sell.customerTypes')}</h2>
      {remaining !== null ? <p className="muted">{t('sell.seatsLeftAfterCart', { count: Math.max(0, remaining - inCart) })}</p> : null}
      <table>
        <tbody>
          {prices.map((p) => {
            const base = { productId: product.id, productName: product.name, slotId, date, startTime, customerTypeId: p.customerTypeId, customerTypeName: p.name, listUnitPrice: p.unitPrice, currencyId: p.currencyId };
            const key = lineKey(base);
            const qty = lines.find((l) => l.key === key)?.quantity ?? 0;
            const full = remaining !== null && inCart >= remaining;
            return (
              <tr key={p.customerTypeId} data-customer-type={p.name}>
                <td>
                  <strong>{p.name}</strong>
                </td>
                <td className="end">
                  <Money value={p.unitPrice} currencyId={p.currencyId} />
                </td>
                <td className="end">
                  <span className="qty">
                    <Button aria-label={t('sell.less', { name: p.name })} disabled={qty === 0} onClick={() => setQuantity(base, quantityOf(key) - 1)}>
                      −
                    </Button>
                    <span className="value num" data-testid="qty">
                      {qty}
                    </span>
                    <Button aria-label={t('sell.more', { name: p.name })} disabled={full} onClick={() => setQuantity(base, quantityOf(key) + 1)}>
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

