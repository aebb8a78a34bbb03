import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '../../ui/components';
import { toast } from '../../ui/notices';
import { formatDateTime, formatDate, formatTime } from '../../ui/format';
import { useHotkeys } from '../keys/hotkeys';
import { reset } from '../state/nav';
import { focusSearch } from './sell/search-focus';
import { Money } from '../components/Money';
import { getReceipt, reprintReceipt, onStationEvent, type ReceiptView } from '../core/station';
import { errorText } from '../core/errors';

/** The receipt just issued, as the 8 cm roll will show it, and its print job's state. */
export function ReceiptScreen({ receiptId }: { receiptId: string }) {
  const { t } = useTranslation();
  const [receipt, setReceipt] = useState<ReceiptView | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      void getReceipt(receiptId).then((a) => {
        if (!live) return;
        if (a.ok) setReceipt(a.data);
        else toast('error', errorText(a.error));
      });
    load();
    // The print job moves from queued to printed (or failed) after the screen opens.
    const off = onStationEvent((e) => e.type === 'print' && load());
    return () => {
      live = false;
      off();
    };
  }, [receiptId]);

  const next = () => {
    reset({ name: 'sell' });
    focusSearch();
  };
  const reprint = async () => {
    const a = await reprintReceipt(receiptId);
    toast(a.ok ? 'success' : 'error', a.ok ? t('receipt.reprinted') : errorText(a.error));
  };
  useHotkeys([
    { key: 'Enter', label: 'keys.newSale', run: next },
    { key: 'F5', label: 'keys.reprint', run: () => void reprint() },
    { key: 'Escape', label: 'keys.newSale', run: next, hidden: true },
  ]);

  if (!receipt) return <Spinner />;
  return (
    <div className="columns" data-testid="receipt">
      <article className="receipt-paper" aria-label={t('receipt.title')}>
        <h2>{t('receipt.heading', { number: receipt.number })}</h2>
        <div className="line">
          <span>{t('receipt.date')}</span>
          <span className="num">{formatDateTime(receipt.issuedAt)}</span>
        </div>
        {receipt.orderNumber ? (
          <div className="line">
            <span>{t('receipt.order')}</span>
            <span className="num">{receipt.orderNumber}</span>
          </div>
        ) : null}
        {receipt.customerName ? (
          <div className="line">
            <span>{t('receipt.customer')}</span>
            <span>{receipt.customerName}</span>
          </div>
        ) : null}
        <hr />
        {receipt.lines.map((l, i) => (
          <div key={i} data-receipt-line={i}>
            <div>{l.description}</div>
            {l.date ? (
              <small className="muted">
                <span className="num">{formatDate(l.date)}</span> {l.startTime ? <span className="num">{formatTime(l.startTime)}</span> : null}
              </small>
            ) : null}
            <div className="line">
              <span className="num">
                {l.quantity} × <Money value={l.unitPrice} currencyId={receipt.currencyId} />
              </span>
              <Money value={l.total} currencyId={receipt.currencyId} />
            </div>
          </div>
        ))}
        <hr />
        <div className="line">
          <strong>{t('receipt.total')}</strong>
          <strong>
            <Money value={receipt.total} currencyId={receipt.currencyId} />
          </strong>
        </div>
        {receipt.vat !== undefined ? (
          <div className="line">
            <span>{t('receipt.vat')}</span>
            <Money value={receipt.vat} currencyId={receipt.currencyId} />
          </div>
        ) : null}
        <hr />
        {receipt.payments.map((p, i) => (
          <div key={i} className="line" data-receipt-payment={p.method}>
            <span>
              {t(`pay.methods.${p.method}`)}
              {p.detail ? <span className="num"> {p.detail}</span> : null}
            </span>
            <Money value={p.amount} currencyId={p.currencyId} />
          </div>
        ))}
        {receipt.change ? (
          <div className="line">
            <span>{t('pay.change')}</span>
            <Money value={receipt.change} currencyId={receipt.currencyId} />
          </div>
        ) : null}
      </article>
      <aside className="panel stack">
        <p className="ok-text" role="status">
          {t('receipt.issued', { number: receipt.number })}
        </p>
        <p data-testid="print-status" data-print={receipt.printStatus ?? 'none'}>
          {t(`receipt.print.${receipt.printStatus ?? 'none'}`)}
        </p>
        <Button onClick={() => void reprint()}>{t('receipt.reprint')}</Button>
        <Button kind="primary" className="btn btn-primary btn-big" onClick={next} data-testid="next-sale">
          {t('receipt.next')}
        </Button>
      </aside>
    </div>
  );
}
