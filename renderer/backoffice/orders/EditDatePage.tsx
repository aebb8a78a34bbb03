import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Button, DateField, EmptyState, ErrorBox, Spinner } from '../../ui/components';
import { toast } from '../../ui/notices';
import { formatDate, formatTime, formatTimeRange } from '../../ui/format';
import { Link, navigate } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import type { SlotForSale } from '../api-types';
import type { PageProps } from '../page';

/**
 * /order/{id}/edit-date/{productId}: moves one product of the order to another date or slot
 * (GET order/product/getDate, POST order-product/save-new-date). Moving between a past and a
 * future slot is a question from the server (R-ORD-11), answered in the dialog it raises.
 */
export default function EditDatePage({ params }: PageProps) {
  const { t } = useTranslation();
  const orderId = Number(params.id);
  const productId = Number(params.productId);
  const [date, setDate] = useState<string>('');
  const current = useApi(() => call('GET /api/order/product/getDate', { query: { orderId, productId, date: date || undefined } }), [orderId, productId, date]);
  const [busy, setBusy] = useState<number | null>(null);
  if (current.error) return <ErrorBox message={current.error.message} onRetry={current.reload} />;
  if (!current.data) return <Spinner />;
  const answer = current.data;
  const shownDate = date || answer.date;
  const move = async (slot: SlotForSale) => {
    setBusy(slot.slotId);
    const result = await call('POST /api/order-product/save-new-date', { body: { orderId, productId, currentDate: answer.date, currentSlotId: answer.slotId ?? undefined, date: slot.date, slotId: slot.slotId } });
    setBusy(null);
    if (result.ok) {
      toast('success', t('editDate.moved'));
      navigate(`/order/${orderId}`);
    }
  };
  return (
    <section className="card stack">
      <p>{t('editDate.current', { date: formatDate(answer.date), time: formatTime(answer.startTime) })}</p>
      <DateField label={t('editDate.newDate')} name="date" value={shownDate} onChange={(d) => d && setDate(d)} />
      {current.loading ? <Spinner /> : null}
      {answer.slots.length === 0 ? <EmptyState>{t('newOrder.noSlots')}</EmptyState> : null}
      <div className="pick-list">
        {answer.slots.map((s) => (
          <Button key={s.slotId} busy={busy === s.slotId} disabled={s.blockedReason !== null || (s.slotId === answer.slotId && s.date === answer.date)} onClick={() => void move(s)}>
            <span className="slot-time">
              {formatTimeRange(s.startTime, s.endTime)}
            </span>
            <span className="muted">{s.blockedReason ? t(`newOrder.blocked.${s.blockedReason}`, { defaultValue: s.blockedReason }) : s.available === null ? t('calendar.unlimited') : t('calendar.seatsShort', { available: s.available })}</span>
          </Button>
        ))}
      </div>
      <Link to={`/order/${orderId}`}>{t('editOrder.backToOrder')}</Link>
    </section>
  );
}
