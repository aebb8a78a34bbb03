import { useTranslation } from 'react-i18next';
import type { ReminderView } from '@pos/shared/api/crm';
import type { QuoteRowView } from '@pos/shared/api/quotes';
import { formatDate, formatDateTime, formatMoney } from '../../ui/format';
import { Link } from '../../ui/router';
import { QuoteStatusBadge } from './labels';

/** A quote in a customer's or a lead's list. */
export function QuoteListRow({ quote: q }: { quote: QuoteRowView }) {
  const { t } = useTranslation();
  return (
    <div className="row">
      <Link to={`/quote/${q.id}`}>{t('crm.quote.title', { id: q.id })}</Link>
      <QuoteStatusBadge status={q.status} />
      <span>{formatDate(q.date)}</span>
      <span className="num">{formatMoney(q.totalToPay, q.currencyId)}</span>
    </div>
  );
}

/** A reminder in a customer's or a lead's list. */
export function ReminderListRow({ reminder: r }: { reminder: ReminderView }) {
  const { t } = useTranslation();
  return (
    <div className="row">
      <span>{formatDateTime(r.alertDateTime)}</span>
      <span>{r.text}</span>
      <span className="muted">{r.active ? t('crm.reminders.active') : t('crm.reminders.dismissed')}</span>
    </div>
  );
}
