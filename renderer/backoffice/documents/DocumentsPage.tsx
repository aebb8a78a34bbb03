import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, SelectField, TextField } from '../../ui/components';
import { formatDate, formatMoney } from '../../ui/format';
import { Link, navigate, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { call } from '../../ui/api';
import { Permission } from '@pos/shared/permissions';
import { useCan, useSession } from '../session';
import { ListHead, filterOpenKey, useFilterOpen } from '../../ui/ListFilter';
import { SortHeader } from '../../ui/SortHeader';
import { FilterActions, SearchResults } from '../../ui/SearchResults';
import type { PageProps } from '../page';
import './documents.css';
import { DOCUMENT_KINDS } from './kinds';
import { DocumentRowActions } from './DocumentActions';
import { DocumentStateBadge } from './DocumentStateBadge';
import { searchDocuments, documentsFilterOf, DOCUMENT_FILTER_KEYS, type DocumentFilterKey } from './documents-api';

/**
 * /documents: the provider's documents (receipts, invoices, invoice-receipts, credits, refunds and
 * proformas, 001 §3 Document), searched by type, number, customer, dates and station (C157), in
 * number order by default (R-INV-7). Each row opens, prints, downloads, shares, cancels or refunds
 * as the user's permissions allow (R-PERM-11, R-PERM-17).
 */
export default function DocumentsPage(_props: PageProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const filter = documentsFilterOf(search);
  // The stations' names come with the provider's settings: without that permission the filter offers the office and all.
  const seesStations = useCan(Permission.ViewProviderSettings);
  const stations = useApi(() => (seesStations ? call('GET /api/cashier-stations', { quiet: true }) : null), [seesStations]);
  const list = useApi(() => searchDocuments(filter), [search.toString()]);
  const permissions = useSession((s) => s.permissions);
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(DOCUMENT_FILTER_KEYS.map((k) => [k, search.get(k) ?? ''])));
  const set = (k: DocumentFilterKey, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const fieldError = (k: string) => list.error?.fieldErrors?.[k];
  const userId = useSession((s) => s.init?.user.id);
  const [filterOpen, setFilterOpen] = useFilterOpen(filterOpenKey(userId, 'documents'));
  // The full filter's fields in use (the quick search's keyword is not counted); a refused one shows the filter.
  const activeFilters = DOCUMENT_FILTER_KEYS.filter((k) => k !== 'keyword' && search.get(k)).length;
  const filterRefused = Object.keys(list.error?.fieldErrors ?? {}).some((k) => k !== 'keyword');
  // R-RCPT-7: a receipt whose refund is on this page is marked refunded (the server refuses a second refund anyway).
  const refundedIds = new Set((list.data?.items ?? []).filter((d) => d.type === 'refund' && d.status === 'issued').map((d) => d.creditedDocumentId));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/documents/filter?${new URLSearchParams(Object.entries(draft).filter(([, v]) => v)).toString()}`, { replace: true });
  };

  return (
    <div className="stack documents-page">
      <ListHead
        label={t('documents.quickSearch')}
        placeholder={t('documents.quickSearchHint')}
        value={draft.keyword ?? ''}
        onChange={(v) => set('keyword', v)}
        onSearch={apply}
        error={fieldError('keyword')}
        filterOpen={filterOpen}
        onFilterOpen={setFilterOpen}
        activeFilters={activeFilters}
        filterId="documents-filter"
      />
      {filterOpen || filterRefused ? (
        <form className="card" id="documents-filter" onSubmit={apply} aria-label={t('documents.filter')}>
          <div className="row">
            <SelectField label={t('documents.type')} name="type" value={draft.type} onChange={(e) => set('type', e.target.value)} options={[{ value: '', label: t('documents.anyType') }, ...DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`documents.types.${k}`) }))]} />
            <TextField label={t('documents.number')} name="number" inputMode="numeric" value={draft.number} onChange={(e) => set('number', e.target.value)} error={fieldError('number')} />
            <TextField label={t('documents.customer')} name="customer" value={draft.customer} onChange={(e) => set('customer', e.target.value)} error={fieldError('customer')} />
            <TextField label={t('documents.orderNumber')} name="orderNumber" inputMode="numeric" value={draft.orderNumber} onChange={(e) => set('orderNumber', e.target.value)} error={fieldError('orderNumber')} />
          </div>
          <div className="row">
            <DateField label={t('documents.from')} name="fromDate" value={draft.fromDate ?? ''} onChange={(d) => set('fromDate', d)} error={fieldError('fromDate')} />
            <DateField label={t('documents.to')} name="toDate" value={draft.toDate ?? ''} onChange={(d) => set('toDate', d)} error={fieldError('toDate')} />
            <SelectField
              label={t('documents.station')}
              name="stationId"
              value={draft.stationId}
              onChange={(e) => set('stationId', e.target.value)}
              options={[{ value: '', label: t('documents.anyStation') }, { value: 'office', label: t('documents.office') }, ...(stations.data ?? []).map((s) => ({ value: s.id, label: s.name }))]}
            />
          </div>
          <FilterActions
            search={t('documents.search')}
            clear={t('documents.clear')}
            onClear={() => {
              setDraft(Object.fromEntries(DOCUMENT_FILTER_KEYS.map((k) => [k, ''])));
              navigate('/documents', { replace: true });
            }}
          />
        </form>
      ) : null}
      <SearchResults list={list} empty={t('documents.empty')} searching={t('documents.searching')}>
        {(items) => (
          <table className="data documents" aria-label={t('titles.documents')}>
            <thead>
              <tr>
                <th>{t('documents.type')}</th>
                <SortHeader column="Number" label={t('documents.number')} sort={filter} firstAsc />
                <SortHeader column="CreateDate" label={t('documents.createDate')} sort={filter} firstAsc />
                <th>{t('documents.customer')}</th>
                <th>{t('documents.orderNumber')}</th>
                <th>{t('documents.station')}</th>
                <th className="num col-secondary">{t('documents.totalBeforeVat')}</th>
                <th className="num col-secondary">{t('documents.vat')}</th>
                <SortHeader column="Total" label={t('documents.total')} sort={filter} firstAsc num />
                <th>{t('documents.state')}</th>
                <th>{t('documents.actionsLabel')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((row) => {
                const d = { ...row, refunded: refundedIds.has(row.id) };
                return (
                <tr key={d.id} data-document={`${d.type}-${d.number}`}>
                  <td>{t(`documents.types.${d.type}`)}</td>
                  <td>
                    <bdi dir="ltr">{d.number}</bdi>
                  </td>
                  <td>{formatDate(d.issuedAt)}</td>
                  <td>
                    {d.customerName || '—'}
                    {d.customerTaxId ? (
                      <>
                        {' '}
                        <bdi dir="ltr" className="muted">
                          {d.customerTaxId}
                        </bdi>
                      </>
                    ) : null}
                  </td>
                  <td>{d.orderId ? <Link to={`/order/${d.orderId}`}>{d.orderNumber}</Link> : '—'}</td>
                  <td>{d.stationName ?? t('documents.office')}</td>
                  <td className="num col-secondary">{formatMoney(d.totalBeforeVat, d.currencyId)}</td>
                  <td className="num col-secondary">{formatMoney(d.vatAmount, d.currencyId)}</td>
                  <td className="num">
                    <strong>{formatMoney(d.total, d.currencyId)}</strong>
                  </td>
                  <td>
                    <DocumentStateBadge document={d} />
                  </td>
                  <td>
                    <DocumentRowActions document={d} permissions={permissions} onChanged={list.reload} />
                  </td>
                </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </SearchResults>
    </div>
  );
}
