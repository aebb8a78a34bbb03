import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorPlain, toMinor } from '@pos/shared/money';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Button, ErrorBox, Spinner, TextField } from '../../ui/components';
import { confirmDialog, toast } from '../../ui/notices';
import { formatDate, formatMoney, formatTime } from '../../ui/format';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import type { Order } from '../api-types';
import { useCan } from '../session';
import type { PageProps } from '../page';
import { AddProductDialog } from './AddProductDialog';

type Line = Order['products'][number];

/**
 * /order/{orderId}/edit: the order's lines: quantity, discount and (with ChangeUnitPrice,
 * R-PERM-17) the unit price of each line, removing a line, and recalculating the order.
 */
export default function EditOrderPage({ params }: PageProps) {
  const { t } = useTranslation();
  const orderId = Number(params.orderId);
  const order = useApi(() => call('GET /api/order/get', { query: { id: orderId } }), [orderId]);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  if (order.error) return <ErrorBox message={order.error.message} onRetry={order.reload} />;
  if (!order.data) return <Spinner />;
  const o = order.data;
  const recalc = async () => {
    setBusy(true);
    const result = await call('POST /api/order/recalc', { body: { id: o.id } });
    setBusy(false);
    if (result.ok) {
      toast('success', t('editOrder.recalculated'));
      order.reload();
    }
  };
  return (
    <div className="stack">
      <section className="card">
        <div className="toolbar">
          <h2>{t('orders.orderNo', { number: o.orderNumber })}</h2>
          <span className="spacer" />
          <Button onClick={() => setAdding(true)}>{t('newOrder.addProduct')}</Button>
          <Button busy={busy} onClick={() => void recalc()}>
            {t('editOrder.recalc')}
          </Button>
        </div>
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th>{t('orders.product')}</th>
                <th>{t('orders.activityDate')}</th>
                <th>{t('customerTypes.name')}</th>
                <th>{t('orders.quantity')}</th>
                <th>{t('orders.unitPrice')}</th>
                <th>{t('orders.discount')}</th>
                <th className="num">{t('orders.lineTotal')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {o.products.map((l) => (
                <LineRow key={`${l.id}-${l.quantity}-${l.priceForOne}-${l.discountAmount}`} order={o} line={l} onChanged={order.reload} />
              ))}
            </tbody>
          </table>
        </div>
        <dl className="facts money totals">
          <dt>{t('orders.totalToPay')}</dt>
          <dd>
            <strong>{formatMoney(o.totals.totalToPay, o.currencyId)}</strong>
          </dd>
        </dl>
      </section>
      <Link to={`/order/${o.id}`}>{t('editOrder.backToOrder')}</Link>
      {adding ? (
        <AddProductDialog
          order={o}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            toast('success', t('saved'));
            order.reload();
          }}
        />
      ) : null}
    </div>
  );
}

function LineRow({ order, line, onChanged }: { order: Order; line: Line; onChanged(): void }) {
  const { t } = useTranslation();
  const canChangePrice = useCan(Permission.ChangeUnitPrice);
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [price, setPrice] = useState(formatMinorPlain(line.priceForOne));
  const [discount, setDiscount] = useState(formatMinorPlain(line.discountAmount));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const money = (text: string, field: string): number | undefined => {
    try {
      return toMinor(text || '0');
    } catch {
      setErrors((e) => ({ ...e, [field]: t('pricing.badAmount') }));
      return undefined;
    }
  };
  const save = async () => {
    setErrors({});
    const discountAmount = money(discount, 'discountAmount');
    const priceForOne = canChangePrice ? money(price, 'priceForOne') : undefined;
    if (discountAmount === undefined || (canChangePrice && priceForOne === undefined)) return;
    setBusy(true);
    const result = await call('POST /api/order/product/customer/update', { body: { orderId: order.id, lineId: line.id, quantity: Number(quantity), discountAmount, ...(canChangePrice && priceForOne !== line.priceForOne ? { priceForOne } : {}) }, quiet: true });
    setBusy(false);
    if (result.ok) {
      toast('success', t('saved'));
      onChanged();
    } else {
      setErrors(result.error.fieldErrors ?? {});
      if (!result.error.fieldErrors || !Object.keys(result.error.fieldErrors).length) toast('error', result.error.message);
    }
  };
  const remove = async () => {
    if (!(await confirmDialog(t('editOrder.confirmRemove', { name: `${line.name} · ${line.customerTypeName}` })))) return;
    if ((await call('POST /api/order/product/customer/remove', { body: { orderId: order.id, lineId: line.id } })).ok) onChanged();
  };
  return (
    <tr>
      <td>{line.name}</td>
      <td>
        {formatDate(line.date)} {formatTime(line.slot.startTime)}
        <br />
        <Link to={`/order/${order.id}/edit-date/${line.productId}`}>{t('editOrder.changeDate')}</Link>
      </td>
      <td>{line.customerTypeName}</td>
      <td className="cell-input">
        <TextField label={t('orders.quantity')} name={`quantity-${line.id}`} type="number" min={1} max={1000} value={quantity} onChange={(e) => setQuantity(e.target.value)} error={errors.quantity} />
      </td>
      <td className="cell-input">
        <TextField label={t('orders.unitPrice')} name={`price-${line.id}`} inputMode="decimal" value={price} disabled={!canChangePrice} onChange={(e) => setPrice(e.target.value)} error={errors.priceForOne} />
      </td>
      <td className="cell-input">
        <TextField label={t('orders.discount')} name={`discount-${line.id}`} inputMode="decimal" value={discount} onChange={(e) => setDiscount(e.target.value)} error={errors.discountAmount} />
      </td>
      <td className="num">{formatMoney(line.price, order.currencyId)}</td>
      <td className="num">
        <Button kind="primary" busy={busy} onClick={() => void save()}>
          {t('common:save')}
        </Button>
        <Button kind="link" onClick={() => void remove()}>
          {t('delete')}
        </Button>
      </td>
    </tr>
  );
}
