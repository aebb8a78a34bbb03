import { useTranslation } from 'react-i18next';
import { QUOTE_STATUSES, type QuoteStatus } from '@pos/shared/api/quotes';
import { call } from '../../ui/api';
import { EmptyState, ErrorBox, Pager, SelectField, Spinner } from '../../ui/components';
import { formatDate, formatMoney } from '../../ui/format';
import { Link, navigate, setQuery, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import type { PageProps } from '../page';
import { QuoteStatusBadge } from './labels';
import { exportQuotes, ListExportButton } from '../exports/ListExportButton';

const PAGE_SIZE = 20;

/** /crm-customer-lead-quotes: the provider's quotes, newest first, by status (C337). */
export default function QuotesPage(_props: PageProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const status = (search.get('status') ?? '') as QuoteStatus | '';
  const pageIndex = Number(search.get('page') ?? 0) || 0;
  const list = useApi(() => call('POST /api/crm-customer-lead/quote/list', { body: { ...(status ? { status } : {}), pageIndex, pageSize: PAGE_SIZE } }), [status, pageIndex]);
  return (
    <div className="stack">
      <div className="card row">
        <SelectField
          label={t('crm.quote.status')}
          name="status"
          value={status}
          onChange={(e) => setQuery({ status: e.target.value || null, page: null })}
          options={[{ value: '', label: t('crm.all') }, ...QUOTE_STATUSES.map((s) => ({ value: s, label: t(`crm.quoteStatus.${s}`) }))]}
        />
        <span className="spacer" />
        {/* C173: the quotes of this status as Excel or CSV. */}
        <ListExportButton start={exportQuotes(status || null)} label={t('exports.list.quotes')} />
      </div>
      {list.loading ? <Spinner /> : null}
      {list.error ? <ErrorBox message={list.error.message} onRetry={list.reload} /> : null}
      {list.data && !list.loading ? (
        list.data.totalCount === 0 ? (
          <EmptyState>{t('crm.quote.none')}</EmptyState>
        ) : (
          <>
            <div className="table-wrap">
              <table className="data" aria-label={t('titles.crmQuotes')}>
                <thead>
                  <tr>
                    <th>{t('crm.quote.number')}</th>
                    <th>{t('crm.customer.name')}</th>
                    <th>{t('crm.quote.date')}</th>
                    <th>{t('crm.quote.status')}</th>
                    <th className="num">{t('crm.quote.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((q) => (
                    <tr key={q.id} className="clickable" onClick={() => navigate(`/quote/${q.id}`)}>
                      <td>
                        <Link to={`/quote/${q.id}`}>{q.id}</Link>
                      </td>
                      <td>{q.customerName}</td>
                      <td>{formatDate(q.date)}</td>
                      <td>
                        <QuoteStatusBadge status={q.status} />
                      </td>
                      <td className="num">{formatMoney(q.totalToPay, q.currencyId)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager pageIndex={pageIndex} pageSize={PAGE_SIZE} total={list.data.totalCount} onPage={(page) => setQuery({ page: page || null })} />
          </>
        )
      ) : null}
    </div>
  );
}
