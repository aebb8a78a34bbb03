import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentEntry } from '@pos/shared/sync/protocol';
import { Button, Spinner } from '../../ui/components';
import { toast } from '../../ui/notices';
import { formatDate, formatTime } from '../../ui/format';
import { zoneDateTime } from '../state/zone';
import { useHotkeys } from '../keys/hotkeys';
import { reset } from '../state/nav';
import { focusSearch } from './sell/search-focus';
import { Money } from '../components/Money';
import { send } from '../core/send';
import { onStationEvent } from '../core/station';
import type { ReceiptDocument } from '../core/handlers';
import { errorText } from '../core/errors';
import { printedText } from './sales/print-texts';
import { showPaidOnCustomerDisplay } from '../display/publish';

type PrintState = 'queued' | 'printed' | 'unknown';

/**
 * The receipt just issued, as the 8 cm roll will show it, and whether its print job has printed yet.
 * `issued`: the receipt as the sale's answer carried it (shown at once); without it, asked of the core.
 */
export function ReceiptScreen({ orderUuid, printJobId, issued }: { orderUuid: string; printJobId: number; issued?: ReceiptDocument }) {
  const { t } = useTranslation();
  const [receipt, setReceipt] = useState<ReceiptDocument | null>(issued ?? null);
  const [print, setPrint] = useState<PrintState>('unknown');

  useEffect(() => {
    let live = true;
    if (issued) showPaidOnCustomerDisplay(issued);
    else
      void send('sale-receipt', { orderUuid }).then((a) => {
        if (!live) return;
        if (a.ok) {
          setReceipt(a.data);
          showPaidOnCustomerDisplay(a.data);
        } else toast('error', errorText(a.error));
      });
    // This receipt's own job only: pending is "queued"; once a printer took it, "printed".
    const checkPrint = () =>
      void send('print-job-status', { id: printJobId }).then((a) => {
        if (live && a.ok) setPrint(a.data.status === 'pending' ? 'queued' : 'printed');
      });
    checkPrint();
    // The printer side takes the job after the screen opens.
    const off = onStationEvent((e) => e.type === 'print-job' && e.id === printJobId && checkPrint());
    const timer = setInterval(checkPrint, 3000);
    return () => {
      live = false;
      off();
      clearInterval(timer);
    };
  }, [orderUuid, printJobId]);

  const next = () => {
    reset({ name: 'sell' });
    focusSearch();
  };
  const reprint = async () => {
    const answer = await send('receipt-reprint', { orderUuid });
    if (!answer.ok) return toast('error', errorText(answer.error));
    toast(answer.data.problem ? 'warning' : 'success', printedText('copy', answer.data));
  };
  const ticketsAgain = async () => {
    const answer = await send('tickets-reprint', { orderUuid });
    if (!answer.ok) return toast('error', errorText(answer.error));
    toast(answer.data.problem ? 'warning' : 'success', answer.data.problem ? printedText('copy', answer.data) : t('receipt.ticketsPrinted'));
  };
  useHotkeys([
    { key: 'Enter', label: 'keys.newSale', run: next },
    { key: 'F6', label: 'keys.reprint', run: () => void reprint() },
    { key: 'F7', label: 'keys.ticketsAgain', run: () => void ticketsAgain() },
    { key: 'Escape', label: 'keys.newSale', run: next, hidden: true },
  ]);

  if (!receipt) return <Spinner />;
  const customerName = [receipt.customer.firstName, receipt.customer.lastName].filter(Boolean).join(' ');
  return (
    <div className="columns" data-testid="receipt">
      <article className="receipt-paper" aria-label={t('receipt.title')} data-receipt-number={receipt.number}>
        <h2>{receipt.provider.name}</h2>
        {receipt.provider.companyId ? <p className="center num">{t('receipt.companyId', { id: receipt.provider.companyId })}</p> : null}
        <h2>{t(receipt.docType === 'invoice-receipt' ? 'receipt.invoiceHeading' : 'receipt.heading', { number: receipt.number })}</h2>
        <div className="line">
          <span>{t('receipt.date')}</span>
          <span className="num">{zoneDateTime(receipt.issuedAt)}</span>
        </div>
        {receipt.orderNumber ?? receipt.reservedOrderNumber ? (
          <div className="line">
            <span>{t('receipt.order')}</span>
            <span className="num">{receipt.orderNumber ?? receipt.reservedOrderNumber}</span>
          </div>
        ) : null}
        <div className="line">
          <span>{t('receipt.cashier')}</span>
          <span>{receipt.cashier.name}</span>
        </div>
        {customerName ? (
          <div className="line">
            <span>{t('receipt.customer')}</span>
            <span>{customerName}</span>
          </div>
        ) : null}
        <hr />
        {receipt.lines.map((l, i) => (
          <div key={i} data-receipt-line={i}>
            <div>
              {l.productName} · {l.customerTypeName}
            </div>
            <small className="muted">
              <span className="num">{formatDate(l.date)}</span> {l.startTime ? <span className="num">{formatTime(l.startTime)}</span> : null}
            </small>
            <div className="line">
              <span className="num">
                {l.quantity} × <Money value={l.unitPrice} currencyId={receipt.currencyId} />
              </span>
              <Money value={l.total} currencyId={receipt.currencyId} />
            </div>
          </div>
        ))}
        <hr />
        {receipt.totals.discountAmount > 0 ? (
          <div className="line">
            <span>{t('receipt.discount')}</span>
            <Money value={-receipt.totals.discountAmount} currencyId={receipt.currencyId} />
          </div>
        ) : null}
        <div className="line">
          <strong>{t('receipt.total')}</strong>
          <strong data-testid="receipt-total">
            <Money value={receipt.totals.total} currencyId={receipt.currencyId} />
          </strong>
        </div>
        {receipt.totals.vatAmount > 0 ? (
          <div className="line">
            <span>{t('receipt.vat')}</span>
            <Money value={receipt.totals.vatAmount} currencyId={receipt.currencyId} />
          </div>
        ) : null}
        <hr />
        {receipt.payments.map((p, i) => (
          <div key={i} className="line" data-receipt-payment={p.method}>
            <span>
              {t(`pay.methods.${p.method}`)}
              <PaymentDetail payment={p} />
            </span>
            <Money value={p.amount} currencyId={p.currencyId} />
          </div>
        ))}
        {receipt.change > 0 ? (
          <div className="line">
            <span>{t('pay.change')}</span>
            <Money value={receipt.change} currencyId={receipt.currencyId} />
          </div>
        ) : null}
      </article>
      <aside className="panel stack">
        {receipt.change > 0 ? (
          <div className="change-banner" data-testid="receipt-change">
            <span>{t('pay.changeToGive')}</span>
            <span className="change-due">
              <Money value={receipt.change} currencyId={receipt.currencyId} />
            </span>
          </div>
        ) : null}
        <p className="ok-text" role="status">
          {t('receipt.issued', { number: receipt.number })}
        </p>
        <p data-testid="print-status" data-print={print}>
          {t(`receipt.print.${print}`)}
        </p>
        <Button className="btn btn-secondary btn-big" onClick={() => void reprint()} data-testid="receipt-reprint">
          {t('refund.reprint')} <kbd dir="ltr">F6</kbd>
        </Button>
        <Button className="btn btn-secondary btn-big" onClick={() => void ticketsAgain()} data-testid="tickets-again">
          {t('receipt.ticketsAgain')} <kbd dir="ltr">F7</kbd>
        </Button>
        <Button kind="primary" className="btn btn-primary btn-big" onClick={next} data-testid="next-sale">
          {t('receipt.next')} <kbd dir="ltr">Enter</kbd>
        </Button>
      </aside>
    </div>
  );
}

function PaymentDetail({ payment }: { payment: PaymentEntry }) {
  const { t } = useTranslation();
  if (payment.method === 4) {
    return (
      <small className="muted num">
        {' '}
        ****{payment.details.last4}
        {payment.details.installments > 1 ? ` · ${t('pay.installmentsN', { count: payment.details.installments })}` : ''}
      </small>
    );
  }
  if (payment.method === 2) return <small className="muted num"> #{payment.details.number}</small>;
  if (payment.method === 8) return <small className="muted num"> {payment.details.referenceNumber}</small>;
  return null;
}
