import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { WEEKDAY_NAMES, weekStartsOnOf } from '@pos/shared/weekdays';
import { call } from '../../ui/api';
import { Button, ErrorBox, SelectField, Spinner } from '../../ui/components';
import { formatDate, formatDateRange, formatTime, formatTimeRange, today } from '../../ui/format';
import { navigate, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import type { CalendarEntry } from '../api-types';
import { useReference } from '../reference';
import { useCan } from '../session';
import type { PageProps } from '../page';
import { rangeOf, step, weekColumns, weekdayIndex, type CalendarView } from './dates';
import { useWeekStart } from '../../ui/DateField';
import { EntryDialog, EventDialog, SlotDialog, StopSaleDialog } from './dialogs';
import { SlotGuideLine, useSlotGuides } from '../employees/SlotGuides';
import { DayTimeline } from './DayTimeline';
import './calendar.css';

const VIEWS: CalendarView[] = ['day', 'week', 'month'];

/** A colour per product, stable across views. */
export function productColor(productId: number | null): string {
  const palette = ['#1e88e5', '#43a047', '#8e24aa', '#f4511e', '#00897b', '#6d4c41', '#3949ab', '#c0ca33', '#d81b60', '#546e7a'];
  return productId === null ? '#757575' : palette[productId % palette.length]!;
}

/**
 * /calendar/v3/{view?}/{date?}: day, week and month views of slots (with remaining seats) and
 * events (GET calendar/v3/slots), and the slot, stop-sale and event dialogs.
 */
export default function CalendarPage({ params }: PageProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const view: CalendarView = VIEWS.includes(params.view as CalendarView) ? (params.view as CalendarView) : 'week';
  const date = params.date && /^\d{4}-\d{2}-\d{2}$/.test(params.date) ? params.date : today();
  const productId = search.get('productId') ? Number(search.get('productId')) : undefined;
  const weekStartsOn = weekStartsOnOf(useWeekStart((s) => s.firstDayOfWeek));
  const range = rangeOf(view, date, weekStartsOn);
  const products = useReference('GET /api/my-products');
  const entries = useApi(() => call('GET /api/calendar/v3/slots', { query: { from: range.from, to: range.to, productId } }), [range.from, range.to, productId]);
  const canEditSlots = useCan(Permission.EditProducts);
  // The products' own calendar colours, for users who may read the catalogue; a fixed palette otherwise.
  const canSeeProducts = useCan(Permission.ProductsViewSearch);
  const catalogue = useApi(() => (canSeeProducts ? call('POST /api/products', { body: { status: 'all', pageIndex: 0 }, quiet: true }) : null), [canSeeProducts]);
  const colorOf = (id: number | null) => catalogue.data?.items.find((p) => p.id === id)?.calendarColor ?? productColor(id);
  const canStopSale = useCan(Permission.CalendarStopSale);
  // Issue 24: each slot's guides, and the unstaffed ones marked.
  const guides = useSlotGuides(range.from, range.to);
  const [dialog, setDialog] = useState<{ kind: 'slot'; date?: string } | { kind: 'stop-sale' } | { kind: 'event'; date?: string } | { kind: 'entry'; entry: CalendarEntry } | null>(null);

  const go = (nextView: CalendarView, nextDate: string, nextProduct = productId) => navigate(`/calendar/v3/${nextView}/${nextDate}${nextProduct ? `?productId=${nextProduct}` : ''}`);
  const productName = (id: number | null) => products.find((p) => p.id === id)?.name ?? '';
  const byDay = new Map<string, CalendarEntry[]>();
  for (const e of entries.data ?? []) {
    const day = e.start.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), e]);
  }
  const closeAndReload = () => {
    setDialog(null);
    entries.reload();
    guides.reload();
  };

  const entryButton = (e: CalendarEntry, compact: boolean, extra?: { className: string; style: CSSProperties; children?: ReactNode }) => (
    <button
      key={e.id}
      type="button"
      className={`entry entry-${e.type}${e.stopped ? ' stopped' : ''}${e.past ? ' past' : ''}${extra?.className ? ` ${extra.className}` : ''}`}
      style={{ borderInlineStartColor: colorOf(e.productId), ...extra?.style }}
      onClick={() => setDialog({ kind: 'entry', entry: e })}
      data-entry={e.id}
    >
      <span className="entry-time">{e.type !== 'slot' ? t('calendar.event') : extra?.className ? formatTimeRange(e.start.slice(11), e.end.slice(11)) : formatTime(e.start.slice(11))}</span>
      <span className="entry-name">{e.type === 'slot' ? productName(e.productId) : e.name}</span>
      {e.type === 'slot' ? (
        <span className="entry-seats">
          {e.stopped ? t('calendar.stopped') : e.available === null ? t('calendar.unlimited') : compact ? t('calendar.seatsShort', { available: e.available }) : t('calendar.seats', { available: e.available, sold: e.sold })}
        </span>
      ) : null}
      {e.type === 'slot' && guides.ready ? <SlotGuideLine guides={guides.guidesOf(e.slotId, e.start.slice(0, 10))} /> : null}
      {extra?.children}
    </button>
  );

  return (
    <div className="calendar stack">
      <div className="toolbar">
        <div className="segmented" role="group" aria-label={t('calendar.view')}>
          {VIEWS.map((v) => (
            <Button key={v} kind={v === view ? 'primary' : 'secondary'} onClick={() => go(v, date)}>
              {t(`calendar.views.${v}`)}
            </Button>
          ))}
          <Button onClick={() => go(view, today())}>{t('calendar.views.today')}</Button>
        </div>
        <Button aria-label={t('calendar.previous')} onClick={() => go(view, step(view, date, -1))}>
          {t('calendar.previousArrow')}
        </Button>
        <strong className="calendar-range">{view === 'day' ? formatDate(date) : formatDateRange(range.from, range.to)}</strong>
        <Button aria-label={t('calendar.next')} onClick={() => go(view, step(view, date, 1))}>
          {t('calendar.nextArrow')}
        </Button>
        <span className="spacer" />
        <div className="calendar-filter">
          <SelectField label={t('calendar.product')} value={productId ?? ''} onChange={(e) => go(view, date, e.target.value ? Number(e.target.value) : undefined)} options={[{ value: '', label: t('calendar.allProducts') }, ...products.map((p) => ({ value: p.id, label: p.name }))]} />
        </div>
      </div>
      <div className="toolbar">
        {canEditSlots ? (
          <Button kind="primary" onClick={() => setDialog({ kind: 'slot', date })}>
            {t('calendar.newSlot')}
          </Button>
        ) : null}
        {canStopSale ? <Button onClick={() => setDialog({ kind: 'stop-sale' })}>{t('calendar.stopSale')}</Button> : null}
        {canEditSlots ? <Button onClick={() => setDialog({ kind: 'event', date })}>{t('calendar.newEvent')}</Button> : null}
        {entries.loading ? <Spinner /> : null}
      </div>
      {entries.error ? <ErrorBox message={entries.error.message} onRetry={entries.reload} /> : null}
      {view === 'month' ? (
        <div className="month-grid" role="grid" aria-label={t('calendar.views.month')}>
          {weekColumns(weekStartsOn).map((i) => (
            <div key={i} className="month-head" role="columnheader">
              {t(`common:weekdays.${WEEKDAY_NAMES[i]}`)}
            </div>
          ))}
          {range.days.map((d) => {
            const dayEntries = byDay.get(d) ?? [];
            return (
              <div key={d} className={`month-day${d.slice(0, 7) !== date.slice(0, 7) ? ' other-month' : ''}${d === today() ? ' is-today' : ''}`} role="gridcell">
                <button type="button" className="day-number" onClick={() => go('day', d)}>
                  {Number(d.slice(8))}
                </button>
                {dayEntries.slice(0, 4).map((e) => entryButton(e, true))}
                {dayEntries.length > 4 ? (
                  <button type="button" className="btn-link more" onClick={() => go('day', d)}>
                    {t('calendar.more', { count: dayEntries.length - 4 })}
                  </button>
                ) : null}
              </div>
            );
          })}
        </div>
      ) : view === 'day' ? (
        <DayTimeline date={date} entries={byDay.get(date) ?? []} colorOf={colorOf} renderEntry={(e, extra) => entryButton(e, false, extra)} />
      ) : (
        <div className={`days-columns view-${view}`}>
          {range.days.map((d) => (
            <div key={d} className={`day-column${d === today() ? ' is-today' : ''}`}>
              <button type="button" className="day-title" onClick={() => go('day', d)}>
                {t(`common:weekdays.${WEEKDAY_NAMES[weekdayIndex(d)]}`)} {formatDate(d)}
              </button>
              {(byDay.get(d) ?? []).map((e) => entryButton(e, false))}
              {(byDay.get(d) ?? []).length === 0 && entries.data ? <p className="muted small">{t('calendar.nothing')}</p> : null}
            </div>
          ))}
        </div>
      )}
      {dialog?.kind === 'slot' ? <SlotDialog productId={productId} date={dialog.date ?? date} onClose={() => setDialog(null)} onSaved={closeAndReload} /> : null}
      {dialog?.kind === 'stop-sale' ? <StopSaleDialog productId={productId} date={date} onClose={() => setDialog(null)} onSaved={closeAndReload} /> : null}
      {dialog?.kind === 'event' ? <EventDialog productId={productId} date={dialog.date ?? date} onClose={() => setDialog(null)} onSaved={closeAndReload} /> : null}
      {dialog?.kind === 'entry' ? <EntryDialog entry={dialog.entry} productName={productName(dialog.entry.productId)} onClose={() => setDialog(null)} onChanged={closeAndReload} /> : null}
    </div>
  );
}
