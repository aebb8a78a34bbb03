import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Button, ErrorBox, Spinner, TextArea, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { formatDate, formatDateTime, formatMoney } from '../../ui/format';
import { confirmDialog, toast } from '../../ui/notices';
import { Link, navigate } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import type { PageProps } from '../page';
import { QuoteStatusBadge } from './labels';
import { QuoteLines } from './QuoteLines';
import { QuoteProductPicker } from './QuoteProductPicker';

/** /quote/{id}: a quote, its lines (C123, C127), remarks (C112, C114), sharing (C138) and deletion while a draft (R-QUO-2). */
export default function QuotePage({ params }: PageProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const quote = useApi(() => call('GET /api/quote/get', { query: { id } }), [id]);
  const [link, setLink] = useState('');
  const [adding, setAdding] = useState(false);
  const form = useForm({});
  const [remarks, setRemarks] = useState<string | null>(null);
  if (quote.loading && !quote.data) return <Spinner />;
  if (quote.error || !quote.data) return <ErrorBox message={quote.error?.message ?? ''} onRetry={quote.reload} />;
  const q = quote.data;
  const open = q.status !== 'Accepted';
  const share = async () => {
    const res = await form.save('POST /api/quote/share', { body: { id } });
    if (res) {
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
  const removeLine = async (productIndex: number, customerIndex: number) => {
    if (await form.save('POST /api/quote/product/customer/remove', { body: { quoteId: id, productIndex, customerIndex } })) quote.reload();
  };
  const saveRemarks = async () => {
    if (await form.save('POST /api/quote/save/remarks', { body: { id, remarks: remarks ?? q.remarks } }, { success: t('crm.saved') })) quote.reload();
  };
  return (
    <div className="stack">
      <section className="card" aria-label={t('crm.quote.details')}>
        <h2>
          {t('crm.quote.title', { id: q.id })} · <Link to={`/crm-customer/${q.crmCustomerId}/lead/${q.crmCustomerLeadId}`}>{q.customerName}</Link> <QuoteStatusBadge status={q.status} />
        </h2>
        <dl className="facts">
          <dt>{t('crm.quote.date')}</dt>
          <dd>{formatDate(q.date)}</dd>
          <dt>{t('crm.quote.requestedTime')}</dt>
          <dd>{q.requestedTime ? t(`crm.requestedTime.${q.requestedTime}`) : ''}</dd>
          <dt>{t('crm.quote.participants')}</dt>
          <dd>{q.participants ?? ''}</dd>
          <dt>{t('crm.quote.budgetPerPerson')}</dt>
          <dd>{q.budgetPerPerson === null ? '' : formatMoney(q.budgetPerPerson, q.currencyId)}</dd>
          <dt>{t('crm.quote.groupName')}</dt>
          <dd>{q.groupName}</dd>
          <dt>{t('crm.quote.comments')}</dt>
          <dd>{q.comments}</dd>
          <dt>{t('crm.quote.remarks')}</dt>
          <dd>{q.remarks}</dd>
          {q.sentAt ? (
            <>
              <dt>{t('crm.quote.sentAt')}</dt>
              <dd>{formatDateTime(q.sentAt)}</dd>
            </>
          ) : null}
          {q.orderId ? (
            <>
              <dt>{t('crm.quote.order')}</dt>
              <dd>
                <Link to={`/order/${q.orderId}`} data-testid="quote-order">
                  {t('crm.orders.number', { number: q.orderNumber })}
                </Link>
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="card" aria-label={t('crm.quote.lines')}>
        <QuoteLines quote={q} onRemove={open ? (i, j) => void removeLine(i, j) : undefined} />
        {open && !adding ? <Button onClick={() => setAdding(true)}>{t('crm.quote.addProduct')}</Button> : null}
        {open && adding ? (
          <QuoteProductPicker
            initialDate={q.products[0]?.date ?? q.date}
            busy={form.busy}
            onAdd={(product) =>
              void form.save('POST /api/quote/product/add', { body: { quoteId: id, product } }).then((r) => {
                if (r) {
                  setAdding(false);
                  quote.reload();
                }
              })
            }
          />
        ) : null}
      </section>
      {open ? (
        <section className="card" aria-label={t('crm.quote.share')}>
          <TextArea label={t('crm.quote.remarks')} name="quoteRemarks" value={remarks ?? q.remarks} onChange={(e) => setRemarks(e.target.value)} />
          {link ? <TextField label={t('crm.quote.link')} name="shareLink" dir="ltr" readOnly value={link} data-testid="share-link" /> : null}
          <FormFooter message={form.message}>
            <Button onClick={() => void saveRemarks()}>{t('crm.quote.saveRemarks')}</Button>
            <Button kind="primary" busy={form.busy} onClick={() => void share()} data-testid="share-quote">
              {t('crm.quote.share')}
            </Button>
            {q.status === 'Draft' ? (
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
