import { useTranslation } from 'react-i18next';
import type { PageProps } from '../page';

/**
 * The customer's ticket view of an order (an anonymous route that stays open to logged-in users,
 * R-PERM-4). The e-ticket itself comes with the documents and tickets release; this page says so
 * rather than show a made-up ticket.
 */
export default function OrderTicketPage({ params }: PageProps) {
  const { t } = useTranslation();
  return (
    <div className="card narrow">
      <h1>{t('ticket.title', { id: params.id })}</h1>
      <p>{t('ticket.later')}</p>
    </div>
  );
}
