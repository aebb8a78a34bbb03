import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { Badge, Button, EmptyState, Spinner } from '../../ui/components';
import { toast } from '../../ui/notices';
import { zoneDateTime } from '../state/zone';
import { useHotkeys } from '../keys/hotkeys';
import { useCan, useStation } from '../state/station';
import { Field } from '../components/fields';
import { Money } from '../components/Money';
import { send } from '../core/send';
import { onStationEvent } from '../core/station';
import { errorText } from '../core/errors';
import type { RefundableSale, SaleSummary } from '../core/handlers';
import { RefundPanel } from './sales/RefundPanel';
import { printedText } from './sales/print-texts';

/**
 * The shift's receipts (F9, then F3): find one by its number (typed or scanned, Enter), reprint it
 * as a numbered copy (F6) or refund it, whole or by lines (F4, permission 38: R-PERM-17). A refund
 * already given, and what the server said of it (refunded-twice), shows on its row.
 */
export function SalesScreen() {
  const { t } = useTranslation();
  const shiftUuid = useStation((s) => s.status?.shift?.uuid);
  const canRefund = useCan(Permission.CanCancelExistingReceipt);
  const [sales, setSales] = useState<SaleSummary[] | null>(null);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<RefundableSale | null>(null);
  const search = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    if (!shiftUuid) return;
    const answer = await send('sales-list', { shiftUuid, limit: 500 });
    if (answer.ok) setSales(answer.data);
    else toast('error', errorText(answer.error));
  }, [shiftUuid]);
  useEffect(() => {
    void load();
    search.current?.focus();
    return onStationEvent((e) => (e.type === 'sync' || e.type === 'status') && void load());
  }, [load]);

  const chosen = sales?.find((s) => s.orderUuid === selected) ?? null;

  const find = async () => {
    const q = query.trim();
    if (!q) return;
    const hit = sales?.find((s) => String(s.receiptNumber) === q || s.orderUuid === q.toLowerCase() || String(s.serverOrderNumber ?? '') === q);
    if (hit) {
      setSelected(hit.orderUuid);
      setQuery('');
      return;
    }
    if (!canRefund) return toast('warning', t('refund.noneFound', { query: q }));
    // Not a sale of this shift: online, any paid sale of the provider (issue 15); offline, said plainly.
    const answer = await send('refund-find', { query: q });
    if (!answer.ok) {
      if (answer.error.code === 'refund-offline-only') return toast('warning', t('refund.offlineOnly'));
      if (answer.error.kind === 'not-found') return toast('warning', t('refund.noneFound', { query: q }));
      return toast('error', errorText(answer.error));
    }
    if (answer.data.blocked) return toast('warning', t(`refund.blocked.${answer.data.blocked}`));
    setQuery('');
    setRefunding(answer.data);
  };

  const openRefund = async (orderUuid: string) => {
    const answer = await send('refund-sale', { orderUuid });
    if (!answer.ok) return toast('error', errorText(answer.error));
    if (answer.data.blocked) return toast('warning', t(`refund.blocked.${answer.data.blocked}`));
    setRefunding(answer.data);
  };

  const reprint = async (orderUuid: string, refundUuid?: string) => {
    const answer = await send('receipt-reprint', refundUuid ? { refundUuid } : { orderUuid });
    if (!answer.ok) return toast('error', errorText(answer.error));
    toast(answer.data.problem ? 'warning' : 'success', printedText('copy', answer.data));
  };

  useHotkeys(
    [
      { key: 'Enter', label: 'keys.search', run: () => void find(), disabled: !query.trim() },
      { key: 'F4', label: 'keys.refund', run: () => chosen && void openRefund(chosen.orderUuid), disabled: !chosen || !canRefund || chosen.refund !== null },
      { key: 'F6', label: 'keys.reprint', run: () => chosen && void reprint(chosen.orderUuid), disabled: !chosen },
    ],
    {},
  );

  if (refunding) {
    return (
      <RefundPanel
        sale={refunding}
        onDone={() => {
          setRefunding(null);
          void load();
          search.current?.focus();
        }}
        onReprint={(refundUuid) => void reprint(refunding.orderUuid, refundUuid)}
      />
    );
  }

  return (
    <section className="panel stack" data-testid="sales-screen">
      <div className="screen-title">
        <h1>{t('refund.title')}</h1>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void find();
        }}
      >
        <Field inputRef={search} label={t('refund.search')} hint={t('refund.searchHelp')} name="receipt-search" inputMode="numeric" dir="ltr" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      </form>
      {sales === null ? (
        <Spinner />
      ) : sales.length === 0 ? (
        <EmptyState>{t('refund.none')}</EmptyState>
      ) : (
        <table className="data sales-table" data-testid="shift-sales">
          <thead>
            <tr>
              <th>{t('refund.receipt')}</th>
              <th>{t('refund.time')}</th>
              <th>{t('refund.tickets')}</th>
              <th>{t('refund.total')}</th>
              <th>{t('refund.state')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {sales.map((s) => (
              <tr key={s.orderUuid} data-receipt-number={s.receiptNumber} aria-selected={s.orderUuid === selected} className={s.orderUuid === selected ? 'selected' : undefined} onClick={() => setSelected(s.orderUuid)}>
                <td className="num">
                  {t(`refund.docType.${s.docType}`)} {s.receiptNumber}
                </td>
                <td className="num">{zoneDateTime(s.createdAt)}</td>
                <td className="num">{s.tickets}</td>
                <td>
                  <Money value={s.total} />
                </td>
                <td>
                  {s.refund ? (
                    <span data-refund-number={s.refund.number}>
                      <Badge tone="warning">{t('refund.refundedAs', { number: s.refund.number })}</Badge> <Money value={-s.refund.total} />
                      {s.refund.conflictFlags.map((f) => (
                        <Badge key={f} tone="danger">
                          {t(`sync.flags.${f}`, { defaultValue: f })}
                        </Badge>
                      ))}
                    </span>
                  ) : null}
                </td>
                <td className="row-actions">
                  <Button className="btn btn-secondary btn-big" onClick={() => void reprint(s.orderUuid)} data-testid="reprint">
                    {t('refund.reprint')}
                  </Button>
                  {s.refund ? (
                    <Button className="btn btn-secondary btn-big" onClick={() => void reprint(s.orderUuid, s.refund!.uuid)} data-testid="reprint-refund">
                      {t('refund.reprintRefund')}
                    </Button>
                  ) : canRefund ? (
                    <Button kind="danger" className="btn btn-danger btn-big" onClick={() => void openRefund(s.orderUuid)} data-testid="refund">
                      {t('refund.refund')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
