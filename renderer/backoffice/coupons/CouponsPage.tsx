import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_TYPES } from '@pos/shared/coupons/coupon-types';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Badge, Button, DateField, EmptyState, ErrorBox, OpenPager, SelectField, Spinner, TextField } from '../../ui/components';
import { formatDateRange } from '../../ui/format';
import { Link, navigate, setQuery, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import type { Coupon } from '../api-types';
import { useReference } from '../reference';
import { useCan, useSession } from '../session';
import { ListHead, filterOpenKey, useFilterOpen } from '../../ui/ListFilter';
import type { PageProps } from '../page';
import { COUPONS_PAGE_SIZE, FILTER_KEYS, filterOf, type FilterKey } from './coupon-filter';
import { couponStatus, discountText, usageText } from './coupon-text';

const STATUS_TONE = { Active: 'success', Inactive: 'muted', Passed: 'warning' } as const;

/** /provider/coupons and /coupons/filter: the coupons with the search filter of 001 §3 (POST coupons), 50 a page. */
export default function CouponsPage(_props: PageProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const filter = filterOf(search);
  const canChange = useCan(Permission.CouponCanChange);
  const currencies = useSession((s) => s.init?.currencies ?? []);
  const products = useReference('GET /api/ref/products-list');
  const clubs = useReference('GET /api/official-clubs');
  const list = useApi(() => call('POST /api/coupons', { body: filter }), [search.toString()]);
  const [draft, setDraft] = useState<Record<FilterKey, string>>(() => Object.fromEntries(FILTER_KEYS.map((k) => [k, search.get(k) ?? ''])) as Record<FilterKey, string>);
  const set = (k: FilterKey, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const pageIndex = filter.pageIndex ?? 0;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const query = new URLSearchParams(Object.entries(draft).filter(([, v]) => v));
    navigate(`/coupons/filter${query.size ? `?${query.toString()}` : ''}`, { replace: true });
  };
  const any = { value: '', label: t('orders.any') };
  const errors = list.error?.fieldErrors ?? {};
  const userId = useSession((s) => s.init?.user.id);
  const [filterOpen, setFilterOpen] = useFilterOpen(filterOpenKey(userId, 'coupons'));
  // The full filter's fields in use (the quick search's keyword is not counted); a refused one shows the filter.
  const activeFilters = FILTER_KEYS.filter((k) => k !== 'keyword' && search.get(k)).length;
  const filterRefused = Object.keys(errors).some((k) => k !== 'keyword');

  return (
    <div className="stack">
      <ListHead
        label={t('coupons.quickSearch')}
        placeholder={t('coupons.quickSearchHint')}
        value={draft.keyword}
        onChange={(v) => set('keyword', v)}
        onSearch={apply}
        error={errors.keyword}
        filterOpen={filterOpen}
        onFilterOpen={setFilterOpen}
        activeFilters={activeFilters}
        filterId="coupons-filter"
        actions={
          canChange ? (
            <Button kind="primary" onClick={() => navigate('/coupon/new')}>
              {t('coupons.new')}
            </Button>
          ) : null
        }
      />
      {filterOpen || filterRefused ? (
        <form className="card" id="coupons-filter" onSubmit={apply} aria-label={t('coupons.filter')}>
          <div className="row">
            <TextField label={t('coupons.code')} name="code" dir="ltr" value={draft.code} onChange={(e) => set('code', e.target.value)} error={errors.code} />
            <TextField label={t('coupons.name')} name="name" value={draft.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
            <SelectField label={t('coupons.status')} name="status" value={draft.status} onChange={(e) => set('status', e.target.value)} options={[any, ...(['Active', 'Inactive', 'Passed'] as const).map((s) => ({ value: s, label: t(`coupons.statuses.${s}`) }))]} />
          </div>
          <div className="row">
            <DateField label={t('coupons.fromDate')} name="fromDate" value={draft.fromDate} onChange={(d) => set('fromDate', d)} error={errors.fromDate} />
            <DateField label={t('coupons.toDate')} name="toDate" value={draft.toDate} onChange={(d) => set('toDate', d)} error={errors.toDate} />
            <SelectField label={t('coupons.product')} name="productId" value={draft.productId} onChange={(e) => set('productId', e.target.value)} options={[any, ...products.map((p) => ({ value: p.id, label: p.name }))]} />
            <SelectField label={t('coupons.club')} name="clubId" value={draft.clubId} onChange={(e) => set('clubId', e.target.value)} options={[any, ...clubs.map((c) => ({ value: c.id, label: c.name }))]} />
          </div>
          <div className="row">
            <SelectField label={t('pricing.priceType')} name="priceTypeId" value={draft.priceTypeId} onChange={(e) => set('priceTypeId', e.target.value)} options={[any, ...[1, 2, 3].map((id) => ({ value: id, label: t(`priceTypes.${id}`) }))]} />
            <SelectField label={t('coupons.discountType')} name="discountType" value={draft.discountType} onChange={(e) => set('discountType', e.target.value)} options={[any, ...DISCOUNT_TYPES.map((d) => ({ value: d, label: t(`coupons.discountTypes.${d}`) }))]} />
            <SelectField label={t('pricing.currency')} name="currencyId" value={draft.currencyId} onChange={(e) => set('currencyId', e.target.value)} options={[any, ...currencies.map((c) => ({ value: c.id, label: `${c.symbol} ${c.code}` }))]} />
            <SelectField label={t('coupons.fromBusinessClient')} name="fromBusinessClient" value={draft.fromBusinessClient} onChange={(e) => set('fromBusinessClient', e.target.value)} options={[any, { value: 'true', label: t('coupons.withBusinessClient') }, { value: 'false', label: t('coupons.withoutBusinessClient') }]} />
          </div>
          <div className="form-actions">
            <Button kind="primary" type="submit">
              {t('orders.search')}
            </Button>
            <Button
              onClick={() => {
                setDraft(Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as Record<FilterKey, string>);
                navigate('/provider/coupons', { replace: true });
              }}
            >
              {t('orders.clear')}
            </Button>
          </div>
        </form>
      ) : null}
      {list.loading ? <Spinner /> : null}
      {list.error && list.error.status !== 400 ? <ErrorBox message={list.error.message} onRetry={list.reload} /> : null}
      {list.data && !list.loading ? (
        list.data.length === 0 && pageIndex === 0 ? (
          <EmptyState>{t('coupons.empty')}</EmptyState>
        ) : (
          <>
            <CouponTable coupons={list.data} />
            <OpenPager pageIndex={pageIndex} full={list.data.length >= COUPONS_PAGE_SIZE} onPage={(page) => setQuery({ page: page || null })} />
          </>
        )
      ) : null}
    </div>
  );
}

function CouponTable({ coupons }: { coupons: Coupon[] }) {
  const { t } = useTranslation();
  const currencies = useSession((s) => s.init?.currencies ?? []);
  return (
    <div className="table-wrap">
      <table className="data" aria-label={t('titles.coupons')}>
        <thead>
          <tr>
            <th>{t('coupons.code')}</th>
            <th>{t('coupons.name')}</th>
            <th>{t('coupons.type')}</th>
            <th>{t('coupons.discount')}</th>
            <th>{t('coupons.activeDates')}</th>
            <th>{t('pricing.currency')}</th>
            <th>{t('coupons.status')}</th>
            <th className="num">{t('coupons.usage')}</th>
            <th className="num">{t('coupons.subCoupons')}</th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((c) => {
            const status = couponStatus(c);
            return (
              <tr key={c.id} className="clickable" data-coupon={c.couponCode} onClick={() => navigate(`/coupon/edit/${c.id}`)}>
                <td>
                  <Link to={`/coupon/edit/${c.id}`} dir="ltr">
                    {c.couponCode}
                  </Link>
                </td>
                <td>{c.couponName}</td>
                <td>{t(`coupons.types.${c.couponType}`)}</td>
                <td>{discountText(t, c)}</td>
                <td>
                  {formatDateRange(c.validDateFrom, c.validDateTo)}
                </td>
                <td>{currencies.find((x) => x.id === c.currencyId)?.code ?? c.currencyId}</td>
                <td>
                  <Badge tone={STATUS_TONE[status]}>{t(`coupons.statuses.${status}`)}</Badge>
                </td>
                <td className="num">{usageText(t, c)}</td>
                <td className="num">{c.subCouponsCount}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
