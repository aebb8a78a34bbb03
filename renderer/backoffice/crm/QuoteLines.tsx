import { useTranslation } from 'react-i18next';
import type { QuoteView } from '@pos/shared/api/quotes';
import { Button } from '../../ui/components';
import { formatDate, formatMoney, formatTime } from '../../ui/format';
import './quote.css';

/** What a draft quote's lines offer (R-QUO-2: only before it is sent). */
export interface QuoteLineEdits {
  /** C124: the customer line's quantity, priced again by the server (R-QUO-4). */
  onQuantity(productIndex: number, customerIndex: number, quantity: number): void;
  /** C123: the last line stays (R-ORD-16, said by the server). */
  onRemove(productIndex: number, customerIndex: number): void;
  /** C119: the entry's product, date, slot and customer types changed. */
  onChange(productIndex: number): void;
  /** Counts the saved edits: the quantity boxes start again from the saved quantities after each. */
  revision: number;
  /** The field error of the line last saved, at its quantity. */
  error?: { productIndex: number; customerIndex: number; message: string };
}

/** A quote's lines and total; `edit` makes the quantities editable and offers changing or removing a line. */
export function QuoteLines({ quote, edit }: { quote: Pick<QuoteView, 'products' | 'totalToPay' | 'currencyId'>; edit?: QuoteLineEdits }) {
  const { t } = useTranslation();
  const commit = (i: number, j: number, was: number, input: HTMLInputElement) => {
    const quantity = Number(input.value);
    // Sent once per typed value: leaving a refused value's box does not send it again.
    if (input.value === '' || quantity === was || input.dataset.sent === input.value) return;
    input.dataset.sent = input.value;
    edit?.onQuantity(i, j, quantity);
  };
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
            {edit ? <th /> : null}
          </tr>
        </thead>
        <tbody>
          {quote.products.flatMap((p, i) =>
            p.customers.map((c, j) => {
              const error = edit?.error?.productIndex === i && edit.error.customerIndex === j ? edit.error.message : undefined;
              return (
                <tr key={`${i}:${j}`} data-line={`${i}:${j}`}>
                  <td>{p.productName}</td>
                  <td>
                    {formatDate(p.date)} {formatTime(p.startTime)}
                  </td>
                  <td>{c.customerTypeName}</td>
                  <td className="num">
                    {edit ? (
                      <>
                        <input
                          key={`${edit.revision}:${c.quantity}`}
                          className="quantity-input"
                          type="number"
                          dir="ltr"
                          min={1}
                          max={1000}
                          name={`line-quantity-${i}-${j}`}
                          aria-label={`${t('crm.quote.quantity')} · ${p.productName} · ${c.customerTypeName}`}
                          aria-invalid={error ? true : undefined}
                          defaultValue={c.quantity}
                          onBlur={(e) => commit(i, j, c.quantity, e.currentTarget)}
                          onKeyDown={(e) => e.key === 'Enter' && commit(i, j, c.quantity, e.currentTarget)}
                        />
                        {error ? (
                          <div className="field-error" role="alert">
                            {error}
                          </div>
                        ) : null}
                      </>
                    ) : (
                      c.quantity
                    )}
                  </td>
                  <td className="num">{formatMoney(c.priceForOne, quote.currencyId)}</td>
                  <td className="num">{formatMoney(c.price, quote.currencyId)}</td>
                  {edit ? (
                    <td className="actions">
                      {j === 0 ? (
                        <Button kind="link" onClick={() => edit.onChange(i)} data-testid={`change-line-${i}`}>
                          {t('crm.quote.changeProduct')}
                        </Button>
                      ) : null}
                      <Button kind="link" onClick={() => edit.onRemove(i, j)} data-testid={`remove-line-${i}-${j}`}>
                        {t('crm.quote.remove')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              );
            }),
          )}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={5}>{t('crm.quote.total')}</th>
            <th className="num" data-testid="quote-total">
              {formatMoney(quote.totalToPay, quote.currencyId)}
            </th>
            {edit ? <th /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
