import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@pos/shared/languages';
import { REQUESTED_TIMES, type QuoteProductInput } from '@pos/shared/api/quotes';
import { call } from '../../ui/api';
import { Button, ErrorBox, Spinner } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { addDays, formatDate, today } from '../../ui/format';
import { navigate } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import type { PageProps } from '../page';
import { QuoteProductPicker } from './QuoteProductPicker';
import { QuoteDetailFields } from './QuoteDetailFields';

/** /quote/{crmCustomerLeadId}/new: a quote for a lead (R-QUO-3) with its requested time (R-QUO-1) and products (C094). */
export default function QuoteNewPage({ params }: PageProps) {
  const { t, i18n } = useTranslation();
  const leadId = Number(params.crmCustomerLeadId);
  const lead = useApi(() => call('GET /api/crm/leads/get', { query: { id: leadId } }), [leadId]);
  const form = useForm({ date: addDays(today(), 1), requestedTime: '', participants: '', budgetPerPerson: '', groupName: '', comments: '', language: i18n.language });
  const [products, setProducts] = useState<{ entry: QuoteProductInput; label: string }[]>([]);
  if (lead.loading) return <Spinner />;
  if (lead.error || !lead.data) return <ErrorBox message={lead.error?.message ?? ''} onRetry={lead.reload} />;
  const v = form.values;
  const create = async () => {
    const body = {
      crmCustomerLeadId: leadId,
      date: v.date,
      requestedTime: (v.requestedTime || null) as (typeof REQUESTED_TIMES)[number] | null,
      participants: v.participants ? Number(v.participants) : null,
      budgetPerPerson: v.budgetPerPerson ? Math.round(Number(v.budgetPerPerson) * 100) : null,
      groupName: v.groupName,
      comments: v.comments,
      language: v.language as (typeof LANGUAGES)[number],
      products: products.map((p) => p.entry),
    };
    const quote = await form.save('POST /api/quote/create', { body }, { success: t('crm.saved') });
    if (quote) navigate(`/quote/${quote.id}`);
  };
  return (
    <div className="stack">
      <section className="card" aria-label={t('crm.quote.details')}>
        <h2>{t('crm.quote.newFor', { name: lead.data.customerName })}</h2>
        <QuoteDetailFields form={form} />
      </section>
      <section className="card" aria-label={t('crm.quote.lines')}>
        <h3>{t('crm.quote.lines')}</h3>
        <ul className="stack" data-testid="quote-draft-lines">
          {products.map((p, i) => (
            <li key={i} className="row">
              <span>
                {p.label} · {formatDate(p.entry.date)} · {t('crm.quote.lineSummary', { count: p.entry.customers.reduce((n, c) => n + c.quantity, 0) })}
              </span>
              <Button kind="link" onClick={() => setProducts((all) => all.filter((_, j) => j !== i))}>
                {t('crm.quote.remove')}
              </Button>
            </li>
          ))}
        </ul>
        <QuoteProductPicker initialDate={v.date} onAdd={(entry, label) => setProducts((all) => [...all, { entry, label }])} />
        <FormFooter message={form.message}>
          <Button kind="primary" busy={form.busy} disabled={products.length === 0} onClick={() => void create()} data-testid="create-quote">
            {t('crm.quote.create')}
          </Button>
        </FormFooter>
      </section>
    </div>
  );
}
