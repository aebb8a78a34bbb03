import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Button, DateField, EmptyState, Modal, SelectField, Spinner, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { formatMoney, formatTimeRange } from '../../ui/format';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import type { Order } from '../api-types';
import { quantityProblems } from './quantities';

/** Adds a product to an existing order (POST order/product/add) at the order's price type and channel. */
export function AddProductDialog({ order, onClose, onAdded }: { order: Order; onClose(): void; onAdded(): void }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(order.products[0]?.date ?? '');
  const [productId, setProductId] = useState<number | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const terms = { priceTypeId: order.priceType, channelId: order.channelId };
  const products = useApi(() => (date ? call('GET /api/order/products/price-type', { query: { ...terms, date } }) : null), [date]);
  const pid = productId ?? products.data?.[0]?.id ?? null;
  const slots = useApi(() => (pid && date ? call('GET /api/order/products/slots', { query: { productId: pid, date, priceTypeId: order.priceType } }) : null), [pid, date]);
  const sellable = slots.data?.filter((s) => s.blockedReason === null) ?? [];
  const sid = slotId ?? sellable[0]?.slotId ?? null;
  const types = useApi(() => (pid && date ? call('GET /api/order/products/customer-types', { query: { productId: pid, date, ...terms, currencyId: order.currencyId } }) : null), [pid, date]);
  const form = useForm({});
  const [tried, setTried] = useState(false);
  // Issue 18: a wrong quantity says why at its field, and more tickets than the slot has left are refused as typed.
  const slot = sellable.find((s) => s.slotId === sid);
  const check = quantityProblems(quantities, slot?.available ?? null, (key, opts) => t(key, opts ?? {}));
  const add = async () => {
    setTried(true);
    if (Object.keys(check.fields).length || check.overLimit || check.total === 0) return;
    const customers = (types.data ?? []).flatMap((ct) => (Number(quantities[ct.id] ?? 0) > 0 ? [{ customerTypeId: ct.id, quantity: Number(quantities[ct.id]) }] : []));
    if (!pid || !sid || !customers.length) return;
    if ((await form.save('POST /api/order/product/add', { body: { orderId: order.id, productId: pid, date, slotId: sid, customers } })) !== undefined) onAdded();
  };
  return (
    <Modal
      title={t('newOrder.addProduct')}
      onClose={onClose}
      wide
      footer={
        <>
          <Button kind="primary" busy={form.busy} disabled={!sid} onClick={() => void add()}>
            {t('newOrder.addToOrder')}
          </Button>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </>
      }
    >
      <div className="row">
        <DateField label={t('calendar.date')} name="addDate" value={date} onChange={(d) => d && (setDate(d), setSlotId(null))} />
        <SelectField label={t('orders.product')} name="addProduct" value={pid ?? ''} onChange={(e) => (setProductId(Number(e.target.value)), setSlotId(null), setQuantities({}))} options={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))} />
        <SelectField
          label={t('newOrder.step.slot')}
          name="addSlot"
          value={sid ?? ''}
          onChange={(e) => setSlotId(Number(e.target.value))}
          options={sellable.map((s) => ({ value: s.slotId, label: `${formatTimeRange(s.startTime, s.endTime)} · ${s.available === null ? t('calendar.unlimited') : t('calendar.seatsShort', { available: s.available })}` }))}
        />
      </div>
      {products.loading || slots.loading || types.loading ? <Spinner /> : null}
      {slots.data && sellable.length === 0 ? <EmptyState>{t('newOrder.noSlots')}</EmptyState> : null}
      {types.data?.map((ct) => (
        <div key={ct.id} className="row quantity-row">
          <TextField label={ct.name} name={`add-quantity-${ct.id}`} type="number" min={0} max={1000} value={quantities[ct.id] ?? ''} disabled={ct.priceForOne === null} error={check.fields[ct.id]} onChange={(e) => setQuantities((q) => ({ ...q, [ct.id]: e.target.value }))} />
          <span className="muted">{ct.priceForOne === null ? t('newOrder.noPrice') : formatMoney(ct.priceForOne, ct.currencyId ?? order.currencyId)}</span>
        </div>
      ))}
      {check.overLimit ? (
        <p className="form-error" role="alert" data-testid="seats-left">
          {t('newOrder.seatsLeft', { asked: check.total, available: slot?.available ?? 0 })}
        </p>
      ) : tried && check.total === 0 && !Object.keys(check.fields).length ? (
        <p className="form-error" role="alert">
          {t('newOrder.noQuantity')}
        </p>
      ) : null}
      <FormFooter message={form.message} />
    </Modal>
  );
}
