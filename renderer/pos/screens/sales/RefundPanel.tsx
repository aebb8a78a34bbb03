import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/components';
import { formatDate, formatTime } from '../../../ui/format';
import { useHotkeys } from '../../keys/hotkeys';
import { track } from '../../state/busy';
import { Field } from '../../components/fields';
import { Money } from '../../components/Money';
import { send } from '../../core/send';
import { refreshStatus } from '../../core/station';
import { errorText } from '../../core/errors';
import type { RefundableSale, RefundResult } from '../../core/handlers';

/**
 * A refund of one sale: how many units of each line go back (all of them by default: a cancel),
 * the reason, and the money back by the original method (the card first, up to what it paid, then
 * cash from the drawer). Enter gives the money back; Esc leaves without a refund.
 */
export function RefundPanel({ sale, onDone, onReprint }: { sale: RefundableSale; onDone(): void; onReprint(refundUuid: string): void }) {
  const { t } = useTranslation();
  const [units, setUnits] = useState<Record<number, number>>(() => Object.fromEntries(sale.lines.map((l) => [l.lineNo, 0])));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<RefundResult | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);

  const chosen = sale.lines.filter((l) => (units[l.lineNo] ?? 0) > 0).map((l) => ({ lineNo: l.lineNo, quantity: units[l.lineNo]! }));
  const whole = sale.lines.every((l) => units[l.lineNo] === l.quantity);
  // What the receipt took of its lines: the estimate scales each line's share the same way the core does.
  const linesTotal = sale.lines.reduce((s, l) => s + l.total, 0);
  const estimate = whole ? sale.receipt.total : Math.min(sale.receipt.total, chosen.reduce((s, c) => {
    const line = sale.lines.find((l) => l.lineNo === c.lineNo)!;
    return s + (linesTotal === 0 ? 0 : Math.round((((line.total * c.quantity) / line.quantity) * sale.receipt.total) / linesTotal));
  }, 0));
  const card = sale.payments.find((p) => p.method === 4);
  const toCard = card ? Math.min(card.localAmount, estimate) : 0;

  const set = (lineNo: number, n: number, max: number) => setUnits((u) => ({ ...u, [lineNo]: Math.max(0, Math.min(max, n)) }));
  const all = () => setUnits(Object.fromEntries(sale.lines.map((l) => [l.lineNo, l.refundable])));

  const inflight = useRef(false);
  const submit = async () => {
    if (inflight.current || done) return;
    if (chosen.length === 0) return setError(t('refund.chooseLines'));
    inflight.current = true;
    setBusy(true);
    setError(null);
    const answer = await track(toCard > 0 ? 'progress.card' : 'progress.refund', send('refund-create', { orderUuid: sale.orderUuid, lines: chosen, reason, ...(sale.online ? { online: true } : {}) }));
    setBusy(false);
    inflight.current = false;
    if (!answer.ok) return setError(errorText(answer.error));
    setDone(answer.data);
    await refreshStatus();
  };

  useHotkeys(
    done
      ? [
          { key: 'Enter', label: 'keys.done', run: onDone },
          { key: 'F6', label: 'keys.reprint', run: () => onReprint(done.refund.refundUuid) },
          { key: 'Escape', label: 'keys.back', run: onDone },
        ]
      : [
          { key: 'Enter', label: 'keys.confirmRefund', run: () => void submit(), disabled: busy || chosen.length === 0 },
          { key: 'F3', label: 'keys.refundAll', run: all },
          { key: 'Escape', label: 'keys.cancel', run: onDone },
        ],
    { modal: true },
  );

  if (done) {
    return (
      <section className="panel stack screen-narrow" data-testid="refund-done" data-refund-number={done.refund.number}>
        <p className="ok-text" role="status">
          {t('refund.issued', { number: done.refund.number })}
        </p>
        {done.cash > 0 ? (
          <p className="big-amount" style={{ fontSize: "2rem", fontWeight: 700 }} data-testid="refund-cash">
            {t('refund.giveCash')} <Money value={done.cash} currencyId={done.refund.currencyId} />
          </p>
        ) : null}
        {done.print.problem ? (
          <p className="warning-text" role="alert" data-testid="refund-print-problem">
            {t('refund.printWaits', { reason: t(`errors.${done.print.problem}`, { defaultValue: done.print.problem }) })}
          </p>
        ) : null}
        {done.card > 0 ? (
          <p data-testid="refund-card">
            {t('refund.cardCredited')} <Money value={done.card} currencyId={done.refund.currencyId} />
          </p>
        ) : null}
        <div className="actions">
          <Button className="btn btn-secondary btn-big" onClick={() => onReprint(done.refund.refundUuid)}>
            {t('refund.reprintRefund')} <kbd dir="ltr">F6</kbd>
          </Button>
          <Button kind="primary" className="btn btn-primary btn-big" onClick={onDone} data-testid="refund-finish">
            {t('shift.done')} <kbd dir="ltr">Enter</kbd>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      className="panel stack"
      data-testid="refund-panel"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="screen-title">
        <h1>{t('refund.titleOf', { docType: t(`refund.docType.${sale.receipt.docType}`), number: sale.receipt.number })}</h1>
        <span className="spacer" />
        <span>
          {t('refund.total')} <Money value={sale.receipt.total} currencyId={sale.receipt.currencyId} />
        </span>
      </div>
      {sale.customerName ? <p className="muted">{sale.customerName}</p> : null}
      {sale.online ? (
        <p className="muted" data-testid="refund-online">
          {t('refund.foundOnline')}
        </p>
      ) : null}
      <table className="data" data-testid="refund-lines">
        <thead>
          <tr>
            <th>{t('refund.line')}</th>
            <th>{t('refund.sold')}</th>
            <th>{t('refund.units')}</th>
            <th>{t('refund.total')}</th>
          </tr>
        </thead>
        <tbody>
          {sale.lines.map((l, i) => (
            <tr key={l.lineNo} data-line-no={l.lineNo}>
              <td>
                <div>
                  {l.productName} · {l.customerTypeName}
                </div>
                <small className="muted">
                  <span className="num">{formatDate(l.date)}</span> {l.startTime ? <span className="num">{formatTime(l.startTime)}</span> : null}
                  {l.used > 0 ? ` · ${t('refund.used', { count: l.used })}` : ''}
                </small>
              </td>
              <td className="num">{l.quantity}</td>
              <td>
                <div className="stepper" role="group" aria-label={t('refund.units')}>
                  <button type="button" className="btn btn-secondary btn-big" aria-label={t('keys.less')} onClick={() => set(l.lineNo, (units[l.lineNo] ?? 0) - 1, l.refundable)} disabled={(units[l.lineNo] ?? 0) === 0}>
                    −
                  </button>
                  <output className="num" data-testid={`refund-units-${l.lineNo}`} aria-live="polite">
                    {units[l.lineNo] ?? 0}
                  </output>
                  <button type="button" ref={i === 0 ? first : undefined} className="btn btn-secondary btn-big" aria-label={t('keys.more')} onClick={() => set(l.lineNo, (units[l.lineNo] ?? 0) + 1, l.refundable)} disabled={(units[l.lineNo] ?? 0) >= l.refundable} data-testid={`refund-more-${l.lineNo}`}>
                    +
                  </button>
                </div>
              </td>
              <td>
                <Money value={l.total} currencyId={sale.receipt.currencyId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Field label={t('refund.reason')} name="refund-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <dl className="amounts" data-testid="refund-summary">
        <dt>{t('refund.amount')}</dt>
        <dd>
          <Money value={estimate} currencyId={sale.receipt.currencyId} />
        </dd>
        {toCard > 0 ? (
          <>
            <dt>{t('refund.toCard', { last4: card?.method === 4 ? card.details.last4 : '' })}</dt>
            <dd>
              <Money value={toCard} currencyId={sale.receipt.currencyId} />
            </dd>
          </>
        ) : null}
        {estimate - toCard > 0 ? (
          <>
            <dt>{t('refund.inCash')}</dt>
            <dd>
              <Money value={estimate - toCard} currencyId={sale.receipt.currencyId} />
            </dd>
          </>
        ) : null}
      </dl>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <Button className="btn btn-secondary btn-big" onClick={all}>
          {t('refund.all')} <kbd dir="ltr">F3</kbd>
        </Button>
        <Button className="btn btn-secondary btn-big" onClick={onDone}>
          {t('common:cancel')} <kbd dir="ltr">Esc</kbd>
        </Button>
        <Button type="submit" kind="danger" className="btn btn-danger btn-big" busy={busy} disabled={chosen.length === 0} data-testid="refund-confirm">
          {t('refund.confirm')} <kbd dir="ltr">Enter</kbd>
        </Button>
      </div>
    </form>
  );
}
