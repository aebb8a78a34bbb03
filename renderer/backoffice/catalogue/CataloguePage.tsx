import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Badge, Button, EmptyState, Pager, SelectField, Spinner, TextField } from '../../ui/components';
import { formatDate } from '../../ui/format';
import { Link, navigate, setQuery, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useReference } from '../reference';
import { referenceName } from '../../ui/reference-names';
import { useCan } from '../session';
import type { PageProps } from '../page';

/** /catalog and /catalog/filter: the product list with its filter (POST products), paged. */
export default function CataloguePage(_props: PageProps) {
  const { t } = useTranslation();
  const { search, path } = useLocation();
  const canCreate = useCan(Permission.CreateProducts);
  const types = useReference('GET /api/product-types');
  const filter = {
    productName: search.get('name') ?? '',
    typeId: search.get('type') ? Number(search.get('type')) : null,
    status: (search.get('status') ?? 'all') as 'active' | 'inactive' | 'all',
    keyword: search.get('keyword') ?? '',
    pageIndex: Number(search.get('page') ?? 0),
  };
  const list = useApi(() => call('POST /api/products', { body: { ...filter, productName: filter.productName || null, keyword: filter.keyword || null } }), [search.toString()]);
  const [draft, setDraft] = useState(filter);
  const showFilter = path.endsWith('/filter');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ name: draft.productName, type: draft.typeId, status: draft.status === 'all' ? null : draft.status, keyword: draft.keyword, page: null });
  };

  return (
    <div className="stack">
      <div className="toolbar">
        <Link to={showFilter ? `/catalog?${search.toString()}` : `/catalog/filter?${search.toString()}`} className="btn btn-secondary">
          {showFilter ? t('catalogue.hideFilter') : t('catalogue.showFilter')}
        </Link>
        <span className="spacer" />
        {canCreate ? (
          <Button kind="primary" onClick={() => navigate('/create-product-step-one/general')}>
            {t('catalogue.create')}
          </Button>
        ) : null}
      </div>
      {showFilter ? (
        <form className="card row" onSubmit={apply} aria-label={t('catalogue.filter')}>
          <TextField label={t('catalogue.name')} value={draft.productName} onChange={(e) => setDraft({ ...draft, productName: e.target.value })} />
          <SelectField
            label={t('catalogue.type')}
            value={draft.typeId ?? ''}
            onChange={(e) => setDraft({ ...draft, typeId: e.target.value ? Number(e.target.value) : null })}
            options={[{ value: '', label: t('catalogue.anyType') }, ...types.map((x) => ({ value: x.id, label: referenceName('productTypes', x.name) }))]}
          />
          <SelectField
            label={t('catalogue.status')}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value as typeof draft.status })}
            options={(['all', 'active', 'inactive'] as const).map((s) => ({ value: s, label: t(`catalogue.statuses.${s}`) }))}
          />
          <TextField label={t('catalogue.keyword')} value={draft.keyword} onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} />
          <div className="form-actions">
            <Button kind="primary" type="submit">
              {t('catalogue.apply')}
            </Button>
          </div>
        </form>
      ) : null}
      {list.loading && !list.data ? <Spinner /> : null}
      {list.data ? (
        list.data.items.length === 0 ? (
          <EmptyState>{t('catalogue.empty')}</EmptyState>
        ) : (
          <>
            <div className="table-wrap">
              <table className="data" aria-label={t('titles.catalogue')}>
                <thead>
                  <tr>
                    <th>{t('catalogue.name')}</th>
                    <th>{t('catalogue.type')}</th>
                    <th>{t('catalogue.status')}</th>
                    <th>{t('catalogue.readiness')}</th>
                    <th>{t('catalogue.created')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((p) => (
                    <tr key={p.id} className="clickable" onClick={() => navigate(`/product/${p.id}`)}>
                      <td>
                        <span className="color-dot" style={{ background: p.calendarColor }} aria-hidden="true" />
                        <Link to={`/product/${p.id}`}>{p.name}</Link>
                      </td>
                      <td>{referenceName('productTypes', p.productTypeName)}</td>
                      <td>
                        {p.active ? <Badge tone="success">{t('catalogue.statuses.active')}</Badge> : <Badge tone="muted">{t('catalogue.statuses.inactive')}</Badge>} {p.onAir ? <Badge tone="info">{t('product.onAir')}</Badge> : null}
                      </td>
                      <td>
                        {p.hasPriceList ? null : <Badge tone="warning">{t('alerts.ProductPriceNotFound')}</Badge>} {p.hasSlot ? null : <Badge tone="warning">{t('alerts.SlotNotFound')}</Badge>}
                        {p.wizzardStep > 0 && p.wizzardStep < 5 ? <Badge tone="muted">{t('catalogue.wizardAt', { step: p.wizzardStep })}</Badge> : null}
                      </td>
                      <td>{formatDate(p.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager pageIndex={list.data.pageIndex} pageSize={list.data.pageSize} total={list.data.totalCount} onPage={(page) => setQuery({ page })} />
          </>
        )
      ) : null}
    </div>
  );
}
