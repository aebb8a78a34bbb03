import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES } from '@pos/shared/api/crm';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Button, ErrorBox, Spinner } from '../../ui/components';
import { formatDate } from '../../ui/format';
import { Link, navigate } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';
import type { PageProps } from '../page';
import { RemindersBell } from './RemindersBell';
import { SendMessageButton } from '../messages/SendMessageButton';
import { exportLeads, ListExportButton } from '../exports/ListExportButton';

/** /crm-customer-leads: the leads board, one column per status (R-CRM-2), newest first (C332). */
export default function LeadsPage(_props: PageProps) {
  const { t } = useTranslation();
  const canLead = useCan(Permission.CrmCustomerCreateLead);
  const canExport = useCan(Permission.CrmCustomersExportAndImport);
  const leads = useApi(() => call('POST /api/crm/leads/list', { body: { pageSize: 200 } }), []);
  return (
    <div className="stack">
      <div className="form-actions">
        <span className="spacer" />
        {leads.data && leads.data.items.length > 0 ? <SendMessageButton target={{ kind: 'crm-leads', filter: { leadIds: leads.data.items.map((l) => l.id) }, label: t('sendMessage.toLeads') }} /> : null}
        {canExport ? <ListExportButton start={exportLeads()} label={t('exports.list.leads')} /> : null}
        <RemindersBell />
        {canLead ? (
          <Button kind="primary" onClick={() => navigate('/crm-customer-lead-create')} data-testid="new-lead">
            {t('crm.lead.new')}
          </Button>
        ) : null}
      </div>
      {leads.loading ? <Spinner /> : null}
      {leads.error ? <ErrorBox message={leads.error.message} onRetry={leads.reload} /> : null}
      {leads.data ? (
        <div className="lead-board" style={{ display: 'grid', gridTemplateColumns: `repeat(${LEAD_STATUSES.length}, minmax(12rem, 1fr))`, gap: '0.75rem', overflowX: 'auto' }}>
          {LEAD_STATUSES.map((status) => {
            const column = leads.data!.items.filter((l) => l.status === status);
            return (
              <section key={status} className="card" aria-label={t(`crm.leadStatus.${status}`)} data-status={status}>
                <h3>
                  {t(`crm.leadStatus.${status}`)} <span className="muted">({column.length})</span>
                </h3>
                <div className="stack">
                  {column.map((l) => (
                    <Link key={l.id} to={`/crm-customer/${l.crmCustomerId}/lead/${l.id}`} className="card" data-lead={l.id} style={{ display: 'block', textDecoration: 'none' }}>
                      <strong>{l.customerName}</strong>
                      <div>{l.description}</div>
                      <div className="muted">
                        {formatDate(l.creationDate)}
                        {l.numberOfGuests ? ` · ${t('crm.lead.guestsShort', { count: l.numberOfGuests })}` : ''}
                        {l.quotesQty ? ` · ${t('crm.lead.quotesShort', { count: l.quotesQty })}` : ''}
                      </div>
                    </Link>
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
