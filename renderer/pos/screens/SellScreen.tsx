import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { PRICE_TYPES } from '@pos/shared/reference';
import { Button, DateField, SelectField } from '../../ui/components';
import { toast, confirmDialog } from '../../ui/notices';
import { addDays, formatDate, formatTime, today } from '../../ui/format';
import { useHotkeys } from '../keys/hotkeys';
import { useCan } from '../state/station';
import { clearCart, lineKey, quantityOf, setCart, setCoupon, setQuantity, useCart, type NewLine } from '../state/cart';
import { Field } from '../components/fields';
import { Money } from '../components/Money';
import { send } from '../core/send';
import { onStationEvent } from '../core/station';
import type { CustomerTypesAnswer, ProductHit, SlotOccurrenceView } from '../core/handlers';
import { errorText } from '../core/errors';
import { registerSearch } from './sell/search-focus';
import { CartPanel } from './sell/CartPanel';
import { CustomerDialog } from './sell/CustomerDialog';
import { CouponDialog } from './sell/CouponDialog';
import { VoucherDialog } from './sell/VoucherDialog';
import { ScannedOrderDialog } from './sell/ScannedOrderDialog';
import { useScans } from '../keys/scans';
import { playSound } from '../scan/sounds';
import { couponReasonText } from '../scan/scan-texts';
import type { ScannedOrder } from '../core/handlers';

const SEARCH_MIN = 2;
/** Today and the next six days: the window sells for the coming week; further dates are a manual order. */
const UPCOMING_DAYS = 7;
const BARCODE = /^[A-Za-z0-9-]{4,64}$/;

/**
 * Sell: find a product by name or barcode, pick today's or an upcoming slot (seats left, live),
 * or in a manual order a date without a slot; then customer types with their prices and
 * quantities. The cart is beside it.
 */
