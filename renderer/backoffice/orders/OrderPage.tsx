import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Badge, Button, CheckboxField, ErrorBox, Modal, SelectField, Spinner, TextArea, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { toast } from '../../ui/notices';
import { formatDate, formatDateTime, formatMoney, formatTime } from '../../ui/format';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import type { Order } from '../api-types';
import { ConflictFlags } from '../sync/ConflictFlags';
import { ContractFormPanel, SummaryButton } from './OrderDocuments';
import { OrderTicketsPanel } from './OrderTicketsPanel';
import { OrderMoney } from './OrderMoney';
import { CancelRefundChoice } from './CancelRefundChoice';
import { loadOrderLedger, type OrderLedger } from '../documents/ledger-api';
import { cancelReceipt, type RefundMethod } from '../documents/document-files';
import { isRefundable } from '../documents/kinds';
import { StatusBadge } from './StatusBadge';
import { documentEventText } from './document-event-text';
import { SendMessageButton } from '../messages/SendMessageButton';
import { useCan } from '../session';
import type { PageProps } from '../page';

/** Events whose texts live with their feature (R-ORD-9 summary, R-ORD-25 contract form). */
const OWN_EVENT_KEYS: Record<string, string> = { 'summary-created': 'orderSummary.event', 'contract-form-sent': 'contractForm.events.sent', 'contract-form-signed': 'contractForm.events.signed' };

