import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteProductInput } from '@pos/shared/api/quotes';
import { call } from '../../ui/api';
import { Button, DateField, EmptyState, SelectField, Spinner, TextField } from '../../ui/components';
import { formatMoney, formatTime, formatTimeRange } from '../../ui/format';
import { useApi } from '../../ui/use-api';

interface PickerProps {
  initialDate: string;
  onAdd(entry: QuoteProductInput, label: string): void;
  busy?: boolean;
  /** A quote's entry being changed (C119): its product, date, slot and quantities per customer type to start from. */
  initial?: QuoteProductInput;
  /** The button's text and test id when the picker changes an entry instead of adding one. */
  actionLabel?: string;
  onCancel?(): void;
}

const quantitiesOf = (entry?: QuoteProductInput) => Object.fromEntries((entry?.customers ?? []).map((c) => [c.customerTypeId, String(c.quantity)]));

/** Chooses a product, a slot and quantities per customer type for a quote, from what can be sold on the date. */
export function QuoteProductPicker({ initialDate, onAdd, busy, initial, actionLabel, onCancel }: PickerProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState(initial?.date ?? initialDate);
  const [productId, setProductId] = useState<number | null>(initial?.productId ?? null);
  const [slotId, setSlotId] = useState<number | null>(initial?.slotId ?? null);
  const [quantities, setQuantities] = useState<Record<number, string>>(quantitiesOf(initial));
  const products = useApi(() => (date ? call('GET /api/order/products/price-type', { query: { date } }) : null), [date]);
  const pid = productId ?? products.data?.[0]?.id ?? null;
  const slots = useApi(() => (pid && date ? call('GET /api/order/products/slots', { query: { productId: pid, date } }) : null), [pid, date]);
  const sellable = slots.data?.filter((s) => s.blockedReason === null) ?? [];
  const sid = slotId ?? sellable[0]?.slotId ?? null;
  const types = useApi(() => (pid && date ? call('GET /api/order/products/customer-types', { query: { productId: pid, date } }) : null), [pid, date]);
  const customers = (types.data ?? []).flatMap((ct) => (Number(quantities[ct.id] ?? 0) > 0 ? [{ customerTypeId: ct.id, quantity: Number(quantities[ct.id]) }] : []));
  const add = () => {
    if (!pid || !sid || customers.length === 0) return;
    const slot = sellable.find((s) => s.slotId === sid);
    onAdd({ productId: pid, date, slotId: sid, customers }, `${products.data?.find((p) => p.id === pid)?.name ?? ''} ${slot ? formatTime(slot.startTime) : ''}`.trim());
    setQuantities({});
  };
  return (
    <div className="stack" aria-label={t('crm.quote.addProduct')}>
      <div className="row">
        <DateField label={t('crm.quote.productDate')} name="productDate" value={date} onChange={(d) => d && (setDate(d), setSlotId(null))} />
        <SelectField label={t('crm.quote.product')} name="product" value={pid ?? ''} onChange={(e) => (setProductId(Number(e.target.value)), setSlotId(null), setQuantities({}))} options={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))} />
        <SelectField
          label={t('crm.quote.slot')}
          name="slot"
          value={sid ?? ''}
          onChange={(e) => setSlotId(Number(e.target.value))}
          options={sellable.map((s) => ({ value: s.slotId, label: `${formatTimeRange(s.startTime, s.endTime)}${s.available === null ? '' : ` · ${t('crm.quote.seatsLeft', { count: s.available })}`}` }))}
        />
      </div>
      {products.loading || slots.loading || types.loading ? <Spinner /> : null}
      {slots.data && sellable.length === 0 ? <EmptyState>{t('crm.quote.noSlots')}</EmptyState> : null}
      {types.data?.map((ct) => (
        <div key={ct.id} className="row quantity-row">
          <TextField label={ct.name} name={`quantity-${ct.id}`} type="number" min={0} max={1000} value={quantities[ct.id] ?? ''} disabled={ct.priceForOne === null} onChange={(e) => setQuantities((q) => ({ ...q, [ct.id]: e.target.value }))} />
          <span className="muted">{ct.priceForOne === null ? t('crm.quote.noPrice') : formatMoney(ct.priceForOne, ct.currencyId ?? undefined)}</span>
        </div>
      ))}
      <div className="form-actions">
        <Button busy={busy} kind={initial ? 'primary' : undefined} disabled={!sid || customers.length === 0} onClick={add} data-testid={initial ? 'change-quote-product' : 'add-quote-product'}>
          {actionLabel ?? t('crm.quote.addProduct')}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('common:cancel')}</Button> : null}
      </div>
    </div>
  );
}
