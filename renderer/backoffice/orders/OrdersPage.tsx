import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Button, CheckboxField, DateField, SelectField, TextField } from '../../ui/components';
import { formatDate, formatMoney, formatTime } from '../../ui/format';
import { Link, navigate, setQuery, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import type { OrderSearch } from '../api-types';
import { useReference } from '../reference';
import { useCan, useSession } from '../session';
import { ListHead, filterOpenKey, useFilterOpen } from '../../ui/ListFilter';
import { SortHeader } from '../../ui/SortHeader';
import { FilterActions, SearchResults } from '../../ui/SearchResults';
import type { PageProps } from '../page';
import { StatusBadge } from './StatusBadge';
import { ConflictFlags } from '../sync/ConflictFlags';
import { SendMessageButton } from '../messages/SendMessageButton';
import { sendFilterOf } from '../messages/send-filter';

/** One page of the list: the spec's orders list is paged by 50. */
export const ORDERS_PAGE_SIZE = 50;

const FILTER_KEYS = ['orderNumber', 'status', 'startDate', 'endDate', 'arrivalStartDate', 'arrivalEndDate', 'productId', 'channelId', 'priceTypeId', 'keyword', 'arrivalType', 'withBalance', 'withConflicts', 'orderBy', 'asc'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** The filter as it lives in the address (so a filtered page can be reloaded or shared). */
export function searchOf(params: URLSearchParams): OrderSearch {
  const text = (k: FilterKey) => params.get(k) || null;
  const int = (k: FilterKey) => (params.get(k) ? Number(params.get(k)) : null);
  const bool = (k: FilterKey) => (params.get(k) === null ? null : params.get(k) === 'true');
  return {
    orderNumber: text('orderNumber'),
    status: text('status') as OrderSearch['status'],
    startDate: text('startDate'),
    endDate: text('endDate'),
    arrivalStartDate: text('arrivalStartDate'),
    arrivalEndDate: text('arrivalEndDate'),
    productId: int('productId'),
    channelId: int('channelId'),
    priceTypeId: int('priceTypeId'),
    keyword: text('keyword'),
    arrivalType: int('arrivalType'),
    withBalance: bool('withBalance'),
    withConflicts: bool('withConflicts'),
    orderBy: (text('orderBy') ?? 'ReservationDate') as OrderSearch['orderBy'],
    asc: bool('asc') ?? false,
    pageIndex: Number(params.get('page') ?? 0),
    pageSize: ORDERS_PAGE_SIZE,
  };
}

/** /orders: the orders list with the filter of 001 §3 (Order search filter) and paging (POST orders). */
export default function OrdersPage(_props: PageProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const filter = searchOf(search);
  const canCreate = useCan(Permission.CreateOrders);
  const products = useReference('GET /api/ref/products-list');
  const list = useApi(() => call('POST /api/orders', { body: filter }), [search.toString()]);
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(FILTER_KEYS.map((k) => [k, search.get(k) ?? ''])));
  const set = (k: FilterKey, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const userId = useSession((s) => s.init?.user.id);
  const [filterOpen, setFilterOpen] = useFilterOpen(filterOpenKey(userId, 'orders'));
  // The full filter's fields in use (the quick search's keyword and the sort are not counted).
  const activeFilters = FILTER_KEYS.filter((k) => !['keyword', 'orderBy', 'asc'].includes(k) && search.get(k)).length;
  // A refused field of the full filter is shown even when the filter is collapsed.
  const filterRefused = Object.keys(list.error?.fieldErrors ?? {}).some((k) => k !== 'keyword');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...Object.fromEntries(FILTER_KEYS.map((k) => [k, draft[k] || null])), page: null });
  };

  return (
    <div className="stack">
      <ListHead
        label={t('orders.quickSearch')}
        placeholder={t('orders.quickSearchHint')}
        value={draft.keyword ?? ''}
        onChange={(v) => set('keyword', v)}
        onSearch={apply}
        error={list.error?.fieldErrors?.keyword}
        filterOpen={filterOpen}
        onFilterOpen={setFilterOpen}
        activeFilters={activeFilters}
        filterId="orders-filter"
        actions={
          <>
            {list.data && list.data.totalCount > 0 ? <SendMessageButton target={{ kind: 'search', filter: sendFilterOf(filter), label: t('sendMessage.searchLabel', { count: list.data.totalCount }) }} /> : null}
            {canCreate ? (
              <Button kind="primary" onClick={() => navigate('/orders/new')}>
                {t('orders.new')}
              </Button>
            ) : null}
          </>
        }
      />
      {filterOpen || filterRefused ? (
        <form className="card" id="orders-filter" onSubmit={apply} aria-label={t('orders.filter')}>
          <div className="row">
            <TextField label={t('orders.orderNumber')} name="orderNumber" inputMode="numeric" value={draft.orderNumber} onChange={(e) => set('orderNumber', e.target.value)} error={list.error?.fieldErrors?.orderNumber} />
            <SelectField label={t('orders.status')} name="status" value={draft.status} onChange={(e) => set('status', e.target.value)} options={[{ value: '', label: t('orders.anyStatus') }, ...['OK', 'RQ', 'CN', 'ERR'].map((s) => ({ value: s, label: t(`orders.statuses.${s}`) }))]} />
            <SelectField label={t('orders.product')} name="productId" value={draft.productId} onChange={(e) => set('productId', e.target.value)} options={[{ value: '', label: t('calendar.allProducts') }, ...products.map((p) => ({ value: p.id, label: p.name }))]} />
          </div>
          <div className="row">
            <DateField label={t('orders.createdFrom')} name="startDate" value={draft.startDate ?? ''} onChange={(d) => set('startDate', d)} error={list.error?.fieldErrors?.startDate} />
            <DateField label={t('orders.createdTo')} name="endDate" value={draft.endDate ?? ''} onChange={(d) => set('endDate', d)} error={list.error?.fieldErrors?.endDate} />
            <DateField label={t('orders.activityFrom')} name="arrivalStartDate" value={draft.arrivalStartDate ?? ''} onChange={(d) => set('arrivalStartDate', d)} error={list.error?.fieldErrors?.arrivalStartDate} />
            <DateField label={t('orders.activityTo')} name="arrivalEndDate" value={draft.arrivalEndDate ?? ''} onChange={(d) => set('arrivalEndDate', d)} error={list.error?.fieldErrors?.arrivalEndDate} />
          </div>
          <div className="row">
            <SelectField label={t('pricing.channel')} value={draft.channelId} onChange={(e) => set('channelId', e.target.value)} options={[{ value: '', label: t('orders.any') }, ...[1, 2, 3, 4].map((id) => ({ value: id, label: t(`channels.${id}`) }))]} />
            <SelectField label={t('pricing.priceType')} value={draft.priceTypeId} onChange={(e) => set('priceTypeId', e.target.value)} options={[{ value: '', label: t('orders.any') }, ...[1, 2, 3].map((id) => ({ value: id, label: t(`priceTypes.${id}`) }))]} />
            <SelectField label={t('orders.arrival')} value={draft.arrivalType} onChange={(e) => set('arrivalType', e.target.value)} options={[{ value: '', label: t('orders.any') }, ...[0, 1, 2, 3].map((id) => ({ value: id, label: t(`orders.arrivals.${id}`) }))]} />
            <div className="field">
              <CheckboxField label={t('orders.withBalance')} checked={draft.withBalance === 'true'} onChange={(c) => set('withBalance', c ? 'true' : '')} />
              {/* Issue 5: the orders offline sync flagged. */}
              <CheckboxField label={t('conflicts.withConflicts')} name="withConflicts" checked={draft.withConflicts === 'true'} onChange={(c) => set('withConflicts', c ? 'true' : '')} />
            </div>
          </div>
          <FilterActions
            search={t('orders.search')}
            clear={t('orders.clear')}
            onClear={() => {
              setDraft(Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])));
              navigate('/orders', { replace: true });
            }}
          />
        </form>
      ) : null}
      <SearchResults list={list} empty={t('orders.empty')}>
        {(items) => (
          <table className="data" aria-label={t('titles.orders')}>
            <thead>
              <tr>
                <SortHeader column="OrderNumber" label={t('orders.orderNumber')} sort={filter} firstAsc={false} />
                <SortHeader column="Status" label={t('orders.status')} sort={filter} firstAsc={false} />
                <SortHeader column="ReservationDate" label={t('orders.created')} sort={filter} firstAsc={false} />
                <SortHeader column="CustomerName" label={t('orders.customer')} sort={filter} firstAsc={false} />
                <th>{t('orders.products')}</th>
                <SortHeader column="ArrivalDate" label={t('orders.activityDate')} sort={filter} firstAsc={false} />
                <th className="num">{t('orders.quantity')}</th>
                <SortHeader column="TotalToPay" label={t('orders.total')} sort={filter} firstAsc={false} num />
                <th className="num">{t('orders.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((o) => (
                <tr key={o.id} className="clickable" onClick={() => navigate(`/order/${o.id}`)}>
                  <td>
                    <Link to={`/order/${o.id}`}>{o.orderNumber}</Link>
                  </td>
                  <td>
                    <StatusBadge status={o.status} /> {o.conflictFlags.length ? <ConflictFlags flags={o.conflictFlags} /> : null}
                  </td>
                  <td>{formatDate(o.createDate)}</td>
                  <td>{o.customerName || o.groupName || ''}</td>
                  <td>{o.productNames.join(', ')}</td>
                  <td>
                    {formatDate(o.arrivalDate)} {formatTime(o.startTime)}
                  </td>
                  <td className="num">{o.quantity}</td>
                  <td className="num">{formatMoney(o.totalToPay, o.currencyId)}</td>
                  <td className="num">{formatMoney(o.ballance, o.currencyId)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </SearchResults>
    </div>
  );
}
