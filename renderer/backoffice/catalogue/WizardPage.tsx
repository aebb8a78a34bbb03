import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardStep } from '@pos/shared/catalogue/product-rules';
import { call } from '../../ui/api';
import { Button, CheckboxField, ErrorBox, Spinner, TextField } from '../../ui/components';
import { FormFooter, FormSection } from '../../ui/form-parts';
import { navigate, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import type { CustomerType, ProductView } from '../api-types';
import type { PageProps } from '../page';
import { GeneralFields, productDetails, RegionChecks } from './DetailsTab';
import { TimeFields, timeBody, timeValues } from './TimeTab';
import { CustomerTypeDialog } from './CustomerTypesTab';
import { PriceListForm } from './PricingTab';
import { PhotoGallery } from './PhotoGallery';
import { useProductMedia } from './MediaTab';

/**
 * The product creation wizard (R-PROD-14): General, Categories, Time and Duration, Prices, Photo and
 * Color, on the routes /create-product-step-one|two|three/{subStep}/{productId?}. Each step saves
 * with fromWizzard and its wizzardStep, so an unfinished product resumes where it stopped.
 */
export const WIZARD_STEPS = [
  { key: 'general', route: 'one', step: WizardStep.General },
  { key: 'categories', route: 'two', step: WizardStep.Categories },
  { key: 'time', route: 'two', step: WizardStep.TimeAndDuration },
  { key: 'prices', route: 'three', step: WizardStep.Prices },
  { key: 'photo', route: 'three', step: WizardStep.PhotoAndColor },
] as const;
type StepKey = (typeof WIZARD_STEPS)[number]['key'];

export function wizardPath(key: StepKey, productId?: number): string {
  const step = WIZARD_STEPS.find((s) => s.key === key)!;
  return `/create-product-step-${step.route}/${step.key}${productId ? `/${productId}` : ''}`;
}

export default function WizardPage({ params }: PageProps) {
  const { t } = useTranslation();
  const { path } = useLocation();
  const route = /create-product-step-(one|two|three)/.exec(path)?.[1] ?? 'one';
  const step = WIZARD_STEPS.find((s) => s.key === params.subStep && s.route === route) ?? WIZARD_STEPS.find((s) => s.route === route)!;
  const productId = params.productId ? Number(params.productId) : undefined;
  const loaded = useApi(() => (productId ? call('GET /api/product/{id}', { params: { id: productId } }) : null), [productId]);
  if (loaded.error) return <ErrorBox message={loaded.error.message} onRetry={loaded.reload} />;
  if (productId && !loaded.data) return <Spinner />;
  const product = loaded.data;
  const next = (id: number) => {
    const index = WIZARD_STEPS.findIndex((s) => s.key === step.key);
    const following = WIZARD_STEPS[index + 1];
    navigate(following ? wizardPath(following.key, id) : `/product/${id}`);
  };
  return (
    <div className="wizard stack">
      <ol className="wizard-steps" aria-label={t('wizard.steps')}>
        {WIZARD_STEPS.map((s, i) => (
          <li key={s.key} className={s.key === step.key ? 'current' : product && product.wizzardStep >= s.step ? 'done' : undefined} aria-current={s.key === step.key ? 'step' : undefined}>
            <span className="step-number">{i + 1}</span> {t(`wizard.${s.key}`)}
          </li>
        ))}
      </ol>
      <section className="card">
        {step.key === 'general' ? <GeneralStep product={product} onDone={next} /> : null}
        {step.key === 'categories' && product ? <CategoriesStep product={product} onDone={next} /> : null}
        {step.key === 'time' && product ? <TimeStep product={product} onDone={next} /> : null}
        {step.key === 'prices' && product ? <PricesStep product={product} reload={loaded.reload} onDone={next} /> : null}
        {step.key === 'photo' && product ? <PhotoStep product={product} onDone={next} /> : null}
        {step.key !== 'general' && !product ? <ErrorBox message={t('wizard.noProduct')} /> : null}
      </section>
    </div>
  );
}

function StepActions({ busy, message, children }: { busy: boolean; message?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FormFooter message={message}>
      {children}
      <Button kind="primary" type="submit" busy={busy}>
        {t('wizard.saveAndContinue')}
      </Button>
    </FormFooter>
  );
}

const EMPTY: ProductView = { name: '', productTypeId: null, unitName: '', shortDescription: '', fullDescription: '', arrivalInstructions: '', parkingInstructions: '', policy: '', extraInfo: '', address: '', cityId: null, regions: [], barcode: null, printingType: 'single-unit', registrationType: 'NotRequired', pricePerPerson: true, recommended: false, mostPopular: false } as unknown as ProductView;

function GeneralStep({ product, onDone }: { product?: ProductView; onDone(id: number): void }) {
  const { t } = useTranslation();
  const form = useForm(productDetails(product ?? EMPTY));
  const v = form.values;
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const saved = await form.submit<ProductView>('product', {
          id: product?.id,
          name: v.name,
          productTypeId: v.productTypeId,
          unitName: v.unitName,
          shortDescription: v.shortDescription,
          fullDescription: v.fullDescription,
          address: v.address,
          cityId: v.cityId,
          pricePerPerson: v.pricePerPerson,
          fromWizzard: true,
          wizzardStep: WizardStep.General,
        });
        if (saved) onDone(saved.id);
      }}
    >
      <h2>{t('wizard.general')}</h2>
      <GeneralFields form={form} withRegions={false} />
      <StepActions busy={form.busy} message={form.message} />
    </form>
  );
}

