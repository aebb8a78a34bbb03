import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@pos/shared/languages';
import { call } from '../../ui/api';
import { Button, ErrorBox, Spinner } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { formatDate } from '../../ui/format';
import { useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import { currentLanguage, setLanguage } from '../../i18n';
import type { PageProps } from '../page';
import { QuoteLines } from './QuoteLines';

/**
 * /share-quote/{quoteId}?token=...: the customer's quote, without a login, in the language the quote
 * was shared in (C139); accepting it makes the order (OK or RQ by the price lists).
 */
export default function SharedQuotePage({ params }: PageProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const quoteId = Number(params.quoteId);
  const token = search.get('token') ?? '';
  const quote = useApi(() => call('GET /api/quote/sharedata', { query: { quoteId, token }, anonymousOk: true }), [quoteId, token]);
  const form = useForm({});
  const [accepted, setAccepted] = useState<{ orderNumber: number; status: string } | null>(null);
  const language = quote.data?.language;
  useEffect(() => {
    if (language && isLanguage(language) && language !== currentLanguage()) void setLanguage(language);
  }, [language]);
  if (quote.loading && !quote.data) return <Spinner />;
  if (quote.error || !quote.data) return <ErrorBox message={t('crm.shared.notFound')} />;
  const q = quote.data;
  const orderNumber = accepted?.orderNumber ?? q.orderNumber;
  const orderStatus = accepted?.status ?? q.orderStatus;
  const accept = async () => {
    const res = await form.save('POST /api/quote/sharedata/accept', { body: { quoteId, token }, anonymousOk: true });
    if (res) setAccepted(res);
  };
  return (
    <main className="stack shared-quote" style={{ maxWidth: '60rem', margin: '0 auto', padding: '1rem' }}>
      <section className="card" aria-label={t('crm.shared.title')}>
        <h1>{t('crm.shared.title')}</h1>
        <p>{t('crm.shared.from', { provider: q.providerName })}</p>
        <dl className="facts">
          <dt>{t('crm.shared.for')}</dt>
          <dd>{q.customerName}</dd>
          <dt>{t('crm.quote.date')}</dt>
          <dd>{formatDate(q.date)}</dd>
          {q.requestedTime ? (
            <>
              <dt>{t('crm.quote.requestedTime')}</dt>
              <dd>{t(`crm.requestedTime.${q.requestedTime}`)}</dd>
            </>
          ) : null}
          {q.participants ? (
            <>
              <dt>{t('crm.quote.participants')}</dt>
              <dd>{q.participants}</dd>
            </>
          ) : null}
          {q.groupName ? (
            <>
              <dt>{t('crm.quote.groupName')}</dt>
              <dd>{q.groupName}</dd>
            </>
          ) : null}
          {q.comments ? (
            <>
              <dt>{t('crm.quote.comments')}</dt>
              <dd>{q.comments}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="card" aria-label={t('crm.quote.lines')}>
        <QuoteLines quote={q} />
      </section>
      <section className="card">
        {orderNumber ? (
          <p role="status" data-testid="accepted">
            {orderStatus === 'RQ' ? t('crm.shared.acceptedOnRequest', { number: orderNumber }) : t('crm.shared.accepted', { number: orderNumber })}
          </p>
        ) : (
          <FormFooter message={form.message}>
            <Button kind="primary" busy={form.busy} onClick={() => void accept()} data-testid="accept-quote">
              {t('crm.shared.accept')}
            </Button>
          </FormFooter>
        )}
      </section>
    </main>
  );
}
