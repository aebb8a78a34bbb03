import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Button, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { navigate } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import type { PageProps } from '../page';
import { EMPTY_LEAD, LeadFields, leadFields, type LeadDraft } from './LeadFields';

/**
 * /crm-customer-lead-create/{crmCustomerId?}: a lead for a customer found by search (C336) or for a
 * new one, made in one step (C335).
 */
export default function LeadCreatePage({ params }: PageProps) {
  const { t } = useTranslation();
  const [customerId, setCustomerId] = useState<number | null>(params.crmCustomerId ? Number(params.crmCustomerId) : null);
  const [keyword, setKeyword] = useState('');
  const found = useApi(() => (keyword.trim().length >= 2 ? call('GET /api/crm/for-lead-creation/search', { query: { keyword } }) : null), [keyword]);
  const chosen = useApi(() => (customerId ? call('GET /api/crm-customer/short/get', { query: { id: customerId } }) : null), [customerId]);
  const form = useForm({ firstName: '', lastName: '', mobile: '', email: '' });
  const [lead, setLead] = useState<LeadDraft>(EMPTY_LEAD);
  const create = async () => {
    const crmCustomer = customerId ? { id: customerId, firstName: chosen.data?.firstName ?? '-' } : form.values;
    const made = await form.save('POST /api/crm/create/lead/create', { body: { crmCustomer, crmCustomerLead: leadFields(lead) } }, { success: t('crm.saved') });
    if (made) navigate(`/crm-customer/${made.crmCustomerId}/lead/${made.crmCustomerLeadId}`);
  };
  const err = (k: string) => form.errors[`crmCustomer.${k}`];
  return (
    <div className="stack">
      <section className="card" aria-label={t('crm.lead.customer')}>
        <h2>{t('crm.lead.customer')}</h2>
        {customerId && chosen.data ? (
          <div className="row">
            <strong data-testid="chosen-customer">{chosen.data.fullName}</strong>
            <span dir="ltr">{chosen.data.mobile}</span>
            <Button kind="link" onClick={() => setCustomerId(null)}>
              {t('crm.lead.otherCustomer')}
            </Button>
          </div>
        ) : (
          <>
            <TextField label={t('crm.lead.findCustomer')} name="customerSearch" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
            <ul className="stack">
              {(found.data ?? []).map((c) => (
                <li key={c.id}>
                  <Button kind="link" onClick={() => setCustomerId(c.id)}>
                    {c.fullName} <span dir="ltr">{c.mobile}</span>
                  </Button>
                </li>
              ))}
            </ul>
            <h3>{t('crm.lead.orNewCustomer')}</h3>
            <div className="row">
              <TextField label={t('crm.customer.firstName')} name="firstName" value={form.values.firstName} error={err('firstName')} onChange={(e) => form.set('firstName', e.target.value)} />
              <TextField label={t('crm.customer.lastName')} name="lastName" value={form.values.lastName} error={err('lastName')} onChange={(e) => form.set('lastName', e.target.value)} />
              <TextField label={t('crm.customer.mobile')} name="mobile" dir="ltr" value={form.values.mobile} error={err('mobile')} onChange={(e) => form.set('mobile', e.target.value)} />
              <TextField label={t('crm.customer.email')} name="email" dir="ltr" value={form.values.email} error={err('email')} onChange={(e) => form.set('email', e.target.value)} />
            </div>
          </>
        )}
      </section>
      <section className="card" aria-label={t('crm.lead.details')}>
        <h2>{t('crm.lead.details')}</h2>
        <LeadFields value={lead} onChange={setLead} errors={form.errors} prefix="crmCustomerLead." />
        <FormFooter message={form.message}>
          <Button kind="primary" busy={form.busy} onClick={() => void create()} data-testid="create-lead">
            {t('crm.lead.create')}
          </Button>
        </FormFooter>
      </section>
    </div>
  );
}
