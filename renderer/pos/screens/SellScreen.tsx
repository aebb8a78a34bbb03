import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { toast, confirmDialog } from '../../ui/notices';
import { addDays } from '../../ui/format';
import { zoneDate } from '../state/zone';
import { clearTypedQuantity, typeDigit } from '../state/typed-quantity';
import { useHotkeys } from '../keys/hotkeys';
import { useCan } from '../state/station';
import { clearCart, lineKey, quantityOf, setQuantity, useCart } from '../state/cart';
import { send } from '../core/send';
import { onStationEvent } from '../core/station';
import type { CustomerTypesAnswer, ProductHit, ScannedOrder, SellTile, SellTilesAnswer, SlotOccurrenceView } from '../core/handlers';
import { errorText } from '../core/errors';
import { CartPanel } from './sell/CartPanel';
import { CustomerDialog } from './sell/CustomerDialog';
import { CouponDialog } from './sell/CouponDialog';
import { VoucherDialog } from './sell/VoucherDialog';
import { ParkedDialog } from './sell/ParkedDialog';
import { ScannedOrderDialog } from './sell/ScannedOrderDialog';
import { newLine } from './sell/new-line';
import { ProductPanel } from './sell/ProductPanel';
import { SearchPanel } from './sell/SearchPanel';
import { ProductTiles, matchTiles } from './sell/ProductTiles';
import { DaySwitcher } from './sell/DaySwitcher';
import { TypeList } from './sell/TypeList';
import { SEARCH_MIN, useProductSearch } from './sell/use-product-search';
import { useSellScans } from './sell/use-sell-scans';

/** How far ahead a product's next slot is looked for (the core's tiles look as far: SELL_DAYS_AHEAD). */
const UPCOMING_DAYS = 14;
const BARCODE = /^[A-Za-z0-9-]{4,64}$/;

/**
 * Sell: the products of this window as tiles (colour, picture, from price, next slot), narrowed by
 * typing or found by a scan; a tap chooses the product and its next slot with seats (another day
 * or time is one more tap); then customer types with their prices and quantities. In a manual
 * order a date without a slot. The cart is beside it.
 */
