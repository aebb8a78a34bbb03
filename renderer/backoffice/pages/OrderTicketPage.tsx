import { useTranslation } from 'react-i18next';
import type { Language } from '@pos/shared/languages';
import { buildUrl, call } from '../../ui/api';
import { ErrorBox, Spinner } from '../../ui/components';
import { formatDate, formatTime } from '../../ui/format';
import { useApi } from '../../ui/use-api';
import type { PageProps } from '../page';

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * /order/{token}/ticket: the customer's e-ticket on a phone (anonymous; the link's unguessable
 * token is the key, R-PERM-4 keeps it open to logged-in users). Each admission ticket with the QR
 * code the gate scans, its product, date, time and customer type, in the page's language; the
 * tickets also download as a PDF.
 */
export default function OrderTicketPage({ params }: PageProps) {
  const { t, i18n } = useTranslation();
  const token = params.id ?? '';
  const language = i18n.language;
  const ticket = useApi(() => call('GET /api/e-ticket/{token}', { params: { token }, query: { language: language as Language }, quiet: true, anonymousOk: true }), [token, language]);

  if (ticket.error) return <ErrorBox message={ticket.error.status === 404 || ticket.error.status === 400 ? t('ticket.notFound') : ticket.error.message} />;
  const e = ticket.data;
  if (!e) return <Spinner />;
  const count = e.tickets.length;
  return (
    <div className="e-ticket" style={{ maxWidth: 420, marginInline: 'auto' }}>
      <header className="card">
        <h1 style={{ marginBlock: 0 }}>{e.businessName}</h1>
        <p style={{ marginBlockEnd: 0 }}>{t('ticket.order', { number: e.orderNumber })}</p>
        {e.status === 'CN' ? (
          <p className="field-error" role="alert">
            {t('ticket.cancelled')}
          </p>
        ) : e.status === 'RQ' ? (
          <p role="status">{t('ticket.onRequest')}</p>
        ) : null}
      </header>
      {count === 0 ? <p className="card">{t('ticket.none')}</p> : null}
      {e.tickets.map((x, i) => (
        <section key={x.code} className="card" aria-label={t('ticket.ticketOf', { index: i + 1, count })} style={{ textAlign: 'center' }}>
          <h2 style={{ marginBlock: '0 .5rem' }}>{x.productName}</h2>
          <img src={svgUrl(x.qrSvg)} alt={t('ticket.qrAlt', { code: x.code })} width={260} height={260} style={{ background: '#fff', maxWidth: '100%', height: 'auto' }} data-ticket-code={x.code} />
          <dl className="key-values" style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '.25rem 1rem', textAlign: 'start' }}>
            <dt>{t('ticket.date')}</dt>
            <dd>{formatDate(x.date)}</dd>
            {x.startTime ? (
              <>
                <dt>{t('ticket.time')}</dt>
                <dd>{formatTime(x.startTime)}</dd>
              </>
            ) : null}
            <dt>{t('ticket.customerType')}</dt>
            <dd>{x.customerTypeName}</dd>
            <dt>{t('ticket.admits')}</dt>
            <dd>{x.quantity}</dd>
          </dl>
          <small dir="ltr">{x.code}</small>
          <p style={{ marginBlockEnd: 0 }}>
            <small>{t('ticket.ticketOf', { index: i + 1, count })}</small>
          </p>
        </section>
      ))}
      <p className="card" style={{ textAlign: 'center' }}>
        <a className="button" href={buildUrl(`e-ticket/${encodeURIComponent(token)}/pdf`, { language })} download>
          {t('ticket.pdf')}
        </a>
      </p>
      <p style={{ textAlign: 'center' }}>
        <small>{t('ticket.show')}</small>
      </p>
    </div>
  );
}
