import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Button, ErrorBox, Spinner } from '../../ui/components';
import { formatDate, formatDateTime, formatMoney } from '../../ui/format';
import { toast, confirmDialog } from '../../ui/notices';
import { Link, navigate } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';
import type { PageProps } from '../page';
import { ConversationPanel } from './ConversationPanel';
import { CustomerForm } from './CustomerForm';
import { LeadStatusBadge } from './labels';
import { PagedList } from './PagedList';
import { QuoteListRow, ReminderListRow } from './rows';
import { ReminderDialog } from './ReminderDialog';

const TABS = ['leads', 'messages', 'quotes', 'orders', 'reminders', 'history'] as const;
type Tab = (typeof TABS)[number];

/** /crm-customer/{id}/{tab?}: the customer's card (C293), its lists, each paged by the last id (C313-C317), and the conversation (C302-C312). */
export default function CustomerPage({ params }: PageProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const tab: Tab = (TABS as readonly string[]).includes(params.tab ?? '') ? (params.tab as Tab) : 'leads';
  const customer = useApi(() => call('GET /api/crm-customer/get', { query: { id } }), [id]);
  const [editing, setEditing] = useState(false);
  const [reminding, setReminding] = useState(false);
  const [version, setVersion] = useState(0);
  const canEdit = useCan(Permission.CrmCustomerEdit);
  const canLead = useCan(Permission.CrmCustomerCreateLead);
  const canRemind = useCan(Permission.CrmCustomerCreateReminder);
  if (customer.loading) return <Spinner />;
  if (customer.error || !customer.data) return <ErrorBox message={customer.error?.message ?? ''} onRetry={customer.reload} />;
  const c = customer.data;
  const remove = async () => {
    if (!(await confirmDialog(t('crm.customer.confirmDelete', { name: c.fullName })))) return;
    const res = await call('DELETE /api/crm-customer/delete/{id}', { params: { id } });
    if (res.ok) {
      toast('success', t('crm.deleted'));
      navigate('/crm-customers');
    }
  };
  const query = (lastId?: number) => ({ query: { crmCustomerId: id, ...(lastId ? { lastId } : {}) } });
  return (
    <div className="stack">
      <section className="card" aria-label={t('crm.customer.details')}>
        <h2>{c.fullName}</h2>
        <dl className="facts">
          <dt>{t('crm.customer.mobile')}</dt>
          <dd dir="ltr">{c.mobile}</dd>
          <dt>{t('crm.customer.email')}</dt>
          <dd dir="ltr">{c.email}</dd>
          <dt>{t('crm.customer.birthdate')}</dt>
          <dd>{formatDate(c.birthdate)}</dd>
          <dt>{t('crm.customer.ordersQty')}</dt>
          <dd>{c.ordersQty}</dd>
          <dt>{t('crm.customer.leadsQty')}</dt>
          <dd>{c.leadsQty}</dd>
          <dt>{t('crm.customer.value')}</dt>
          <dd>{formatMoney(c.customerValue)}</dd>
          <dt>{t('crm.customer.lastOrder')}</dt>
          <dd>{formatDate(c.lastOrderDate)}</dd>
          <dt>{t('crm.customer.remarks')}</dt>
          <dd>{c.remarks}</dd>
        </dl>
        <div className="form-actions">
          {canLead ? (
            <Button kind="primary" onClick={() => navigate(`/crm-customer-lead-create/${id}`)} data-testid="new-lead">
              {t('crm.lead.new')}
            </Button>
          ) : null}
          {canRemind ? <Button onClick={() => setReminding(true)}>{t('crm.reminders.new')}</Button> : null}
          {canEdit ? <Button onClick={() => setEditing(true)}>{t('crm.customer.edit')}</Button> : null}
          {canEdit ? (
            <Button kind="danger" onClick={() => void remove()}>
              {t('crm.customer.delete')}
            </Button>
          ) : null}
        </div>
      </section>
      <nav className="tabs" aria-label={t('crm.customer.lists')}>
        {TABS.map((name) => (
          <Link key={name} to={`/crm-customer/${id}/${name}`} className={name === tab ? 'active' : undefined}>
            {t(`crm.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {tab === 'messages' ? <ConversationPanel crmCustomerId={id} /> : null}
      <section className="card" aria-label={t(`crm.tabs.${tab}`)} hidden={tab === 'messages'}>
        {tab === 'leads' ? (
          <PagedList
            reloadKey={`${id}`}
            empty={t('crm.lead.none')}
            load={(lastId) => call('GET /api/crm/history/leads/get', query(lastId))}
            render={(l) => (
              <div key={l.id} className="row">
                <Link to={`/crm-customer/${id}/lead/${l.id}`}>{l.description || t('crm.lead.title', { id: l.id })}</Link>
                <LeadStatusBadge status={l.status} />
                <span className="muted">{formatDate(l.creationDate)}</span>
              </div>
            )}
          />
        ) : null}
        {tab === 'quotes' ? (
          <PagedList
            reloadKey={`${id}`}
            empty={t('crm.quote.none')}
            load={(lastId) => call('GET /api/crm/history/quotes/get', query(lastId))}
            render={(q) => <QuoteListRow key={q.id} quote={q} />}
          />
        ) : null}
        {tab === 'orders' ? (
          <PagedList
            reloadKey={`${id}`}
            empty={t('crm.orders.none')}
            load={(lastId) => call('GET /api/crm/history/orders/get', query(lastId))}
            render={(o) => (
              <div key={o.id} className="row">
                <Link to={`/order/${o.id}`}>{t('crm.orders.number', { number: o.orderNumber })}</Link>
                <span>{o.status}</span>
                <span className="num">{formatMoney(o.totalToPay, o.currencyId)}</span>
                <span className="muted">{formatDate(o.createDate)}</span>
              </div>
            )}
          />
        ) : null}
        {tab === 'reminders' ? (
          <PagedList
            reloadKey={`${id}:${version}`}
            empty={t('crm.reminders.none')}
            load={(lastId) => call('GET /api/crm/history/reminders/get', query(lastId))}
            render={(r) => <ReminderListRow key={r.id} reminder={r} />}
          />
        ) : null}
        {tab === 'history' ? (
          <PagedList
            reloadKey={`${id}`}
            empty={t('crm.history.none')}
            load={(lastId) => call('GET /api/crm/history/get', query(lastId))}
            render={(h) => (
              <div key={h.id} className="row">
                <span className="muted">{formatDateTime(h.createdAt)}</span>
                <span>{t(`crm.history.${h.type}`)}</span>
                <span>{t(`crm.history.events.${h.event}`, { defaultValue: h.event })}</span>
                {h.entityId ? <span className="muted">#{h.entityId}</span> : null}
              </div>
            )}
          />
        ) : null}
      </section>
      {editing ? (
        <CustomerForm
          customer={c}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            customer.reload();
          }}
        />
      ) : null}
      {reminding ? (
        <ReminderDialog
          crmCustomerId={id}
          onClose={() => setReminding(false)}
          onSaved={() => {
            setReminding(false);
            setVersion((v) => v + 1);
          }}
        />
      ) : null}
    </div>
  );
}
