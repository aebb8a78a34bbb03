import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteProductInput, QuoteView } from '@pos/shared/api/quotes';
import { call } from '../../ui/api';
import { Button, ErrorBox, Spinner, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { confirmDialog, toast } from '../../ui/notices';
import { Link, navigate } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import type { PageProps } from '../page';
import { QuoteStatusBadge } from './labels';
import { QuoteDetailsForm } from './QuoteDetailsForm';
import { QuoteFacts } from './QuoteFacts';
import { QuoteLines } from './QuoteLines';
import { useQuoteLineEdits } from './quote-line-edits';
import { QuoteProductPicker } from './QuoteProductPicker';

const entryOf = (p: QuoteView['products'][number]): QuoteProductInput => ({
  productId: p.productId,
  date: p.date,
  slotId: p.slotId,
  customers: p.customers.map((c) => ({ customerTypeId: c.customerTypeId, quantity: c.quantity, discountAmount: c.discountAmount, discountPercent: c.discountPercent })),
});

/**
 * /quote/{id}: a quote; while a draft its details (R-QUO-1) and lines (C119, C123, C124, C127, priced
 * by the server: R-QUO-4) are edited, it is shared (C138), or deleted (R-QUO-2); once sent it is read only.
 */
export default function QuotePage({ params }: PageProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const quote = useApi(() => call('GET /api/quote/get', { query: { id } }), [id]);
  const [link, setLink] = useState('');
  const form = useForm({});
  const lines = useQuoteLineEdits(id, quote.reload);
  if (quote.loading && !quote.data) return <Spinner />;
  if (quote.error || !quote.data) return <ErrorBox message={quote.error?.message ?? ''} onRetry={quote.reload} />;
  const q = quote.data;
  const draft = q.status === 'Draft';
  const changing = lines.changing === null ? null : q.products[lines.changing];
  const share = async () => {
    const res = await form.save('POST /api/quote/share', { body: { id } });
    if (res) {
      lines.clear();
      setLink(`${window.location.origin}${res.link}`);
      quote.reload();
    }
  };
  const remove = async () => {
    if (!(await confirmDialog(t('crm.quote.confirmDelete')))) return;
    if ((await call('DELETE /api/quote/delete/{id}', { params: { id } })).ok) {
      toast('success', t('crm.deleted'));
      navigate(`/crm-customer/${q.crmCustomerId}/lead/${q.crmCustomerLeadId}`);
    }
  };
  return (
    <div className="stack">
      <section className="card" aria-label={t('crm.quote.details')}>
        <h2>
          {t('crm.quote.title', { id: q.id })} · <Link to={`/crm-customer/${q.crmCustomerId}/lead/${q.crmCustomerLeadId}`}>{q.customerName}</Link> <QuoteStatusBadge status={q.status} />
        </h2>
        {draft ? <QuoteDetailsForm quote={q} onSaved={() => (lines.clear(), quote.reload())} /> : <QuoteFacts quote={q} />}
        {q.status === 'Sent' ? (
          <p className="muted" data-testid="quote-locked">
            {t('crm.quote.sentLocked')}
          </p>
        ) : null}
      </section>
      <section className="card" aria-label={t('crm.quote.lines')}>
        <QuoteLines quote={q} edit={draft ? lines.edits : undefined} />
        <FormFooter message={lines.message} />
        {draft && changing ? (
          <QuoteProductPicker
            key={`change-${lines.changing}`}
            initialDate={changing.date}
            initial={entryOf(changing)}
            actionLabel={t('crm.quote.saveProduct')}
            busy={lines.busy}
            onCancel={() => lines.setChanging(null)}
            onAdd={(product) => void lines.change(lines.changing!, product)}
          />
        ) : null}
        {draft && !changing && !lines.adding ? <Button onClick={() => lines.setAdding(true)}>{t('crm.quote.addProduct')}</Button> : null}
        {draft && !changing && lines.adding ? (
          <QuoteProductPicker initialDate={q.products[0]?.date ?? q.date} busy={lines.busy} onCancel={() => lines.setAdding(false)} onAdd={(product) => void lines.add(product)} />
        ) : null}
      </section>
      {q.status !== 'Accepted' ? (
        <section className="card" aria-label={t('crm.quote.share')}>
          {link ? <TextField label={t('crm.quote.link')} name="shareLink" dir="ltr" readOnly value={link} data-testid="share-link" /> : null}
          <FormFooter message={form.message}>
            <Button kind="primary" busy={form.busy} onClick={() => void share()} data-testid="share-quote">
              {t(draft ? 'crm.quote.share' : 'crm.quote.shareAgain')}
            </Button>
            {draft ? (
              <Button kind="danger" onClick={() => void remove()}>
                {t('crm.quote.delete')}
              </Button>
            ) : null}
          </FormFooter>
        </section>
      ) : null}
    </div>
  );
}