export function SellScreen() {
  const { t } = useTranslation();
  const mayPrivate = useCan(Permission.CashierSellToPrivate);
  const mayBusiness = useCan(Permission.CashierSellToBusiness);
  const reserved = useCart((s) => s.reserved);
  const priceTypeId = useCart((s) => s.priceTypeId);
  const [manual, setManual] = useState(false);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useProductSearch(query);
  const [product, setProduct] = useState<ProductHit | null>(null);
  const [slots, setSlots] = useState<SlotOccurrenceView[] | null>(null);
  const [tiles, setTiles] = useState<SellTilesAnswer | null>(null);
  /** The day the tiles look from (the date switcher); null: today. */
  const [tilesDay, setTilesDay] = useState<string | null>(null);
  /** The chosen product's day, whose time tiles show. */
  const [slotDay, setSlotDay] = useState<string>(zoneDate());
  const shownTiles = tiles ? matchTiles(tiles.tiles, query) : null;
  const [slot, setSlot] = useState<SlotOccurrenceView | null>(null);
  const [manualDate, setManualDate] = useState(zoneDate());
  const [types, setTypes] = useState<CustomerTypesAnswer | null>(null);
  const [customerOpen, setCustomerOpen] = useState(false);
  const [dialog, setDialog] = useState<'coupon' | 'voucher' | 'parked' | null>(null);
  const [scannedOrder, setScannedOrder] = useState<ScannedOrder | null>(null);
  const mayVoucher = useCan(Permission.CashierClubsVouchers);
  const searchRef = useRef<HTMLInputElement | null>(null);
  /** A scanned price-line barcode names the customer type: one goes in the cart once the slot is known. */
  const scannedType = useRef<number | null>(null);

  // A reserved order being paid is left behind when the cashier comes back to selling.
  useEffect(() => {
    if (reserved) clearCart();
  }, [reserved]);

  const askTypes = useCallback((p: ProductHit, date: string) => send('product-customer-types', { productId: p.id, date, ...(priceTypeId !== null ? { priceTypeId } : {}) }), [priceTypeId]);
  /** Shows the customer types as the core answered them; a scanned price line adds its ticket once the slot is known. */
  const showTypes = useCallback(
    (p: ProductHit, date: string, answer: Awaited<ReturnType<typeof askTypes>>) => {
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
    [],
  );
  const loadTypes = useCallback(async (p: ProductHit, date: string) => showTypes(p, date, await askTypes(p, date)), [askTypes, showTypes]);

  const slotRef = useRef<SlotOccurrenceView | null>(null);
  slotRef.current = slot;

  const loadTiles = useCallback(async (day: string | null) => {
    const answer = await send('sell-tiles', day ? { date: day } : {});
    if (answer.ok) setTiles(answer.data);
    else toast('error', errorText(answer.error));
  }, []);
  useEffect(() => {
    void loadTiles(tilesDay);
  }, [tilesDay, loadTiles]);

  /** The day's slots of a product; the chosen slot keeps its fresh seat count. */
  const loadSlots = useCallback(async (p: ProductHit, day: string): Promise<SlotOccurrenceView[]> => {
    const answer = await send('product-slots', { productId: p.id, from: day, to: day });
    if (!answer.ok) {
      toast('error', errorText(answer.error));
      return [];
    }
    setSlots(answer.data);
    setSlot((current) => (current ? (answer.data.find((o) => o.slotId === current.slotId && o.date === current.date) ?? current) : current));
    return answer.data;
  }, []);

  /** The first day from `from` with a slot not started, not stopped, with seats (the product's next slot). */
  const nextDay = async (p: ProductHit, from: string): Promise<string> => {
    const answer = await send('product-slots', { productId: p.id, from, to: addDays(from, UPCOMING_DAYS - 1) });
    const next = answer.ok ? answer.data.find(hasSeats) : undefined;
    return next?.date ?? from;
  };

  // Seats left are live: an availability change the core reports (a sync, a sale) reloads the slots shown.
  useEffect(() => {
    if (!product || manual) return;
    return onStationEvent((event) => {
      if (event.type === 'availability' || event.type === 'print-job') void loadSlots(product, slotDay);
    });
  }, [product, manual, slotDay, loadSlots]);
  useEffect(() => {
    if (product) return;
    return onStationEvent((event) => {
      if (event.type === 'availability' || event.type === 'print-job') void loadTiles(tilesDay);
    });
  }, [product, tilesDay, loadTiles]);

  // The price type changes the prices shown.
  useEffect(() => {
    if (product && (manual || slot)) void loadTypes(product, manual ? manualDate : slot!.date);
  }, [priceTypeId]);

  const chooseSlot = (p: ProductHit, o: SlotOccurrenceView) => {
    setSlot(o);
    slotRef.current = o;
    void loadTypes(p, o.date);
  };

  /**
   * The product's day and its first time with seats chosen at once: the next slot is one tap away from a sale.
   * The day's customer types (their prices are the day's, whichever time) are asked beside its slots, not after them.
   */
  const showDay = async (p: ProductHit, day: string) => {
    setSlotDay(day);
    setSlot(null);
    setTypes(null);
    const [daySlots, typesAnswer] = await Promise.all([loadSlots(p, day), askTypes(p, day)]);
    const next = daySlots.find(hasSeats);
    if (!next) return;
    setSlot(next);
    slotRef.current = next;
    showTypes(p, next.date, typesAnswer);
  };

  const chooseProduct = async (p: ProductHit, tile?: SellTile) => {
    setProduct(p);
    setHits(null);
    setQuery('');
    setSlot(null);
    setTypes(null);
    setSlots(null);
    clearTypedQuantity();
    scannedType.current = p.customerTypeId;
    if (manual) return void loadTypes(p, manualDate);
    const from = tilesDay ?? tiles?.today ?? zoneDate();
    const day = tile ? (tile.nextSlot?.date ?? from) : await nextDay(p, from);
    await showDay(p, day);
  };

  const submitSearch = async () => {
    const q = query.trim();
    // One tile left by what was typed: Enter chooses it.
    if (q && shownTiles?.length === 1) return void chooseProduct(shownTiles[0]!.product, shownTiles[0]);
    if (BARCODE.test(q) || q.length >= SEARCH_MIN) {
      const answer = await send('product-search', { query: q });
      if (!answer.ok) return toast('error', errorText(answer.error));
      if (answer.data.length === 1 || (answer.data[0] && answer.data[0].customerTypeId !== null)) return void chooseProduct(answer.data[0]!);
      setHits(answer.data);
    }
  };

  useSellScans({ chooseProduct: (p) => void chooseProduct(p), onTicket: setScannedOrder });

  const stepBack = (): boolean => {
    clearTypedQuantity();
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
    clearTypedQuantity();
    searchRef.current?.focus();
  };

  const toggleManual = () => {
    const next = !manual;
    setManual(next);
    setSlot(null);
    setTypes(null);
    if (product) {
      if (next) void loadTypes(product, manualDate);
      else void showDay(product, slotDay);
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
    // A quantity typed (outside a field) as soon as a product is chosen, before its customer types show.
    ...'0123456789'.split('').map((d) => ({ key: d, label: 'keys.quantity', run: () => typeDigit(d), hidden: true, disabled: !product })),
    { key: 'Escape', label: 'keys.back', run: () => void stepBack(), disabled: !product },
  ]);

  if (!mayPrivate && !mayBusiness) return <p className="error-text">{t('sell.noSellPermission')}</p>;

  return (
    <div className="columns" data-testid="sell">
      <div className="stack scroll">
        <SearchPanel manual={manual} types={types} query={query} onQuery={setQuery} hits={shownTiles && shownTiles.length > 0 ? null : hits} onChoose={(p) => void chooseProduct(p)} searchRef={searchRef} />

        {!product && tiles ? (
          <section className="panel" data-testid="tiles-panel">
            {manual ? null : <DaySwitcher today={tiles.today} day={tilesDay ?? tiles.today} onDay={setTilesDay} />}
            {shownTiles && (shownTiles.length > 0 || !hits) ? <ProductTiles tiles={shownTiles} today={tiles.today} onChoose={(p, tile) => void chooseProduct(p, tile)} /> : null}
          </section>
        ) : null}

        {product ? (
          <ProductPanel
            product={product}
            manual={manual}
            manualDate={manualDate}
            onManualDate={(date) => {
              setManualDate(date);
              if (date) void loadTypes(product, date);
            }}
            today={tiles?.today ?? zoneDate()}
            day={slotDay}
            onDay={(day) => void showDay(product, day)}
            slots={slots}
            slot={slot}
            onChooseSlot={(o) => chooseSlot(product, o)}
            onBack={() => stepBack()}
          />
        ) : null}

        {product && types && (manual || slot) ? <TypeList product={product} answer={types} date={manual ? manualDate : slot!.date} slot={manual ? null : slot} /> : null}
      </div>
      <CartPanel onCustomer={() => setCustomerOpen(true)} onCoupon={() => setDialog('coupon')} onVoucher={mayVoucher ? () => setDialog('voucher') : undefined} onParked={() => setDialog('parked')} />
      {customerOpen ? <CustomerDialog onClose={() => setCustomerOpen(false)} /> : null}
      {dialog === 'coupon' ? <CouponDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'voucher' && mayVoucher ? <VoucherDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'parked' ? <ParkedDialog onClose={() => setDialog(null)} /> : null}
      {scannedOrder ? <ScannedOrderDialog order={scannedOrder} onClose={() => setScannedOrder(null)} /> : null}
    </div>
  );
}

function hasSeats(o: SlotOccurrenceView): boolean {
  return !o.past && !o.stopped && (o.available === null || o.available > 0);
}