/** /order/{id}: the order with its lines, totals, status, arrival, remarks, tags and history of events. */
export default function OrderPage({ params }: PageProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const order = useApi(() => (Number.isInteger(id) && id > 0 ? call('GET /api/order/get', { query: { id } }) : null), [id]);
  const canChangeStatus = useCan(Permission.ChangeOrderStatus);
  const canEdit = useCan(Permission.EditOrders);
  const [changing, setChanging] = useState<'OK' | 'RQ' | 'CN' | null>(null);
  const ledger = useApi(() => (Number.isInteger(id) && id > 0 ? loadOrderLedger(id) : null), [id, order.data]);
  if (order.error) return <ErrorBox message={order.error.message} onRetry={order.reload} />;
  const o = order.data;
  if (!o) return <Spinner />;
  const lead = o.leadCustomer;
  const money = (minor: number) => formatMoney(minor, o.currencyId);
  return (
    <div className="stack order-page">
      <div className="toolbar">
        <h2 className="order-title">{t('orders.orderNo', { number: o.orderNumber })}</h2>
        <StatusBadge status={o.status} />
        <span className="muted">{t('orders.createdAt', { date: formatDateTime(o.createDate) })}</span>
        <span className="spacer" />
        {canChangeStatus && !o.virtualSlots
          ? (['OK', 'RQ', 'CN'] as const)
              .filter((s) => s !== o.status)
              .map((s) => (
                <Button key={s} kind={s === 'CN' ? 'danger' : s === 'OK' ? 'primary' : 'secondary'} onClick={() => setChanging(s)}>
                  {t(`orders.to.${s}`)}
                </Button>
              ))
          : null}
      </div>
      {o.virtualSlots ? <div className="alert alert-info">{t('orders.virtualSlots')}</div> : null}
      {o.conflictFlags.length ? (
        <div className="alert alert-warning" data-testid="order-conflicts">
          <strong>{t('conflicts.onOrder')}</strong>
          <ConflictFlags flags={o.conflictFlags} explained />
        </div>
      ) : null}
      <div className="order-grid">
        <section className="card">
          <h3>{t('orders.customer')}</h3>
          <dl className="facts">
            <dt>{t('orders.name')}</dt>
            <dd>{[lead.firstName, lead.lastName].filter(Boolean).join(' ') || '—'}</dd>
            {lead.groupName ? (
              <>
                <dt>{t('orders.groupName')}</dt>
                <dd>{lead.groupName}</dd>
              </>
            ) : null}
            <dt>{t('orders.mobile')}</dt>
            <dd>
              <bdi dir="ltr">{lead.mobile || '—'}</bdi>
            </dd>
            <dt>{t('orders.email')}</dt>
            <dd>
              <bdi dir="ltr">{lead.email || '—'}</bdi>
            </dd>
            <dt>{t('pricing.channel')}</dt>
            <dd>{t(`channels.${o.channelId}`)}</dd>
            <dt>{t('pricing.priceType')}</dt>
            <dd>{t(`priceTypes.${o.priceType}`)}</dd>
            {o.source ? (
              <>
                <dt>{t('orders.source')}</dt>
                <dd>{sourceText(o.source)}</dd>
              </>
            ) : null}
          </dl>
          {lead.mobile || lead.email ? <SendMessageButton target={{ kind: 'orders', orderIds: [o.id], label: t('orders.orderNo', { number: o.orderNumber }) }} /> : null}
        </section>
        <section className="card">
          <h3>{t('orders.totals')}</h3>
          <dl className="facts money">
            <dt>{t('orders.priceTotal')}</dt>
            <dd>{money(o.totals.priceTotal)}</dd>
            <dt>{t('orders.discount')}</dt>
            <dd>{money(o.totals.discountAmount)}</dd>
            <dt>{t('orders.vat', { percent: o.totals.vatPercent })}</dt>
            <dd>{money(o.totals.vatAmount)}</dd>
            <dt>{t('orders.totalToPay')}</dt>
            <dd>
              <strong>{money(o.totals.totalToPay)}</strong>
            </dd>
            <dt>{t('orders.paid')}</dt>
            <dd>{money(o.paid)}</dd>
            <dt>{t('orders.balance')}</dt>
            <dd>{money(o.ballance)}</dd>
          </dl>
        </section>
      </div>
      <section className="card">
        <div className="toolbar">
          <h3>{t('orders.lines')}</h3>
          <span className="spacer" />
          {canEdit ? (
            <Link className="btn btn-secondary" to={`/order/${o.id}/edit`}>
              {t('editOrder.edit')}
            </Link>
          ) : null}
        </div>
        <div className="table-wrap">
          <table className="data">
            <thead>
              <tr>
                <th>{t('orders.product')}</th>
                <th>{t('orders.activityDate')}</th>
                <th>{t('customerTypes.name')}</th>
                <th className="num">{t('orders.quantity')}</th>
                <th className="num">{t('orders.unitPrice')}</th>
                <th className="num">{t('orders.discount')}</th>
                <th className="num">{t('orders.lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {o.products.map((l) => (
                <tr key={l.id}>
                  <td>{l.name}</td>
                  <td>
                    {formatDate(l.date)} {formatTime(l.slot.startTime)}
                    {l.limitExceeded ? <Badge tone="danger">{t('orders.overLimit')}</Badge> : null}
                  </td>
                  <td>{l.customerTypeName}</td>
                  <td className="num">{l.quantity}</td>
                  <td className="num">{money(l.priceForOne)}</td>
                  <td className="num">{money(l.discountAmount)}</td>
                  <td className="num">{money(l.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <OrderMoney ledger={ledger} cancelled={o.status === 'CN'} onChanged={order.reload} businessClient={o.businessClientId ? { id: o.businessClientId, name: o.businessClientName ?? '' } : null} />
      <OrderTicketsPanel order={o} />
      <section className="card stack">
        <h3>{t('orderSummary.documents')}</h3>
        <SummaryButton order={o} />
        <ContractFormPanel order={o} canEdit={canEdit} onSent={order.reload} />
      </section>
      <div className="order-grid">
        <section className="card stack">
          <h3>{t('orders.remarks')}</h3>
          <Remarks order={o} canEdit={canEdit} onSaved={order.reload} />
          <Tags order={o} canEdit={canEdit} onSaved={order.reload} />
          <ArrivalPicker order={o} canEdit={canEdit} onSaved={order.reload} />
        </section>
        <section className="card">
          <h3>{t('orders.history')}</h3>
          <ol className="history">
            {o.history.map((h) => (
              <li key={h.id}>
                <span className="muted">{formatDateTime(h.createDate)}</span>{' '}
                {h.type === 'document-created' || h.type === 'refunded' ? <DocumentEvent type={h.type} details={h.details} currencyId={o.currencyId} /> : <HistoryEvent type={h.type} details={h.details} />}
                {h.userName ? <span className="muted"> · {h.userName}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <p>
        <Link to="/orders">{t('orders.backToList')}</Link>
      </p>
      {changing ? (
        <StatusDialog
          order={o}
          ledger={ledger.data}
          status={changing}
          onClose={() => setChanging(null)}
          onDone={() => {
            setChanging(null);
            order.reload();
          }}
        />
      ) : null}
    </div>
  );
}

/** Issue 18: an order's source said in the user's language when it is one the system writes (a cashier's sale, a quote); a provider's own source options stay as typed. */
function sourceText(source: string): string {
  return i18next.exists(`backoffice:orders.sources.${source}`) ? i18next.t(`backoffice:orders.sources.${source}`) : source;
}

/** R-ORD-12: one event of the order's history in the user's language (issue 18: never the raw type, e.g. "arrival"). */
function HistoryEvent({ type, details }: { type: string; details: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  if (OWN_EVENT_KEYS[type]) return <>{t(OWN_EVENT_KEYS[type])}</>;
  if (type === 'arrival') {
    const codes = Array.isArray(details.ticketCodes) ? details.ticketCodes.length : 0;
    const arrival = typeof details.arrivalConfirmation === 'number' ? t(`orders.arrivals.${details.arrivalConfirmation}`) : '';
    return <>{t('orders.events.arrival', { tickets: codes, arrival })}</>;
  }
  return <>{i18n.exists(`backoffice:orders.events.${type}`) ? t(`orders.events.${type}`) : t('orders.events.other')}</>;
}

/** R-ORD-12: a document event's line (document-event-text.ts), linked to the document's page. */
function DocumentEvent({ type, details, currencyId }: { type: 'document-created' | 'refunded'; details: Record<string, unknown>; currencyId: number }) {
  const { t } = useTranslation();
  const text = documentEventText(t, type, details, currencyId);
  return typeof details.documentId === 'number' ? <Link to={`/documents/${details.documentId}`}>{text}</Link> : <>{text}</>;
}

/**
 * A status change (000 §4): the user may also zero the amounts; the server asks its questions
 * (cancel? on request? price changed? no availability?) and the API client resends when confirmed.
 */
function StatusDialog({ order, ledger, status, onClose, onDone }: { order: Order; ledger?: OrderLedger; status: 'OK' | 'RQ' | 'CN'; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const [setZero, setSetZero] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  // Issue 15: cancelling a paid order gives the money back. The user says how; each standing receipt
  // gets its refund receipt (receipt/cancel, R-RCPT-5..7), and the order is cancelled when the last one comes back.
  const receipts = (ledger?.documents ?? []).filter((d) => isRefundable(d.docType) && d.status === 'issued' && d.state === 'Done' && !d.refunded);
  const paidBack = status === 'CN' && order.paid > 0 && receipts.length > 0;
  const [refundMethod, setRefundMethod] = useState<RefundMethod>('original');
  const refundAll = async (): Promise<boolean | 'cancelled'> => {
    let cancelled = false;
    for (const r of receipts) {
      const refund = await cancelReceipt({ id: r.id, refundAmount: r.total, refundMethod });
      if (!refund.ok) {
        setMessage(refund.error.message);
        return false;
      }
      toast('success', t('documents.refund.done', { number: refund.data.number, amount: formatMoney(refund.data.total, order.currencyId) }));
      cancelled ||= refund.data.orderCancelled;
    }
    return cancelled ? 'cancelled' : true;
  };
  const send = async () => {
    setBusy(true);
    setMessage('');
    if (paidBack) {
      const refunded = await refundAll();
      if (refunded === false) return setBusy(false);
      if (refunded === 'cancelled') {
        setBusy(false);
        toast('success', t('orders.statusChanged', { status: t('orders.statuses.CN') }));
        return onDone();
      }
    }
    // Issue 18 (R-ORD-3, R-ORD-4): this dialog is the "are you sure" of a cancel or a move to on
    // request, so the call carries the spec's confirmed flag and no 422 question comes back for it.
    // Other questions (R-ORD-6: prices changed, no seats left) are still the server's to ask.
    const confirmed = status === 'CN' || (status === 'RQ' && order.status !== 'CN') ? true : undefined;
    const result = await call('GET /api/order/edit/status/{status}', { params: { status }, query: { id: order.id, setZero: setZero || undefined, confirmed }, quiet: true });
    setBusy(false);
    if (result.ok) {
      toast('success', t('orders.statusChanged', { status: t(`orders.statuses.${status}`) }));
      onDone();
    } else if (result.error.code !== 'warning-declined') setMessage(result.error.message);
  };
  return (
    <Modal
      title={t(`orders.to.${status}`)}
      onClose={onClose}
      footer={
        <>
          <Button kind={status === 'CN' ? 'danger' : 'primary'} busy={busy} onClick={() => void send()}>
            {status === 'OK' ? t(`orders.to.${status}`) : t(`orders.sureYes.${status}`)}
          </Button>
          <Button onClick={onClose}>{status === 'OK' ? t('common:cancel') : t('orders.sureNo')}</Button>
        </>
      }
    >
      {status === 'OK' ? null : (
        <p className="sure-question" role="alert">
          <strong>{t(`orders.sure.${status}`, { number: order.orderNumber })}</strong>
        </p>
      )}
      <p>{t('orders.statusFromTo', { from: t(`orders.statuses.${order.status}`), to: t(`orders.statuses.${status}`) })}</p>
      {paidBack ? <CancelRefundChoice paid={order.paid} currencyId={order.currencyId} value={refundMethod} onChange={setRefundMethod} /> : null}
      {order.totals.totalToPay !== 0 || order.gross !== 0 ? <CheckboxField label={t('orders.setZero')} checked={setZero} onChange={setSetZero} /> : null}
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
    </Modal>
  );
}

/** Remarks (at most 1000 characters, R-ORD-21), saved by order/save/remarks. */
function Remarks({ order, canEdit, onSaved }: { order: Order; canEdit: boolean; onSaved(): void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const form = useForm({ remarks: order.remarks });
  if (!editing)
    return (
      <div>
        <p className="pre-line">{order.remarks || t('orders.noRemarks')}</p>
        {canEdit ? (
          <Button kind="link" onClick={() => setEditing(true)}>
            {t('orders.editRemarks')}
          </Button>
        ) : null}
      </div>
    );
  const save = async () => {
    if ((await form.save('POST /api/order/save/remarks', { body: { orderId: order.id, remarks: form.values.remarks } }, { success: t('saved') })) !== undefined) {
      setEditing(false);
      onSaved();
    }
  };
  return (
    <div>
      <TextArea label={t('orders.remarks')} name="remarks" maxLength={1000} value={form.values.remarks} onChange={(e) => form.set('remarks', e.target.value)} error={form.errors.remarks} autoFocus />
      <FormFooter message={form.message}>
        <Button kind="primary" busy={form.busy} onClick={() => void save()}>
          {t('common:save')}
        </Button>
        <Button onClick={() => setEditing(false)}>{t('common:cancel')}</Button>
      </FormFooter>
    </div>
  );
}

/** The order's tags: chosen from the provider's order tags (order/tags), or a new one made on the spot. */
function Tags({ order, canEdit, onSaved }: { order: Order; canEdit: boolean; onSaved(): void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const all = useApi(() => (editing ? call('GET /api/order/tags') : null), [editing]);
  const [chosen, setChosen] = useState<number[]>(order.tags.map((x) => x.id));
  const form = useForm({ name: '' });
  const save = async () => {
    if ((await form.save('POST /api/order/tags/update', { body: { orderId: order.id, tagIds: chosen } })) !== undefined) {
      setEditing(false);
      onSaved();
    }
  };
  const create = async () => {
    const tag = await form.save('POST /api/order/tag/save', { body: { name: form.values.name } });
    if (tag) {
      form.set('name', '');
      setChosen((c) => [...c, tag.id]);
      all.reload();
    }
  };
  return (
    <div className="order-tags">
      <strong>{t('orders.tags')}: </strong>
      {order.tags.length ? order.tags.map((tag) => <Badge key={tag.id}>{tag.name}</Badge>) : <span className="muted">{t('orders.noTags')}</span>}{' '}
      {canEdit && !editing ? (
        <Button kind="link" onClick={() => setEditing(true)}>
          {t('orders.editTags')}
        </Button>
      ) : null}
      {editing ? (
        <div className="stack">
          {all.loading ? <Spinner /> : null}
          <div className="checks">
            {all.data?.map((tag) => (
              <CheckboxField key={tag.id} label={tag.name} checked={chosen.includes(tag.id)} onChange={(c) => setChosen(c ? [...chosen, tag.id] : chosen.filter((id) => id !== tag.id))} />
            ))}
          </div>
          <div className="row">
            <TextField label={t('orders.newTag')} name="tagName" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} error={form.errors.name} />
            <div className="form-actions">
              <Button disabled={!form.values.name.trim()} onClick={() => void create()}>
                {t('orders.addTag')}
              </Button>
            </div>
          </div>
          <FormFooter message={form.message}>
            <Button kind="primary" busy={form.busy} onClick={() => void save()}>
              {t('common:save')}
            </Button>
            <Button onClick={() => setEditing(false)}>{t('common:cancel')}</Button>
          </FormFooter>
        </div>
      ) : null}
    </div>
  );
}

/** Arrival confirmation (R-ORD-13, R-ORD-14): changing an earlier mark is a question from the server. */
function ArrivalPicker({ order, canEdit, onSaved }: { order: Order; canEdit: boolean; onSaved(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <SelectField
      label={t('orders.arrival')}
      name="arrival"
      value={order.arrivalConfirmationId}
      disabled={!canEdit || busy}
      onChange={async (e) => {
        setBusy(true);
        const result = await call('POST /api/order/update-arrival-confirmation', { body: { orderId: order.id, arrivalConfirmationId: Number(e.target.value) } });
        setBusy(false);
        if (result.ok) toast('success', t('saved'));
        onSaved();
      }}
      options={[0, 1, 2, 3].map((id) => ({ value: id, label: t(`orders.arrivals.${id}`) }))}
    />
  );
}
