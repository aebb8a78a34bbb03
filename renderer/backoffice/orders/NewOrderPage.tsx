import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { call } from '../../ui/api';
import { Button, DateField, EmptyState, SelectField, Spinner, TextArea, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { formatDate, formatMoney, formatTime, formatTimeRange, today } from '../../ui/format';
import { navigate, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import type { ProductForSale, SlotForSale } from '../api-types';
import { useSession } from '../session';
import type { PageProps } from '../page';
import { quantityProblems } from './quantities';
import { CrmCustomerMatches, type CrmCustomerMatch } from '../crm/CrmCustomerMatches';
import { usePrefill } from './prefill';

interface CartEntry {
  productId: number;
  productName: string;
  date: string;
  slotId: number;
  startTime: string;
  customers: { customerTypeId: number; name: string; quantity: number }[];
}

interface Draft {
  priceTypeId?: number;
  channelId?: number;
  currencyId?: number;
  cart: CartEntry[];
  /** Issue 20: the business client the order is for (opened from the client's page with ?businessClientId=). */
  businessClient?: { id: number; name: string };
  /** The product being added: product, then date and slot, then customer types. */
  picking: { product?: ProductForSale; date: string; slot?: SlotForSale };
}

/** The order being made survives moving between its steps (/orders/new/add-product, /slot, /customer-type). */
const useDraft = create<Draft>(() => ({ cart: [], picking: { date: today() } }));

function requestBody(d: Draft, init: { defaultPriceTypeId: number; defaultChannelId: number; localCurrencyId: number } | undefined) {
  return {
    priceTypeId: d.priceTypeId ?? init?.defaultPriceTypeId,
    channelId: d.channelId ?? init?.defaultChannelId,
    currencyId: d.currencyId ?? init?.localCurrencyId,
    ...(d.businessClient ? { businessClientId: d.businessClient.id } : {}),
    products: d.cart.map((e) => ({ productId: e.productId, date: e.date, slotId: e.slotId, customers: e.customers.map((c) => ({ customerTypeId: c.customerTypeId, quantity: c.quantity })) })),
  };
}

/**
 * /orders/new: a new order (CreateOrders). Add a product (order/products/price-type), its date and
 * slot (order/products/slots), customer types and quantities (order/products/customer-types);
 * order/calculate prices the whole order; order/create makes it.
 */
export default function NewOrderPage(_props: PageProps) {
  const { t } = useTranslation();
  const { path, search } = useLocation();
  const askedClient = Number(search.get('businessClientId')) || 0;
  useEffect(() => {
    if (askedClient) void call('GET /api/businessClient/get', { query: { id: askedClient } }).then((r) => r.ok && useDraft.setState({ businessClient: { id: r.data.id, name: r.data.name } }));
  }, [askedClient]);
  const step = path.endsWith('/add-product') ? 'product' : path.endsWith('/slot') ? 'slot' : path.endsWith('/customer-type') ? 'customer-type' : 'order';
  const draft = useDraft();
  const init = useSession((s) => s.init);
  const priceTypeId = draft.priceTypeId ?? init?.defaultPriceTypeId ?? 1;
  const channelId = draft.channelId ?? init?.defaultChannelId ?? 1;
  const currencyId = draft.currencyId ?? init?.localCurrencyId ?? 1;
  // Issue 18: the calendar's "Book this slot" opens this page with the product, date and slot.
  usePrefill(search, priceTypeId, channelId, (picking) => useDraft.setState({ picking }));

  // Issue 18: a new order opens on its first step (choose the product), not on the empty order.
  const prefilling = Boolean(search.get('productId'));
  const emptyOrder = step === 'order' && draft.cart.length === 0 && !prefilling;
  useEffect(() => {
    if (emptyOrder) navigate('/orders/new/add-product', { replace: true });
  }, [emptyOrder]);

  return (
    <div className="stack new-order">
      <ol className="wizard-steps" aria-label={t('newOrder.steps')}>
        {(['product', 'slot', 'customer-type', 'order'] as const).map((s, i) => (
          <li key={s} className={s === step ? 'current' : undefined} aria-current={s === step ? 'step' : undefined}>
            <span className="step-number">{i + 1}</span> {t(`newOrder.step.${s}`)}
          </li>
        ))}
      </ol>
      {step === 'product' ? <PickProduct priceTypeId={priceTypeId} channelId={channelId} /> : null}
      {step === 'slot' ? <PickSlot priceTypeId={priceTypeId} /> : null}
      {step === 'customer-type' ? <PickCustomerTypes priceTypeId={priceTypeId} channelId={channelId} currencyId={currencyId} /> : null}
      {step === 'order' ? <OrderSummary /> : null}
    </div>
  );
}

function PickProduct({ priceTypeId, channelId }: { priceTypeId: number; channelId: number }) {
  const { t } = useTranslation();
  const init = useSession((s) => s.init);
  const draft = useDraft();
  const products = useApi(() => call('GET /api/order/products/price-type', { query: { priceTypeId, channelId, date: draft.picking.date } }), [priceTypeId, channelId, draft.picking.date]);
  const lockedTerms = draft.cart.length > 0;
  return (
    <section className="card">
      <h2>{t('newOrder.step.product')}</h2>
      <div className="row">
        <SelectField label={t('pricing.priceType')} value={priceTypeId} disabled={lockedTerms} onChange={(e) => useDraft.setState({ priceTypeId: Number(e.target.value) })} options={(init?.priceTypes ?? []).map((p) => ({ value: p.id, label: t(`priceTypes.${p.id}`) }))} />
        <SelectField label={t('pricing.channel')} value={channelId} disabled={lockedTerms} onChange={(e) => useDraft.setState({ channelId: Number(e.target.value) })} options={(init?.channels ?? []).map((c) => ({ value: c.id, label: t(`channels.${c.id}`) }))} />
        <DateField label={t('calendar.date')} name="date" value={draft.picking.date} onChange={(date) => date && useDraft.setState((d) => ({ picking: { ...d.picking, date } }))} />
      </div>
      {products.loading ? <Spinner /> : null}
      {products.data?.length === 0 ? <EmptyState>{t('newOrder.noProducts')}</EmptyState> : null}
      <div className="pick-list">
        {products.data?.map((p) => (
          <Button
            key={p.id}
            onClick={() => {
              useDraft.setState((d) => ({ picking: { ...d.picking, product: p, slot: undefined } }));
              navigate('/orders/new/slot');
            }}
          >
            {p.name}
          </Button>
        ))}
      </div>
      <div className="form-actions">
        <Button onClick={() => navigate(draft.cart.length ? '/orders/new' : '/orders')}>{t('wizard.back')}</Button>
      </div>
    </section>
  );
}

function PickSlot({ priceTypeId }: { priceTypeId: number }) {
  const { t } = useTranslation();
  const { picking } = useDraft();
  const product = picking.product;
  const slots = useApi(() => (product ? call('GET /api/order/products/slots', { query: { productId: product.id, date: picking.date, priceTypeId } }) : null), [product?.id, picking.date, priceTypeId]);
  if (!product) return <EmptyState>{t('newOrder.chooseProductFirst')}</EmptyState>;
  return (
    <section className="card">
      <h2>
        {product.name} · {formatDate(picking.date)}
      </h2>
      <DateField label={t('calendar.date')} value={picking.date} onChange={(date) => date && useDraft.setState((d) => ({ picking: { ...d.picking, date, slot: undefined } }))} />
      {slots.loading ? <Spinner /> : null}
      {slots.data?.length === 0 ? <EmptyState>{t('newOrder.noSlots')}</EmptyState> : null}
      <div className="pick-list">
        {slots.data?.map((s) => (
          <Button
            key={s.slotId}
            disabled={s.blockedReason !== null || s.available === 0}
            onClick={() => {
              useDraft.setState((d) => ({ picking: { ...d.picking, slot: s } }));
              navigate('/orders/new/customer-type');
            }}
          >
            <span className="slot-time">
              {formatTimeRange(s.startTime, s.endTime)}
            </span>
            <span className="muted">{s.blockedReason ? t(`newOrder.blocked.${s.blockedReason}`, { defaultValue: s.blockedReason }) : s.available === null ? t('calendar.unlimited') : t('calendar.seatsShort', { available: s.available })}</span>
          </Button>
        ))}
      </div>
      <div className="form-actions">
        <Button onClick={() => navigate('/orders/new/add-product')}>{t('wizard.back')}</Button>
      </div>
    </section>
  );
}

function PickCustomerTypes({ priceTypeId, channelId, currencyId }: { priceTypeId: number; channelId: number; currencyId: number }) {
  const { t } = useTranslation();
  const { picking } = useDraft();
  const product = picking.product;
  const types = useApi(() => (product ? call('GET /api/order/products/customer-types', { query: { productId: product.id, date: picking.date, priceTypeId, channelId, currencyId } }) : null), [product?.id, picking.date]);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [tried, setTried] = useState(false);
  if (!product || !picking.slot) return <EmptyState>{t('newOrder.chooseSlotFirst')}</EmptyState>;
  const slot = picking.slot;
  // Issue 18: a wrong quantity says why at its field (never a silently disabled Add), and more
  // tickets than the slot has left are refused as they are typed, with the seats left.
  const check = quantityProblems(quantities, slot.available, (key, opts) => t(key, opts ?? {}));
  const add = () => {
    setTried(true);
    if (check.fields && Object.keys(check.fields).length) return;
    if (check.total === 0 || check.overLimit) return;
    const customers = (types.data ?? []).flatMap((ct) => {
      const quantity = Number(quantities[ct.id] ?? 0);
      return quantity > 0 ? [{ customerTypeId: ct.id, name: ct.name, quantity }] : [];
    });
    if (!customers.length) return;
    useDraft.setState((d) => ({ cart: [...d.cart, { productId: product.id, productName: product.name, date: picking.date, slotId: slot.slotId, startTime: slot.startTime, customers }], picking: { date: picking.date } }));
    navigate('/orders/new');
  };
  return (
    <section className="card">
      <h2>
        {product.name} · {formatDate(picking.date)} {formatTime(slot.startTime)}
      </h2>
      {types.loading ? <Spinner /> : null}
      {types.data?.map((ct) => (
        <div key={ct.id} className="row quantity-row">
          <TextField
            label={ct.name}
            name={`quantity-${ct.id}`}
            type="number"
            min={0}
            max={1000}
            step={1}
            value={quantities[ct.id] ?? ''}
            onChange={(e) => setQuantities((q) => ({ ...q, [ct.id]: e.target.value }))}
            disabled={ct.priceForOne === null}
            error={check.fields[ct.id]}
          />
          <span className="muted">{ct.priceForOne === null ? t('newOrder.noPrice') : formatMoney(ct.priceForOne, ct.currencyId ?? currencyId)}</span>
        </div>
      ))}
      {check.overLimit ? (
        <p className="form-error" role="alert" data-testid="seats-left">
          {t('newOrder.seatsLeft', { asked: check.total, available: slot.available ?? 0 })}
        </p>
      ) : tried && check.total === 0 && !Object.keys(check.fields).length ? (
        <p className="form-error" role="alert">
          {t('newOrder.noQuantity')}
        </p>
      ) : null}
      <div className="form-actions">
        <Button onClick={() => navigate('/orders/new/slot')}>{t('wizard.back')}</Button>
        <Button kind="primary" onClick={add}>
          {t('newOrder.addToOrder')}
        </Button>
      </div>
    </section>
  );
}

function OrderSummary() {
  const { t } = useTranslation();
  const draft = useDraft();
  const init = useSession((s) => s.init);
  const body = requestBody(draft, init);
  const calc = useApi(() => (draft.cart.length ? call('POST /api/order/calculate', { body }) : null), [JSON.stringify(body)]);
  const form = useForm({ firstName: '', lastName: '', mobile: '', email: '', remarks: '', status: 'OK' as 'OK' | 'RQ', crmCustomerId: null as number | null });
  const v = form.values;
  // C295: a CRM customer chosen fills the fields; changing the mobile or e-mail after lets it go.
  const pickCrmCustomer = (c: CrmCustomerMatch) => form.setValues((x) => ({ ...x, firstName: c.firstName, lastName: c.lastName, mobile: c.mobile, email: c.email, crmCustomerId: c.id }));
  const setContact = (key: 'mobile' | 'email', value: string) => form.setValues((x) => ({ ...x, [key]: value, crmCustomerId: null }));
  // Issue 18 (R-ORD-1, R-ORD-2, R-PRICE-2): made confirmed or on request; an on-request price list makes it on request anyway.
  const onRequestOnly = calc.data?.status === 'RQ';
  const status = onRequestOnly ? 'RQ' : v.status;
  const create = async () => {
    const created = await form.save('POST /api/order/create', { body: { ...body, status, leadCustomer: { firstName: v.firstName, lastName: v.lastName, mobile: v.mobile, email: v.email || undefined }, crmCustomerId: v.crmCustomerId, remarks: v.remarks } });
    if (created) {
      useDraft.setState({ cart: [], picking: { date: today() }, businessClient: undefined });
      navigate(`/order/${created.id}`);
    }
  };
  const err = (f: string) => form.errors[`leadCustomer.${f}`] ?? form.errors[f];
  const currency = calc.data?.currencyId ?? body.currencyId;
  return (
    <div className="stack">
      {draft.businessClient ? (
        <p className="card" data-testid="order-business-client">
          {t('newOrder.forBusinessClient', { name: draft.businessClient.name })}{' '}
          <Button kind="link" onClick={() => useDraft.setState({ businessClient: undefined })}>
            {t('delete')}
          </Button>
        </p>
      ) : null}
      <section className="card">
        <div className="toolbar">
          <h2>{t('orders.lines')}</h2>
          <span className="spacer" />
          <Button kind="primary" onClick={() => navigate('/orders/new/add-product')}>
            {t('newOrder.addProduct')}
          </Button>
        </div>
        {draft.cart.length === 0 ? (
          <EmptyState>{t('newOrder.empty')}</EmptyState>
        ) : (
          <table className="data">
            <thead>
              <tr>
                <th>{t('orders.product')}</th>
                <th>{t('orders.activityDate')}</th>
                <th>{t('customerTypes.name')}</th>
                <th className="num">{t('orders.quantity')}</th>
                <th className="num">{t('orders.lineTotal')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {draft.cart.flatMap((e, i) =>
                e.customers.map((c, j) => (
                  <tr key={`${i}-${j}`}>
                    <td>{j === 0 ? e.productName : ''}</td>
                    <td>{j === 0 ? `${formatDate(e.date)} ${formatTime(e.startTime)}` : ''}</td>
                    <td>{c.name}</td>
                    <td className="num">{c.quantity}</td>
                    <td className="num">{formatMoney(calc.data?.products[i]?.customers[j]?.price, currency)}</td>
                    <td className="num">
                      {j === 0 ? (
                        <Button kind="link" onClick={() => useDraft.setState((d) => ({ cart: d.cart.filter((_, k) => k !== i) }))}>
                          {t('delete')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        )}
        {calc.loading ? <Spinner /> : null}
        {calc.data ? (
          <dl className="facts money totals">
            <dt>{t('orders.vat', { percent: calc.data.totals.vatPercent })}</dt>
            <dd>{formatMoney(calc.data.totals.vatAmount, currency)}</dd>
            <dt>{t('orders.totalToPay')}</dt>
            <dd>
              <strong>{formatMoney(calc.data.totals.totalToPay, currency)}</strong>
            </dd>
            <dt>{t('orders.status')}</dt>
            <dd>{t(`orders.statuses.${status}`)}</dd>
          </dl>
        ) : null}
      </section>
      {draft.cart.length ? (
        <section className="card">
          <h2>{t('orders.customer')}</h2>
          <div className="row">
            <TextField label={t('newOrder.firstName')} name="firstName" value={v.firstName} onChange={(e) => form.set('firstName', e.target.value)} error={err('firstName')} />
            <TextField label={t('newOrder.lastName')} name="lastName" value={v.lastName} onChange={(e) => form.set('lastName', e.target.value)} error={err('lastName')} />
            <TextField label={t('orders.mobile')} name="mobile" dir="ltr" value={v.mobile} onChange={(e) => setContact('mobile', e.target.value)} error={err('mobile')} />
            <TextField label={t('orders.email')} name="email" dir="ltr" value={v.email} onChange={(e) => setContact('email', e.target.value)} error={err('email')} />
          </div>
          <CrmCustomerMatches keyword={v.mobile.trim() || v.email} chosenId={v.crmCustomerId} onPick={pickCrmCustomer} />
          <TextArea label={t('orders.remarks')} value={v.remarks} onChange={(e) => form.set('remarks', e.target.value)} error={err('remarks')} />
          <fieldset className="stack order-status-choice" role="radiogroup" aria-label={t('newOrder.statusChoice')}>
            <legend>{t('newOrder.statusChoice')}</legend>
            {(['OK', 'RQ'] as const).map((s) => (
              <label key={s} className="field-check">
                <input type="radio" name="orderStatus" value={s} checked={status === s} disabled={s === 'OK' && onRequestOnly} onChange={() => form.set('status', s)} /> {t(`orders.statuses.${s}`)}
                <small className="hint"> · {t(`newOrder.statusHint.${s}`)}</small>
              </label>
            ))}
            {onRequestOnly ? <small className="hint">{t('newOrder.onRequestOnly')}</small> : null}
            {err('status') ? <small className="field-error">{err('status')}</small> : null}
          </fieldset>
          <FormFooter message={form.message}>
            <Button kind="primary" busy={form.busy} onClick={() => void create()}>
              {t('newOrder.create')}
            </Button>
          </FormFooter>
        </section>
      ) : null}
    </div>
  );
}
