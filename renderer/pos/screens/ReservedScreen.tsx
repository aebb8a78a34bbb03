import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { Button } from '../../ui/components';
import { toast } from '../../ui/notices';
import { formatDate, formatTime } from '../../ui/format';
import { useHotkeys } from '../keys/hotkeys';
import { go } from '../state/nav';
import { useCan } from '../state/station';
import { startReserved } from '../state/cart';
import { Field } from '../components/fields';
import { Money } from '../components/Money';
import { send } from '../core/send';
import type { ReservedOrderView } from '../core/handlers';
import { errorText } from '../core/errors';

/**
 * Reserved orders (29): orders made elsewhere that wait to be paid and collected, found by number,
 * name or a scanned code (a scanner types the code and Enter). Paying one makes it this station's sale.
 */
export function ReservedScreen() {
  const { t } = useTranslation();
  const allowed = useCan(Permission.CashierReservedOrders);
  const [query, setQuery] = useState('');
  const [orders, setOrders] = useState<ReservedOrderView[] | null>(null);
  const [selected, setSelected] = useState<ReservedOrderView | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  /** Today's pick-ups, listed on open; what is typed narrows them before Enter searches every order. */
  const [pickups, setPickups] = useState<ReservedOrderView[] | null>(null);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    void send('reserved-pickups', {}).then((answer) => live && answer.ok && setPickups(answer.data));
    return () => {
      live = false;
    };
  }, [allowed]);
  const narrowed = pickups?.filter((o) => matchesOrder(o, query)) ?? null;
  const shown = orders ?? narrowed;

  const search = async () => {
    const q = query.trim();
    if (q.length < 2 && !/^\d+$/.test(q)) return toast('warning', t('reserved.searchMin'));
    const answer = await send('reserved-search', { query: q });
    if (!answer.ok) return toast('error', errorText(answer.error));
    setOrders(answer.data);
    setSelected(answer.data.length === 1 ? answer.data[0]! : null);
  };
  const typed = (text: string) => {
    setQuery(text);
    // A new text narrows today's pick-ups again until Enter searches.
    setOrders(null);
  };

  const pay = (order: ReservedOrderView) => {
    startReserved(order);
    go({ name: 'pay' });
  };

  useHotkeys([
    { key: 'Enter', label: 'keys.search', run: () => void search() },
    { key: 'F4', label: 'keys.pay', run: () => selected && pay(selected), disabled: !selected || selected.balance <= 0 },
  ]);

  if (!allowed) return <p className="error-text">{t('common:errors.noPermission')}</p>;

  return (
    <div className="columns" data-testid="reserved">
      <section className="panel stack">
        <h1>{t('reserved.title')}</h1>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
        >
          <Field inputRef={ref} label={t('reserved.search')} name="reservedQuery" placeholder={t('reserved.searchPlaceholder')} autoComplete="off" value={query} onChange={(e) => typed(e.target.value)} />
        </form>
        {orders === null && shown ? <h2 data-testid="pickups-title">{t('reserved.pickups')}</h2> : null}
        {shown === null ? null : shown.length === 0 ? (
          <p className="muted">{orders === null ? t('reserved.noPickups') : t('reserved.none')}</p>
        ) : (
          <table data-testid="reserved-results">
            <thead>
              <tr>
                <th>{t('reserved.number')}</th>
                <th>{t('reserved.customer')}</th>
                <th>{t('reserved.when')}</th>
                <th className="end">{t('reserved.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((o) => (
                <tr key={o.id} className={selected?.id === o.id ? 'selected' : undefined} onClick={() => setSelected(o)} data-order={o.orderNumber}>
                  <td className="num">{o.orderNumber}</td>
                  <td>{[o.leadCustomer.firstName, o.leadCustomer.lastName].filter(Boolean).join(' ')}</td>
                  <td className="num">{o.lines[0] ? `${formatDate(o.lines[0].date)} ${formatTime(o.lines[0].startTime)}` : ''}</td>
                  <td className="end">
                    <Money value={o.balance} currencyId={o.currencyId} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {selected ? (
        <aside className="panel stack" data-testid="reserved-order">
          <h2>{t('reserved.order', { number: selected.orderNumber })}</h2>
          <table>
            <tbody>
              {selected.lines.map((l, i) => (
                <tr key={i}>
                  <td>
                    <strong>{l.productName}</strong> · {l.customerTypeName}
                    <br />
                    <small className="muted">
                      <span className="num">{formatDate(l.date)}</span> {l.startTime ? <span className="num">{formatTime(l.startTime)}</span> : null}
                    </small>
                  </td>
                  <td className="end num">{l.quantity}</td>
                  <td className="end">
                    <Money value={l.total} currencyId={selected.currencyId} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="amounts">
            <dt>{t('reserved.total')}</dt>
            <dd>
              <Money value={selected.totalToPay} currencyId={selected.currencyId} />
            </dd>
            <dt>{t('reserved.paid')}</dt>
            <dd>
              <Money value={selected.paid} currencyId={selected.currencyId} />
            </dd>
            <dt>{t('reserved.balance')}</dt>
            <dd className="big">
              <Money value={selected.balance} currencyId={selected.currencyId} />
            </dd>
          </dl>
          <Button kind="primary" className="btn btn-primary btn-big" disabled={selected.balance <= 0} onClick={() => pay(selected)} data-testid="pay-reserved">
            {t('reserved.pay')} <kbd dir="ltr">F4</kbd>
          </Button>
        </aside>
      ) : null}
    </div>
  );
}

/** An order matches what is typed by its number, the lead customer's name, mobile or e-mail (any case). */
function matchesOrder(o: ReservedOrderView, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  const c = o.leadCustomer;
  return [String(o.orderNumber), c.firstName, c.lastName, c.mobile, c.email].some((v) => (v ?? '').toLowerCase().includes(q));
}