export function SellScreen() {
  const { t } = useTranslation();
  const mayPrivate = useCan(Permission.CashierSellToPrivate);
  const mayBusiness = useCan(Permission.CashierSellToBusiness);
  const reserved = useCart((s) => s.reserved);
  const priceTypeId = useCart((s) => s.priceTypeId);
  const [manual, setManual] = useState(false);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<ProductHit[] | null>(null);
  const [product, setProduct] = useState<ProductHit | null>(null);
  const [slots, setSlots] = useState<SlotOccurrenceView[] | null>(null);
  const [slot, setSlot] = useState<SlotOccurrenceView | null>(null);
  const [manualDate, setManualDate] = useState(today());
  const [types, setTypes] = useState<CustomerTypesAnswer | null>(null);
  const [customerOpen, setCustomerOpen] = useState(false);
  const [dialog, setDialog] = useState<'coupon' | 'voucher' | null>(null);
  const [scannedOrder, setScannedOrder] = useState<ScannedOrder | null>(null);
  const mayVoucher = useCan(Permission.CashierClubsVouchers);
  const searchRef = useRef<HTMLInputElement | null>(null);
  /** A scanned price-line barcode names the customer type: one goes in the cart once the slot is known. */
  const scannedType = useRef<number | null>(null);

  // A reserved order being paid is left behind when the cashier comes back to selling.
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

  const loadTypes = useCallback(
    async (p: ProductHit, date: string) => {
      const answer = await send('product-customer-types', { productId: p.id, date, ...(priceTypeId !== null ? { priceTypeId } : {}) });
      if (!answer.ok) {
        setTypes(null);
        return toast('error', errorText(answer.error));
      }
      setTypes(answer.data);
      const scanned = scannedType.current;
      scannedType.current = null;
      const type = scanned !== null ? answer.data.customerTypes.find((c) => c.id === scanned && c.price !== null) : undefined;
      if (type && type.price !== null) {
        const line = newLine(p, type, date, slotRef.current);
        setQuantity(line, quantityOf(lineKey(line)) + 1);
      }
    },
    [priceTypeId],
  );

  const slotRef = useRef<SlotOccurrenceView | null>(null);
  slotRef.current = slot;

  const loadSlots = useCallback(async (p: ProductHit): Promise<SlotOccurrenceView[]> => {
    const from = today();
    const answer = await send('product-slots', { productId: p.id, from, to: addDays(from, UPCOMING_DAYS - 1) });
    if (!answer.ok) {
      toast('error', errorText(answer.error));
      return [];
    }
    const upcoming = answer.data.filter((o) => !o.past);
    setSlots(upcoming);
    // The chosen slot keeps its fresh seat count.
    setSlot((current) => (current ? (upcoming.find((o) => o.slotId === current.slotId && o.date === current.date) ?? current) : current));
    return upcoming;
  }, []);

  // Seats left are live: an availability change the core reports (a sync, a sale) reloads the slots shown.
  useEffect(() => {
    if (!product || manual) return;
    return onStationEvent((event) => {
      if (event.type === 'availability' || event.type === 'print-job') void loadSlots(product);
    });
  }, [product, manual, loadSlots]);

  // The price type changes the prices shown.
  useEffect(() => {
    if (product && (manual || slot)) void loadTypes(product, manual ? manualDate : slot!.date);
  }, [priceTypeId]);

  const chooseSlot = (p: ProductHit, o: SlotOccurrenceView) => {
    setSlot(o);
    slotRef.current = o;
    void loadTypes(p, o.date);
  };

  const chooseProduct = async (p: ProductHit) => {
    setProduct(p);
    setHits(null);
    setQuery('');
    setSlot(null);
    setTypes(null);
    setSlots(null);
    scannedType.current = p.customerTypeId;
    if (manual) return void loadTypes(p, manualDate);
    const upcoming = await loadSlots(p);
    // A scan sells at once: the next slot with seats.
    if (p.customerTypeId !== null) {
      const next = upcoming.find((o) => !o.stopped && (o.available === null || o.available > 0));
      if (next) chooseSlot(p, next);
    }
  };

  const submitSearch = async () => {
    const q = query.trim();
    if (BARCODE.test(q) || q.length >= SEARCH_MIN) {
      const answer = await send('product-search', { query: q });
      if (!answer.ok) return toast('error', errorText(answer.error));
      if (answer.data.length === 1 || (answer.data[0] && answer.data[0].customerTypeId !== null)) return void chooseProduct(answer.data[0]!);
      setHits(answer.data);
    }
  };

  /** A scanned product or price-line barcode: the product opens, and a price line puts its customer type in the cart. */
  const openScannedProduct = async (code: string, productId: number) => {
    const answer = await send('product-search', { query: code });
    if (!answer.ok) return toast('error', errorText(answer.error));
    const hit = answer.data.find((h) => h.id === productId);
    if (hit) void chooseProduct(hit);
  };

  /** What a scan does at the sell screen (the core resolves it: scan-resolve). */
  const onScan = async (code: string) => {
    const answer = await send('scan-resolve', { code });
    if (!answer.ok) {
      // The core could not resolve it: a product barcode still sells, as typed into the search.
      const found = await send('product-search', { query: code });
      if (found.ok && found.data.length === 1) {
        playSound('ok');
        return void chooseProduct(found.data[0]!);
      }
      playSound('bad');
      return toast('error', errorText(answer.error));
    }
    const r = answer.data;
    switch (r.kind) {
      case 'ticket':
        playSound('ok');
        return setScannedOrder(r.order);
      case 'coupon':
        if (!r.coupon.usable) {
          playSound('bad');
          return toast('error', couponReasonText(r.coupon.reason));
        }
        playSound('ok');
        setCoupon(r.code);
        return toast('success', t('coupon.applied', { name: r.coupon.name }));
      case 'price-line':
      case 'product':
        playSound('ok');
        return void openScannedProduct(r.code, r.productId);
      case 'unknown':
        playSound('bad');
        return toast('error', t('scan.unknown', { code: r.code }));
    }
  };
  useScans((code) => void onScan(code));

  const stepBack = (): boolean => {
    if (types && !manual) {
      setTypes(null);
      setSlot(null);
      return true;
    }
    if (product) {
      setProduct(null);
      setSlots(null);
      setTypes(null);
      searchRef.current?.focus();
      return true;
    }
    return false;
  };

  const lines = useCart((s) => s.lines);
  const newSale = async () => {
    if (lines.length && !(await confirmDialog(t('sell.confirmClear')))) return;
    clearCart();
    setProduct(null);
    setSlots(null);
    setTypes(null);
    setQuery('');
    searchRef.current?.focus();
  };

  const toggleManual = () => {
    const next = !manual;
    setManual(next);
    setSlot(null);
    setTypes(null);
    if (product) {
      if (next) void loadTypes(product, manualDate);
      else void loadSlots(product);
    }
  };

  useHotkeys([
    { key: 'F2', label: 'keys.search', run: () => searchRef.current?.focus() },
    { key: 'F3', label: 'keys.customer', run: () => setCustomerOpen(true) },
    { key: 'F5', label: 'keys.coupon', run: () => setDialog('coupon') },
    { key: 'Ctrl+F5', label: 'keys.voucher', run: () => setDialog('voucher'), disabled: !mayVoucher, hidden: !mayVoucher },
    { key: 'F6', label: 'keys.newSale', run: () => void newSale() },
    { key: 'F7', label: manual ? 'keys.slots' : 'keys.manualOrder', run: toggleManual },
    { key: 'Enter', label: 'keys.choose', run: () => void submitSearch(), hidden: true },
    { key: 'Escape', label: 'keys.back', run: () => void stepBack(), disabled: !product },
  ]);

  if (!mayPrivate && !mayBusiness) return <p className="error-text">{t('sell.noSellPermission')}</p>;

  return (
    <div className="columns" data-testid="sell">
      <div className="stack scroll">
        <section className="panel">
          <div className="screen-title">
            <h1>{manual ? t('sell.manualTitle') : t('sell.title')}</h1>
            <span className="spacer" />
            {types && types.priceTypeIds.length > 1 ? (
              <SelectField
                label={t('sell.priceType')}
                name="priceType"
                value={types.priceTypeId}
                options={types.priceTypeIds.map((id) => ({ value: id, label: t(`sell.priceTypes.${id}`, { defaultValue: PRICE_TYPES.find((p) => p.id === id)?.name ?? String(id) }) }))}
                onChange={(e) => setCart({ priceTypeId: Number(e.target.value) })}
              />
            ) : null}
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
          {hits ? (
            hits.length === 0 ? (
              <p className="muted">{t('sell.noProducts')}</p>
            ) : (
              <div className="choices" role="list" data-testid="product-results">
                {hits.map((p) => (
                  <button key={p.id} type="button" className="choice" role="listitem" data-product={p.name} onClick={() => void chooseProduct(p)}>
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
              <>
                <p className="muted">{t('sell.manualHelp')}</p>
                <DateField
                  label={t('sell.date')}
                  name="manualDate"
                  value={manualDate}
                  onChange={(date) => {
                    setManualDate(date);
                    if (date) void loadTypes(product, date);
                  }}
                />
              </>
            ) : (
              <SlotList
                slots={slots}
                selected={slot}
                onChoose={(o) => chooseSlot(product, o)}
                onChange={() => {
                  setSlot(null);
                  setTypes(null);
                }}
              />
            )}
          </section>
        ) : null}

        {product && types && (manual || slot) ? <TypeList product={product} answer={types} date={manual ? manualDate : slot!.date} slot={manual ? null : slot} /> : null}
      </div>
      <CartPanel onCustomer={() => setCustomerOpen(true)} onCoupon={() => setDialog('coupon')} onVoucher={mayVoucher ? () => setDialog('voucher') : undefined} />
      {customerOpen ? <CustomerDialog onClose={() => setCustomerOpen(false)} /> : null}
      {dialog === 'coupon' ? <CouponDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'voucher' && mayVoucher ? <VoucherDialog onClose={() => setDialog(null)} /> : null}
      {scannedOrder ? <ScannedOrderDialog order={scannedOrder} onClose={() => setScannedOrder(null)} /> : null}
    </div>
  );
}

function newLine(product: ProductHit, type: { id: number; name: string; price: number | null }, date: string, slot: SlotOccurrenceView | null): NewLine {
  return {
    productId: product.id,
    productName: product.name,
    slotId: slot?.slotId ?? null,
    date,
    startTime: slot?.startTime ?? null,
    customerTypeId: type.id,
    customerTypeName: type.name,
    listUnitPrice: type.price ?? 0,
  };
}

function SlotList({ slots, selected, onChoose, onChange }: { slots: SlotOccurrenceView[] | null; selected: SlotOccurrenceView | null; onChoose(s: SlotOccurrenceView): void; onChange(): void }) {
  const { t } = useTranslation();
  if (!slots) return null;
  const todayDate = today();
  const dayName = (date: string) => (date === todayDate ? t('sell.today') : formatDate(date));
  if (selected) {
    return (
      <div className="chosen-slot" data-testid="chosen-slot">
        <strong>
          {dayName(selected.date)} <span className="num">{formatTime(selected.startTime)}</span>
        </strong>
        <span className="muted">{seatsText(t, selected)}</span>
        <Button onClick={onChange}>{t('sell.otherSlot')}</Button>
      </div>
    );
  }
  if (slots.length === 0) return <p className="muted">{t('sell.noSlots')}</p>;
  const days = [...new Set(slots.map((s) => s.date))];
  return (
    <div className="slot-days" data-testid="slots">
      {days.map((date) => (
        <div key={date} className="slot-day" role="list" aria-label={dayName(date)}>
          <span className="day">{dayName(date)}</span>
          {slots
            .filter((s) => s.date === date)
            .map((s) => (
              <button
                key={s.slotId}
                type="button"
                className="choice"
                role="listitem"
                disabled={(s.available !== null && s.available <= 0) || s.stopped}
                data-slot={`${s.date} ${s.startTime}`}
                onClick={() => onChoose(s)}
              >
                <span className="title num">{formatTime(s.startTime)}</span>
                <span className="sub" data-remaining={s.available ?? 'unlimited'}>
                  {seatsText(t, s)}
                </span>
              </button>
            ))}
        </div>
      ))}
    </div>
  );
}

function seatsText(t: (key: string, vars?: Record<string, unknown>) => string, s: SlotOccurrenceView): string {
  if (s.stopped) return t('sell.stopSale');
  if (s.available === null) return t('sell.unlimited');
  return s.available <= 0 ? t('sell.soldOut') : t('sell.remaining', { count: s.available });
}

function TypeList({ product, answer, date, slot }: { product: ProductHit; answer: CustomerTypesAnswer; date: string; slot: SlotOccurrenceView | null }) {
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
