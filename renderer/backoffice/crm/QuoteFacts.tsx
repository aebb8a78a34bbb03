import { useTranslation } from 'react-i18next';
import type { QuoteView } from '@pos/shared/api/quotes';
import { formatDate, formatDateTime, formatMoney } from '../../ui/format';
import { Link } from '../../ui/router';

/** A sent or accepted quote's own fields, read only (R-QUO-2). */
export function QuoteFacts({ quote: q }: { quote: QuoteView }) {
  const { t } = useTranslation();
  return (
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
  );
}
