import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { toast, confirmDialog } from '../../ui/notices';
import { addDays, today } from '../../ui/format';
import { useHotkeys } from '../keys/hotkeys';
import { useCan } from '../state/station';
import { clearCart, lineKey, quantityOf, setQuantity, useCart } from '../state/cart';
import { send } from '../core/send';
import { onStationEvent } from '../core/station';
import type { CustomerTypesAnswer, ProductHit, ScannedOrder, SlotOccurrenceView } from '../core/handlers';
import { errorText } from '../core/errors';
import { CartPanel } from './sell/CartPanel';
import { CustomerDialog } from './sell/CustomerDialog';
import { CouponDialog } from './sell/CouponDialog';
import { VoucherDialog } from './sell/VoucherDialog';
import { ScannedOrderDialog } from './sell/ScannedOrderDialog';
import { newLine } from './sell/new-line';
import { ProductPanel } from './sell/ProductPanel';
import { SearchPanel } from './sell/SearchPanel';
import { TypeList } from './sell/TypeList';
import { SEARCH_MIN, useProductSearch } from './sell/use-product-search';
import { useSellScans } from './sell/use-sell-scans';

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
  const [hits, setHits] = useProductSearch(query);
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

  useSellScans({ chooseProduct: (p) => void chooseProduct(p), onTicket: setScannedOrder });

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
        <SearchPanel manual={manual} types={types} query={query} onQuery={setQuery} hits={hits} onChoose={(p) => void chooseProduct(p)} searchRef={searchRef} />

        {product ? (
          <ProductPanel
            product={product}
            manual={manual}
            manualDate={manualDate}
            onManualDate={(date) => {
              setManualDate(date);
              if (date) void loadTypes(product, date);
            }}
            slots={slots}
            slot={slot}
            onChooseSlot={(o) => chooseSlot(product, o)}
            onChangeSlot={() => {
              setSlot(null);
              setTypes(null);
            }}
            onBack={() => stepBack()}
          />
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
