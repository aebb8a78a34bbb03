import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Badge, Button, ErrorBox, Spinner } from '../../ui/components';
import { confirmDialog, toast } from '../../ui/notices';
import { Link, navigate } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';
import type { PageProps } from '../page';
import { DetailsTab } from './DetailsTab';
import { TimeTab } from './TimeTab';
import { CustomerTypesTab } from './CustomerTypesTab';
import { PricingTab } from './PricingTab';
import { SellingTab } from './SellingTab';
import { TranslationsTab } from './TranslationsTab';
import { MediaTab } from './MediaTab';
import { ContentTab } from './ContentTab';
import { ExternalCodesTab } from './ExternalCodesTab';
import { PRODUCT_TABS, type ProductTab, type TabProps } from './product-tabs';

/** /product/{id}/{tab?} (view, ProductsViewSearch) and /product/{id}/edit/{tab?} (edit, EditProducts). */
export function ProductPage({ params, editing }: PageProps & { editing: boolean }) {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.EditProducts);
  const canCreate = useCan(Permission.CreateProducts);
  // GET copy-product/{id}: a copy under a free name (R-PROD-8), opened at once for editing.
  const copy = async (productId: number) => {
    const result = await call('GET /api/copy-product/{id}', { params: { id: productId } });
    if (result.ok) navigate(`/product/${result.data.id}/edit/details`);
  };
  const remove = async (productId: number, name: string) => {
    if (!(await confirmDialog(t('product.confirmDelete', { name })))) return;
    if ((await call('DELETE /api/product/{id}', { params: { id: productId } })).ok) {
      toast('success', t('product.deleted'));
      navigate('/catalog');
    }
  };
  const id = Number(params.id);
  const tab: ProductTab = (PRODUCT_TABS as readonly string[]).includes(params.tab ?? '') ? (params.tab as ProductTab) : 'details';
  const loaded = useApi(() => (Number.isInteger(id) && id > 0 ? call('GET /api/product/{id}', { params: { id } }) : null), [id]);
  if (loaded.error) return <ErrorBox message={loaded.error.message} onRetry={loaded.reload} />;
  const product = loaded.data;
  if (!product) return <Spinner />;
  const base = editing ? `/product/${id}/edit` : `/product/${id}`;
  const props: TabProps = { product, editing, reload: loaded.reload };
  return (
    <div className="stack">
      <div className="toolbar">
        <h2 className="product-name">
          <span className="color-dot" style={{ background: product.calendarColor }} aria-hidden="true" />
          {product.name}
        </h2>
        {product.active ? <Badge tone="success">{t('catalogue.statuses.active')}</Badge> : <Badge tone="muted">{t('catalogue.statuses.inactive')}</Badge>}
        {product.onAir ? <Badge tone="info">{t('product.onAir')}</Badge> : <Badge tone="muted">{t('product.offAir')}</Badge>}
        <span className="spacer" />
        {canCreate ? <Button onClick={() => void copy(id)}>{t('product.copy')}</Button> : null}
        {/* Issue 18: Delete only while editing (not beside Edit on the view), and only after a yes to the question. */}
        {canEdit && editing ? (
          <Button kind="danger" data-delete-product onClick={() => void remove(id, product.name)}>
            {t('delete')}
          </Button>
        ) : null}
        {editing ? (
          <Link className="btn btn-secondary" to={`/product/${id}/${tab}`}>
            {t('product.done')}
          </Link>
        ) : canEdit ? (
          <Link className="btn btn-primary" to={`/product/${id}/edit/${tab}`}>
            {t('product.edit')}
          </Link>
        ) : null}
      </div>
      <nav className="tabs" aria-label={t('product.sections')}>
        {PRODUCT_TABS.map((name) => (
          <Link key={name} to={`${base}/${name}`} className={name === tab ? 'active' : undefined}>
            {t(`product.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {loaded.loading ? <Spinner /> : null}
      <section className="card" key={`${tab}-${editing}`}>
        {tab === 'details' ? <DetailsTab {...props} /> : null}
        {tab === 'time' ? <TimeTab {...props} /> : null}
        {tab === 'customer-types' ? <CustomerTypesTab {...props} /> : null}
        {tab === 'pricing' ? <PricingTab {...props} /> : null}
        {tab === 'selling' ? <SellingTab {...props} /> : null}
        {tab === 'photos' ? <MediaTab {...props} /> : null}
        {tab === 'faq' ? <ContentTab {...props} kind="faq" /> : null}
        {tab === 'more-info' ? <ContentTab {...props} kind="info" /> : null}
        {tab === 'translations' ? <TranslationsTab {...props} /> : null}
        {tab === 'external-codes' ? <ExternalCodesTab {...props} /> : null}
        {tab === 'slots' ? (
          <div className="stack">
            <p>{t('product.slotsText')}</p>
            <Link className="btn btn-primary" to={`/calendar/v3/week?productId=${id}`}>
              {t('product.openCalendar')}
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}

export function ProductViewPage(props: PageProps) {
  return <ProductPage {...props} editing={false} />;
}

export function ProductEditPage(props: PageProps) {
  return <ProductPage {...props} editing />;
}
