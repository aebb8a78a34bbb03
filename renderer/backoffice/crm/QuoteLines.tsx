import { useTranslation } from 'react-i18next';
import type { QuoteView } from '@pos/shared/api/quotes';
import { Button } from '../../ui/components';
import { formatDate, formatMoney, formatTime } from '../../ui/format';

/** A quote's lines and total; `onRemove` offers removing a customer line (the last one stays: R-ORD-16). */
export function QuoteLines({ quote, onRemove }: { quote: Pick<QuoteView, 'products' | 'totalToPay' | 'currencyId'>; onRemove?(productIndex: number, customerIndex: number): void }) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="data" aria-label={t('crm.quote.lines')}>
        <thead>
          <tr>
            <th>{t('crm.quote.product')}</th>
            <th>{t('crm.quote.productDate')}</th>
            <th>{t('crm.quote.customerType')}</th>
            <th className="num">{t('crm.quote.quantity')}</th>
            <th className="num">{t('crm.quote.priceForOne')}</th>
            <th className="num">{t('crm.quote.price')}</th>
            {onRemove ? <th /> : null}
          </tr>
        </thead>
        <tbody>
          {quote.products.flatMap((p, i) =>
            p.customers.map((c, j) => (
              <tr key={`${i}:${j}`}>
                <td>{p.productName}</td>
                <td>
                  {formatDate(p.date)} {formatTime(p.startTime)}
                </td>
                <td>{c.customerTypeName}</td>
                <td className="num">{c.quantity}</td>
                <td className="num">{formatMoney(c.priceForOne, quote.currencyId)}</td>
                <td className="num">{formatMoney(c.price, quote.currencyId)}</td>
                {onRemove ? (
                  <td>
                    <Button kind="link" onClick={() => onRemove(i, j)}>
                      {t('crm.quote.remove')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            )),
          )}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={5}>{t('crm.quote.total')}</th>
            <th className="num" data-testid="quote-total">
              {formatMoney(quote.totalToPay, quote.currencyId)}
            </th>
            {onRemove ? <th /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