function CategoriesStep({ product, onDone }: { product: ProductView; onDone(id: number): void }) {
  const { t } = useTranslation();
  const tags = useApi(() => call('GET /api/tags'), []);
  const form = useForm({ regionIds: product.regions, tagIds: product.tags.map((x) => x.id) });
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const saved = await form.save('POST /api/product', { body: { id: product.id, regionIds: form.values.regionIds, fromWizzard: true, wizzardStep: WizardStep.Categories } });
        if (!saved) return;
        if (form.values.tagIds.length || product.tags.length) {
          const ok = await form.save('POST /api/product-tags', { body: { ProductId: product.id, ProductTagsId: form.values.tagIds, FromWizzard: true } });
          if (ok === undefined) return;
        }
        onDone(product.id);
      }}
    >
      <h2>{t('wizard.categories')}</h2>
      <RegionChecks value={form.values.regionIds} onChange={(ids) => form.set('regionIds', ids)} error={form.errors.regionIds} />
      <FormSection legend={t('wizard.tags')}>
        {tags.data?.length ? (
          <div className="checks">
            {tags.data
              .filter((tag) => tag.active)
              .map((tag) => (
                <CheckboxField key={tag.id} label={tag.name} checked={form.values.tagIds.includes(tag.id)} onChange={(c) => form.set('tagIds', c ? [...form.values.tagIds, tag.id] : form.values.tagIds.filter((id) => id !== tag.id))} />
              ))}
          </div>
        ) : (
          <p className="muted">{t('wizard.noTags')}</p>
        )}
      </FormSection>
      <StepActions busy={form.busy} message={form.message}>
        <Button onClick={() => navigate(wizardPath('general', product.id))}>{t('wizard.back')}</Button>
      </StepActions>
    </form>
  );
}

function TimeStep({ product, onDone }: { product: ProductView; onDone(id: number): void }) {
  const { t } = useTranslation();
  const form = useForm(timeValues(product));
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const saved = await form.save('POST /api/product', { body: { id: product.id, ...timeBody(form.values), fromWizzard: true, wizzardStep: WizardStep.TimeAndDuration } });
        if (saved) onDone(product.id);
      }}
    >
      <h2>{t('wizard.time')}</h2>
      <TimeFields form={form} />
      <StepActions busy={form.busy} message={form.message}>
        <Button onClick={() => navigate(wizardPath('categories', product.id))}>{t('wizard.back')}</Button>
      </StepActions>
    </form>
  );
}

