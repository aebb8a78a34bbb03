import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES, type LeadStatus, type LeadView } from '@pos/shared/api/crm';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Button, ErrorBox, SelectField, Spinner } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { formatDate, formatDateTime } from '../../ui/format';
import { Link, navigate } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import { useCan } from '../session';
import type { PageProps } from '../page';
import { ActivityForm } from './ActivityForm';
import { ConversationPanel } from './ConversationPanel';
import { LeadStatusBadge } from './labels';
import { LeadFields, leadFields, type LeadDraft } from './LeadFields';
import { PagedList } from './PagedList';
import { QuoteListRow, ReminderListRow } from './rows';
import { ReminderDialog } from './ReminderDialog';

const draftOf = (l: LeadView): LeadDraft => ({
  leadTypeId: l.leadTypeId ? String(l.leadTypeId) : '',
  leadSourceId: l.leadSourceId ? String(l.leadSourceId) : '',
  description: l.description,
  remarks: l.remarks,
  numberOfGuests: l.numberOfGuests === null ? '' : String(l.numberOfGuests),
});

/** /crm-customer/{crmCustomerId}/lead/{crmCustomerLeadId}: a lead, its status, its conversation (C305, C306), quotes, reminders and activities. */
export default function LeadPage({ params }: PageProps) {
  const id = Number(params.crmCustomerLeadId);
  const lead = useApi(() => call('GET /api/crm/leads/get', { query: { id } }), [id]);
  if (lead.loading) return <Spinner />;
  if (lead.error || !lead.data) return <ErrorBox message={lead.error?.message ?? ''} onRetry={lead.reload} />;
  return <LeadView key={lead.data.id} lead={lead.data} onSaved={lead.reload} />;
}

function LeadView({ lead, onSaved }: { lead: LeadView; onSaved(): void }) {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.CrmCustomerCreateLead);
  const canRemind = useCan(Permission.CrmCustomerCreateReminder);
  const canAct = useCan(Permission.CrmCustomerCreateActivity);
  const form = useForm({ status: lead.status as LeadStatus, active: lead.active });
  const [draft, setDraft] = useState(draftOf(lead));
  const [reminding, setReminding] = useState(false);
  const [version, setVersion] = useState(0);
  const save = async () => {
    const saved = await form.save('POST /api/crm/leads/save', { body: { id: lead.id, crmCustomerId: lead.crmCustomerId, ...leadFields(draft), status: form.values.status } }, { success: t('crm.saved') });
    if (saved) onSaved();
  };
  const leadQuery = (lastId?: number) => ({ query: { crmCustomerLeadId: lead.id, ...(lastId ? { lastId } : {}) } });
  return (
    <div className="stack">
      <section className="card" aria-label={t('crm.lead.details')}>
        <h2>
          {t('crm.lead.title', { id: lead.id })} · <Link to={`/crm-customer/${lead.crmCustomerId}`}>{lead.customerName}</Link> <LeadStatusBadge status={lead.status} />
        </h2>
        <p className="muted">{formatDate(lead.creationDate)}</p>
        <SelectField label={t('crm.lead.status')} name="status" value={form.values.status} onChange={(e) => form.set('status', e.target.value as LeadStatus)} options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`crm.leadStatus.${s}`) }))} disabled={!canEdit} />
        <LeadFields value={draft} onChange={setDraft} errors={form.errors} />
        <FormFooter message={form.message}>
          {canEdit ? (
            <Button kind="primary" busy={form.busy} onClick={() => void save()} data-testid="save-lead">
              {t('common:save')}
            </Button>
          ) : null}
        </FormFooter>
      </section>
      <ConversationPanel crmCustomerId={lead.crmCustomerId} crmCustomerLeadId={lead.id} />
      <section className="card" aria-label={t('crm.tabs.quotes')}>
        <div className="form-actions">
          <h3>{t('crm.tabs.quotes')}</h3>
          <span className="spacer" />
          <Button kind="primary" onClick={() => navigate(`/quote/${lead.id}/new`)} data-testid="new-quote">
            {t('crm.quote.new')}
          </Button>
        </div>
        <PagedList
          reloadKey={lead.id}
          empty={t('crm.quote.none')}
          load={(lastId) => call('GET /api/crm-customer-lead/quotes/get', leadQuery(lastId))}
          render={(q) => <QuoteListRow key={q.id} quote={q} />}
        />
      </section>
      <section className="card" aria-label={t('crm.tabs.reminders')}>
        <div className="form-actions">
          <h3>{t('crm.tabs.reminders')}</h3>
          <span className="spacer" />
          {canRemind ? <Button onClick={() => setReminding(true)}>{t('crm.reminders.new')}</Button> : null}
        </div>
        <PagedList
          reloadKey={`${lead.id}:${version}`}
          empty={t('crm.reminders.none')}
          load={(lastId) => call('GET /api/crm-customer-lead/reminders/get', leadQuery(lastId))}
          render={(r) => <ReminderListRow key={r.id} reminder={r} />}
        />
      </section>
      <section className="card" aria-label={t('crm.activities.title')}>
        <h3>{t('crm.activities.title')}</h3>
        {canAct ? <ActivityForm crmCustomerId={lead.crmCustomerId} crmCustomerLeadId={lead.id} onSaved={() => setVersion((v) => v + 1)} /> : null}
        <PagedList
          reloadKey={`${lead.id}:${version}`}
          empty={t('crm.activities.none')}
          load={(lastId) => call('GET /api/crm-customer-lead/activities/get', leadQuery(lastId))}
          render={(a) => (
            <div key={a.id} className="row">
              <span>{formatDateTime(a.activityDateTime)}</span>
              <strong>{a.activityTypeName}</strong>
              {a.activityLocationName ? <span>{a.activityLocationName}</span> : null}
              <span>{a.description}</span>
            </div>
          )}
        />
      </section>
      {reminding ? (
        <ReminderDialog
          crmCustomerId={lead.crmCustomerId}
          crmCustomerLeadId={lead.id}
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
