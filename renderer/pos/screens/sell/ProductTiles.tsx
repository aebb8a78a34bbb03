import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../ui/format';
import { Money } from '../../components/Money';
import { allNames, localizedName } from '@pos/shared/catalogue/localized-name';
import type { ProductHit, SellTile } from '../../core/handlers';

/** Tiles narrowed by what was typed: any part of the name in any language (any case) or the start of the barcode; one letter or digit is enough. */
export function matchTiles(tiles: readonly SellTile[], query: string): SellTile[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...tiles];
  return tiles.filter((t) => allNames(t.product).some((n) => n.toLowerCase().includes(q)) || (t.product.barcode ?? '').toLowerCase().startsWith(q));
}

/** Every product sellable at this window as a large tile in its calendar colour: its picture, "from" price and next slot with seats. */
export function ProductTiles({ tiles, today, onChoose }: { tiles: readonly SellTile[]; today: string; onChoose(p: ProductHit, tile: SellTile): void }) {
  const { t, i18n } = useTranslation();
  if (tiles.length === 0) return <p className="muted">{t('sell.noProducts')}</p>;
  return (
    <div className="product-tiles" role="list" data-testid="product-tiles">
      {tiles.map((tile) => {
        const p = tile.product;
        const next = tile.nextSlot;
        return (
          <button
            key={p.id}
            type="button"
            role="listitem"
            className={`product-tile${p.thumbnail ? ' with-photo' : ''}`}
            style={{ '--tile-color': tile.color || '#1e88e5' } as CSSProperties}
            data-product={p.name}
            data-next-slot={next ? `${next.date} ${next.startTime}` : ''}
            onClick={() => onChoose(p, tile)}
          >
            {p.thumbnail ? <img className="thumb" src={p.thumbnail} alt="" width={64} height={64} /> : null}
            <span className="title">{localizedName(p, i18n.language)}</span>
            {tile.fromPrice !== null ? (
              <span className="price">
                {t('sell.from')} <Money value={tile.fromPrice} currencyId={tile.currencyId} />
              </span>
            ) : null}
            <span className="next">
              {next ? (
                <>
                  {next.date === today ? t('sell.today') : formatDate(next.date)} <span className="num">{formatTime(next.startTime)}</span>
                  {' · '}
                  {next.available === null ? t('sell.unlimited') : t('sell.remaining', { count: next.available })}
                </>
              ) : (
                t('sell.noSlotsAhead')
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