function PricesStep({ product, reload, onDone }: { product: ProductView; reload(): void; onDone(id: number): void }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [customerTypes, setCustomerTypes] = useState<CustomerType[]>(product.customerTypes);
  const form = useForm({});
  const hasPrice = product.prices.length > 0;
  const finish = async () => {
    if (await form.save('POST /api/product', { body: { id: product.id, fromWizzard: true, wizzardStep: WizardStep.Prices } })) onDone(product.id);
  };
  return (
    <div className="stack">
      <h2>{t('wizard.prices')}</h2>
      <FormSection legend={t('product.tabs.customer-types')}>
        {customerTypes.length ? (
          <ul className="plain-list">
            {customerTypes.map((ct) => (
              <li key={ct.id}>
                <span className="color-dot" style={{ background: ct.color }} aria-hidden="true" />
                {ct.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('customerTypes.empty')}</p>
        )}
        <Button onClick={() => setAdding(true)}>{t('customerTypes.add')}</Button>
      </FormSection>
      {adding ? (
        <CustomerTypeDialog
          productId={product.id}
          onClose={() => setAdding(false)}
          onSaved={(ct) => {
            setAdding(false);
            setCustomerTypes((list) => [...list, ct]);
          }}
        />
      ) : null}
      {hasPrice ? (
        <p className="form-success">{t('wizard.priceSaved', { title: product.prices[0]!.title })}</p>
      ) : customerTypes.length ? (
        <FormSection legend={t('pricing.add')}>
          <PriceListForm
            key={customerTypes.length}
            productId={product.id}
            customerTypes={customerTypes}
            fromWizzard
            onSaved={() => reload()}
            footer={(save, busy) => (
              <div className="form-actions">
                <Button kind="primary" busy={busy} onClick={save}>
                  {t('pricing.savePriceList')}
                </Button>
              </div>
            )}
          />
        </FormSection>
      ) : null}
      <FormFooter message={form.message}>
        <Button onClick={() => navigate(wizardPath('time', product.id))}>{t('wizard.back')}</Button>
        <Button kind="primary" busy={form.busy} disabled={!hasPrice} onClick={() => void finish()}>
          {t('wizard.saveAndContinue')}
        </Button>
      </FormFooter>
    </div>
  );
}

/** The wizard's photos: uploads say fromWizzard (the product's wizard step moves to Photo). */
function WizardPhotos({ productId }: { productId: number }) {
  const { media, setMedia, error, reload } = useProductMedia(productId);
  if (error) return <ErrorBox message={error.message} onRetry={reload} />;
  if (!media) return <Spinner />;
  return <PhotoGallery media={media} editing fromWizzard onChange={setMedia} />;
}

function PhotoStep({ product, onDone }: { product: ProductView; onDone(id: number): void }) {
  const { t } = useTranslation();
  const form = useForm({ calendarColor: product.calendarColor });
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        if (await form.save('POST /api/product', { body: { id: product.id, calendarColor: form.values.calendarColor, fromWizzard: true, wizzardStep: WizardStep.PhotoAndColor } })) onDone(product.id);
      }}
    >
      <h2>{t('wizard.photo')}</h2>
      <WizardPhotos productId={product.id} />
      <TextField label={t('product.calendarColor')} type="color" value={form.values.calendarColor} onChange={(e) => form.set('calendarColor', e.target.value)} error={form.errors.calendarColor} />
      <StepActions busy={form.busy} message={form.message}>
        <Button onClick={() => navigate(wizardPath('prices', product.id))}>{t('wizard.back')}</Button>
      </StepActions>
    </form>
  );
}
