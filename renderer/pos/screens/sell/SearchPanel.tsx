import { useTranslation } from 'react-i18next';
import { localizedName } from '@pos/shared/catalogue/localized-name';
import { PRICE_TYPES } from '@pos/shared/reference';
import { SelectField } from '../../../ui/components';
import { setCart } from '../../state/cart';
import { Field } from '../../components/fields';
import type { CustomerTypesAnswer, ProductHit } from '../../core/handlers';
import { registerSearch } from './search-focus';

/** The sell screen's title (with the price type when the product has several), the product search and its results. */
export function SearchPanel({
  manual,
  types,
  query,
  onQuery,
  hits,
  onChoose,
  searchRef,
}: {
  manual: boolean;
  types: CustomerTypesAnswer | null;
  query: string;
  onQuery(query: string): void;
  hits: ProductHit[] | null;
  onChoose(p: ProductHit): void;
  searchRef: { current: HTMLInputElement | null };
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="panel">
      <div className="screen-title">
        <h1>{manual ? t('sell.manualTitle') : t('sell.title')}</h1>
        <span className="spacer" />
        {types && types.priceTypeIds.length > 1 ? (
          <SelectField
            label={t('sell.priceType')}
            name="priceType"
            value={types.priceTypeId}
            options={types.priceTypeIds.map((id) => ({ value: id, label: t(`sell.priceTypes.${id}`, { defaultValue: PRICE_TYPES.find((p) => p.id === id)?.name ?? String(id) }) }))}
            onChange={(e) => setCart({ priceTypeId: Number(e.target.value) })}
          />
        ) : null}
      </div>
      <Field
        inputRef={(el) => {
          searchRef.current = el;
          registerSearch(el);
        }}
        label={t('sell.search')}
        name="search"
        placeholder={t('sell.searchPlaceholder')}
        autoFocus
        autoComplete="off"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      {hits ? (
        hits.length === 0 ? (
          <p className="muted">{t('sell.noProducts')}</p>
        ) : (
          <div className="choices" role="list" data-testid="product-results">
            {hits.map((p) => (
              <button key={p.id} type="button" className={p.thumbnail ? 'choice with-thumb' : 'choice'} role="listitem" data-product={p.name} onClick={() => onChoose(p)}>
                {p.thumbnail ? <img className="thumb" src={p.thumbnail} alt="" width={64} height={64} /> : null}
                <span className="title">{localizedName(p, i18n.language)}</span>
                {p.barcode ? <span className="sub num">{p.barcode}</span> : null}
              </button>
            ))}
          </div>
        )
      ) : null}
    </section>
  );
}
