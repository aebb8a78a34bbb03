import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { BUSINESS_CLIENT_TYPES } from '@pos/shared/reference';
import { call } from '../../ui/api';
import { Badge, Button, EmptyState, ErrorBox, Pager, SelectField, Spinner, TextField } from '../../ui/components';
import { formatMoney } from '../../ui/format';
import { Link, navigate, setQuery, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';
import type { PageProps } from '../page';
import { FILTER_KEYS, filterOf, type FilterKey } from './client-form';

const PAGE_SIZE = 20;

/**
 * /businessClients and /businessClients/filter: the provider's business clients (C221) with the
 * client filter of 001 §3 (keywords, type, state) and its three balance filters (money owed,
 * invoices, receipts); each row shows the client's orders and open balance.
 */
export default function BusinessClientsPage(_props: PageProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const filter = filterOf(search);
  const canChange = useCan(Permission.EditOrders);
  const list = useApi(() => call('POST /api/businessClients', { body: { ...filter, pageSize: PAGE_SIZE } }), [search.toString()]);
  const [draft, setDraft] = useState<Record<FilterKey, string>>(() => Object.fromEntries(FILTER_KEYS.map((k) => [k, search.get(k) ?? ''])) as Record<FilterKey, string>);
  const set = (k: FilterKey, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const query = new URLSearchParams(Object.entries(draft).filter(([k, v]) => v && k !== 'page'));
    navigate(`/businessClients/filter${query.size ? `?${query.toString()}` : ''}`, { replace: true });
  };
  const any = { value: '', label: t('orders.any') };
  const yesNo = (yes: string, no: string) => [any, { value: 'true', label: yes }, { value: 'false', label: no }];

  return (
    <div className="stack">
      <form className="card" onSubmit={apply} aria-label={t('businessClients.filter')}>
        <div className="row">
          <TextField label={t('businessClients.keywords')} name="keywords" value={draft.keywords} onChange={(e) => set('keywords', e.target.value)} />
          <SelectField label={t('businessClients.type')} name="type" value={draft.type} onChange={(e) => set('type', e.target.value)} options={[any, ...BUSINESS_CLIENT_TYPES.map((c) => ({ value: c.id, label: t(`businessClients.types.${c.id}`) }))]} />
          <SelectField label={t('businessClients.state')} name="active" value={draft.active} onChange={(e) => set('active', e.target.value)} options={yesNo(t('businessClients.active'), t('businessClients.inactive'))} />
        </div>
        <div className="row">
          <SelectField label={t('businessClients.balanceDue')} name="balanceDue" value={draft.balanceDue} onChange={(e) => set('balanceDue', e.target.value)} options={yesNo(t('businessClients.owes'), t('businessClients.owesNothing'))} />
          <SelectField label={t('businessClients.balanceOfInvoice')} name="balanceOfInvoice" value={draft.balanceOfInvoice} onChange={(e) => set('balanceOfInvoice', e.target.value)} options={yesNo(t('businessClients.withInvoices'), t('businessClients.withoutInvoices'))} />
          <SelectField label={t('businessClients.balanceOfReceipts')} name="balanceOfReceipts" value={draft.balanceOfReceipts} onChange={(e) => set('balanceOfReceipts', e.target.value)} options={yesNo(t('businessClients.withReceipts'), t('businessClients.withoutReceipts'))} />
        </div>
        <div className="form-actions">
          <Button kind="primary" type="submit">
            {t('orders.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft(Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as Record<FilterKey, string>);
              navigate('/businessClients', { replace: true });
            }}
          >
            {t('orders.clear')}
          </Button>
          <span className="spacer" />
          {canChange ? (
            <Button kind="primary" onClick={() => navigate('/businessClient/new')} data-testid="new-business-client">
              {t('businessClients.new')}
            </Button>
          ) : null}
        </div>
      </form>
      {list.loading ? <Spinner /> : null}
      {list.error ? <ErrorBox message={list.error.message} onRetry={list.reload} /> : null}
      {list.data && !list.loading ? (
        list.data.total === 0 ? (
          <EmptyState>{t('businessClients.empty')}</EmptyState>
        ) : (
          <>
            <div className="table-wrap">
              <table className="data" aria-label={t('titles.businessClients')}>
                <thead>
                  <tr>
                    <th>{t('businessClients.name')}</th>
                    <th>{t('businessClients.vatNumber')}</th>
                    <th>{t('businessClients.type')}</th>
                    <th>{t('businessClients.phone1')}</th>
                    <th className="num">{t('businessClients.orders')}</th>
                    <th className="num">{t('businessClients.balance')}</th>
                    <th>{t('businessClients.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((c) => (
                    <tr key={c.id} className="clickable" data-client={c.name} onClick={() => navigate(`/businessClient/${c.id}/view/details`)}>
                      <td>
                        <Link to={`/businessClient/${c.id}/view/details`}>{c.name}</Link>
                      </td>
                      <td dir="ltr">{c.vatNumber}</td>
                      <td>{c.businessClientTypeId ? t(`businessClients.types.${c.businessClientTypeId}`) : ''}</td>
                      <td dir="ltr">{c.phone1}</td>
                      <td className="num">{c.totals.orders}</td>
                      <td className="num">{formatMoney(c.totals.balance)}</td>
                      <td>
                        <Badge tone={c.active ? 'success' : 'muted'}>{c.active ? t('businessClients.active') : t('businessClients.inactive')}</Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager pageIndex={filter.pageIndex ?? 0} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => setQuery({ page: page || null })} />
          </>
        )
      ) : null}
    </div>
  );
}
