import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { RepeatMode } from '@pos/shared/reference';
import { weekdayFlagOf } from '@pos/shared/weekdays';
import { call } from '../../ui/api';
import { Button, CheckboxField, DateField, Modal, SelectField, TextArea, TextField } from '../../ui/components';
import { FormSection } from '../../ui/form-parts';
import { confirmDialog, toast } from '../../ui/notices';
import { formatDate, formatTime, formatTimeRange, ltr } from '../../ui/format';
import { useForm } from '../../ui/use-form';
import type { CalendarEntry, CalendarEvent } from '../api-types';
import { useReference } from '../reference';
import { useCan } from '../session';
import { WeekdayChecks } from '../../ui/WeekdayChecks';
import { SlotGuides } from '../employees/SlotGuides';
import { SendMessageDialog } from '../messages/SendMessageDialog';
import { navigate } from '../../ui/router';
import { bookSlotUrl } from '../orders/prefill';
import { SlotManifest } from './SlotManifest';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** hh:mm typed as text, the same in every language and browser locale. */
function TimeField({ label, value, onChange, error, name }: { label: string; value: string; onChange(v: string): void; error?: string; name?: string }) {
  const { t } = useTranslation();
  const bad = value !== '' && !TIME.test(value);
  return <TextField label={label} name={name} value={value} placeholder="hh:mm" inputMode="numeric" onChange={(e) => onChange(e.target.value)} error={error ?? (bad ? t('calendar.badTime') : undefined)} />;
}

function Actions({ busy, onSave, onClose, saveLabel }: { busy: boolean; onSave(): void; onClose(): void; saveLabel?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Button kind="primary" busy={busy} onClick={onSave}>
        {saveLabel ?? t('common:save')}
      </Button>
      <Button onClick={onClose}>{t('common:cancel')}</Button>
    </>
  );
}

function FormMessage({ message }: { message: string }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * A new slot (R-SLOT-1, R-SLOT-2: once, daily or weekly, ending on a date or after a count), one
 * occurrence of a series edited on its own (R-SLOT-6, `occurrence`), optionally moving its orders
 * (R-SLOT-5), or a whole series (`series`: the entry's series settings, prefilled). The server's
 * warnings come back as questions (the API client resends when confirmed).
 */
export function SlotDialog({ productId, date, occurrence, series: seriesOf, onClose, onSaved }: { productId?: number; date: string; occurrence?: CalendarEntry; series?: CalendarEntry; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const products = useReference('GET /api/my-products');
  const series = seriesOf?.series ?? undefined;
  const form = useForm({
    productId: series?.productId ?? occurrence?.productId ?? productId ?? 0,
    startDate: series ? series.startDate : occurrence ? occurrence.start.slice(0, 10) : date,
    startTime: series ? formatTime(series.startTime) : occurrence ? formatTime(occurrence.start.slice(11)) : '10:00',
    endTime: series ? formatTime(series.endTime) : occurrence ? formatTime(occurrence.end.slice(11)) : '11:00',
    limit: series ? (series.limit === null ? '' : String(series.limit)) : occurrence?.slotLimit === null || occurrence?.slotLimit === undefined ? (occurrence ? '' : '20') : String(occurrence.slotLimit),
    repeatMode: (series?.repeatMode ?? RepeatMode.None) as number,
    daysOfWeek: series?.daysOfWeek || weekdayFlagOf(series?.startDate ?? date),
    endBy: (series?.repeatCount ? 'count' : 'date') as 'date' | 'count',
    repeatEndDate: series?.repeatEndDate ?? '',
    repeatCount: series?.repeatCount ? String(series.repeatCount) : '10',
    forIndividuals: series?.forIndividuals ?? true,
    forGroups: series?.forGroups ?? false,
    allowAssignEmployees: series?.allowAssignEmployees ?? true,
    moveOrders: true,
  });
  const v = form.values;
  const pid = v.productId || products[0]?.id || 0;
  const save = async () => {
    const repeating = v.repeatMode !== RepeatMode.None;
    // A series keeps the settings this dialog does not show.
    const kept = series ? { blockCreatingNewOrdersBefore: series.blockCreatingNewOrdersBefore as 'before' | 'after' | 'allow', orderBlockMinutes: series.orderBlockMinutes, isVirtual: series.isVirtual, extraInfo: series.extraInfo } : {};
    const slot = {
      ...kept,
      id: series?.id ?? occurrence?.slotId ?? undefined,
      productId: pid,
      startDate: v.startDate,
      startTime: v.startTime,
      endTime: v.endTime,
      limit: v.limit.trim() === '' ? null : Number(v.limit),
      repeatMode: occurrence ? RepeatMode.None : v.repeatMode,
      daysOfWeek: v.repeatMode === RepeatMode.Weekly ? v.daysOfWeek : undefined,
      repeatEndDate: repeating && v.endBy === 'date' ? v.repeatEndDate || null : null,
      repeatCount: repeating && v.endBy === 'count' ? Number(v.repeatCount) : null,
      forIndividuals: v.forIndividuals,
      forGroups: v.forGroups,
      allowAssignEmployees: v.allowAssignEmployees,
    };
    const body = occurrence ? { slot, disabledDate: occurrence.originalSlotId ? undefined : occurrence.start.slice(0, 10), moveOrders: v.moveOrders } : { slot };
    const saved = await form.save('POST /api/calendar/v3/slot', { body }, { success: t('calendar.slotSaved') });
    if (saved) onSaved();
  };
  const err = (f: string) => form.errors[`slot.${f}`] ?? form.errors[f];
  return (
    <Modal title={series ? t('calendar.editSeries') : occurrence ? t('calendar.editOccurrence') : t('calendar.newSlot')} onClose={onClose} wide footer={<Actions busy={form.busy} onSave={() => void save()} onClose={onClose} />}>
      <div className="row">
        <SelectField label={t('calendar.product')} name="productId" value={pid} disabled={Boolean(occurrence ?? series)} onChange={(e) => form.set('productId', Number(e.target.value))} options={products.map((p) => ({ value: p.id, label: p.name }))} error={err('productId')} />
        <DateField label={series ? t('calendar.seriesStart') : t('calendar.date')} name="startDate" value={v.startDate} onChange={(d) => form.set('startDate', d)} error={err('startDate')} />
        <TimeField label={t('calendar.startTime')} name="startTime" value={v.startTime} onChange={(x) => form.set('startTime', x)} error={err('startTime')} />
        <TimeField label={t('calendar.endTime')} name="endTime" value={v.endTime} onChange={(x) => form.set('endTime', x)} error={err('endTime')} />
        <TextField label={t('calendar.limit')} name="limit" type="number" min={1} value={v.limit} onChange={(e) => form.set('limit', e.target.value)} hint={t('calendar.limitHint')} error={err('limit')} />
      </div>
      {occurrence ? (
        <CheckboxField label={t('calendar.moveOrders')} checked={v.moveOrders} onChange={(c) => form.set('moveOrders', c)} />
      ) : (
        <FormSection legend={t('calendar.repeat')}>
          <div className="row">
            <SelectField
              label={t('calendar.repeatMode')}
              name="repeatMode"
              value={v.repeatMode}
              onChange={(e) => form.set('repeatMode', Number(e.target.value))}
              options={[RepeatMode.None, RepeatMode.Daily, RepeatMode.Weekly].map((m) => ({ value: m, label: t(`calendar.repeatModes.${m}`) }))}
              error={err('repeatMode')}
            />
            {v.repeatMode !== RepeatMode.None ? (
              <>
                <SelectField label={t('calendar.endBy')} value={v.endBy} onChange={(e) => form.set('endBy', e.target.value as 'date' | 'count')} options={(['date', 'count'] as const).map((x) => ({ value: x, label: t(`calendar.endBys.${x}`) }))} />
                {v.endBy === 'date' ? (
                  <DateField label={t('calendar.repeatEndDate')} name="repeatEndDate" value={v.repeatEndDate} onChange={(d) => form.set('repeatEndDate', d)} error={err('repeatEndDate')} />
                ) : (
                  <TextField label={t('calendar.repeatCount')} name="repeatCount" type="number" min={1} value={v.repeatCount} onChange={(e) => form.set('repeatCount', e.target.value)} error={err('repeatCount')} />
                )}
              </>
            ) : null}
          </div>
          {v.repeatMode === RepeatMode.Weekly ? <WeekdayChecks legend={t('pricing.days')} value={v.daysOfWeek} onChange={(d) => form.set('daysOfWeek', d)} error={err('daysOfWeek')} /> : null}
        </FormSection>
      )}
      <div className="row">
        <CheckboxField label={t('calendar.forIndividuals')} checked={v.forIndividuals} onChange={(c) => form.set('forIndividuals', c)} />
        <CheckboxField label={t('calendar.forGroups')} checked={v.forGroups} onChange={(c) => form.set('forGroups', c)} />
        <CheckboxField label={t('calendar.allowAssignEmployees')} checked={v.allowAssignEmployees} onChange={(c) => form.set('allowAssignEmployees', c)} />
      </div>
      <FormMessage message={form.message} />
    </Modal>
  );
}

/** R-STOP-1: stop sale on one slot, a day or a date range, optionally only between hours. */
export function StopSaleDialog({ productId, date, slot, onClose, onSaved }: { productId?: number; date: string; slot?: CalendarEntry; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const products = useReference('GET /api/my-products');
  const form = useForm({
    scope: (slot ? 'slot' : 'day') as 'slot' | 'day' | 'range',
    productIds: slot?.productId ? [slot.productId] : productId ? [productId] : ([] as number[]),
    date: slot ? slot.start.slice(0, 10) : date,
    startDate: date,
    endDate: date,
    daysOfWeek: 127,
    hours: false,
    fromTime: '08:00',
    toTime: '12:00',
  });
  const v = form.values;
  const save = async () => {
    const hours = v.hours ? { fromTime: v.fromTime, toTime: v.toTime } : {};
    const stopSale =
      v.scope === 'slot'
        ? { slotId: slot!.slotId, date: v.date, productIds: slot!.productId ? [slot!.productId] : undefined }
        : v.scope === 'day'
          ? { productIds: v.productIds.length ? v.productIds : null, date: v.date, ...hours }
          : { productIds: v.productIds.length ? v.productIds : null, startDate: v.startDate, endDate: v.endDate, daysOfWeek: v.daysOfWeek, ...hours };
    if (await form.save('POST /api/calendar/v3/slot/stopsale', { body: { stopSale } }, { success: t('calendar.stopSaleSaved') })) onSaved();
  };
  const err = (f: string) => form.errors[`stopSale.${f}`] ?? form.errors[f];
  return (
    <Modal title={t('calendar.stopSale')} onClose={onClose} wide footer={<Actions busy={form.busy} onSave={() => void save()} onClose={onClose} saveLabel={t('calendar.stopSale')} />}>
      <SelectField label={t('calendar.scope')} name="scope" value={v.scope} onChange={(e) => form.set('scope', e.target.value as typeof v.scope)} options={(slot ? (['slot', 'day', 'range'] as const) : (['day', 'range'] as const)).map((s) => ({ value: s, label: t(`calendar.scopes.${s}`) }))} />
      {v.scope !== 'slot' ? (
        <FormSection legend={t('calendar.products')}>
          <p className="hint">{t('calendar.productsHint')}</p>
          <div className="checks">
            {products.map((p) => (
              <CheckboxField key={p.id} label={p.name} checked={v.productIds.includes(p.id)} onChange={(c) => form.set('productIds', c ? [...v.productIds, p.id] : v.productIds.filter((id) => id !== p.id))} />
            ))}
          </div>
        </FormSection>
      ) : (
        <p>{t('calendar.slotAt', { time: formatTime(slot!.start.slice(11)), date: formatDate(slot!.start.slice(0, 10)) })}</p>
      )}
      {v.scope === 'day' ? <DateField label={t('calendar.date')} name="date" value={v.date} onChange={(d) => form.set('date', d)} error={err('date')} /> : null}
      {v.scope === 'range' ? (
        <>
          <div className="row">
            <DateField label={t('pricing.fromDate')} name="startDate" value={v.startDate} onChange={(d) => form.set('startDate', d)} error={err('startDate')} />
            <DateField label={t('pricing.toDate')} name="endDate" value={v.endDate} onChange={(d) => form.set('endDate', d)} error={err('endDate')} />
          </div>
          <WeekdayChecks legend={t('pricing.days')} value={v.daysOfWeek} onChange={(d) => form.set('daysOfWeek', d)} error={err('daysOfWeek')} />
        </>
      ) : null}
      {v.scope !== 'slot' ? (
        <>
          <CheckboxField label={t('calendar.onlyHours')} checked={v.hours} onChange={(c) => form.set('hours', c)} />
          {v.hours ? (
            <div className="row">
              <TimeField label={t('calendar.fromTime')} value={v.fromTime} onChange={(x) => form.set('fromTime', x)} error={err('fromTime')} />
              <TimeField label={t('calendar.toTime')} value={v.toTime} onChange={(x) => form.set('toTime', x)} error={err('toTime')} />
            </div>
          ) : null}
        </>
      ) : null}
      <FormMessage message={form.message} />
    </Modal>
  );
}

/** A calendar event (a note on the calendar, for a product or for all). */
export function EventDialog({ productId, date, event, onClose, onSaved }: { productId?: number; date: string; event?: CalendarEvent; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const products = useReference('GET /api/my-products');
  const form = useForm({
    name: event?.name ?? '',
    description: event?.description ?? '',
    productId: event?.productId ?? productId ?? null,
    startDate: event?.startDate ?? date,
    startTime: event?.startTime ? formatTime(event.startTime) : '',
    endDate: event?.endDate ?? date,
    endTime: event?.endTime ? formatTime(event.endTime) : '',
  });
  const v = form.values;
  const save = async () => {
    const body = { event: { id: event?.id, name: v.name, description: v.description, productId: v.productId, startDate: v.startDate, startTime: v.startTime || null, endDate: v.endDate, endTime: v.endTime || null } };
    if (await form.save('POST /api/calendar/v3/event', { body }, { success: t('saved') })) onSaved();
  };
  const err = (f: string) => form.errors[`event.${f}`] ?? form.errors[f];
  return (
    <Modal title={event ? t('calendar.editEvent') : t('calendar.newEvent')} onClose={onClose} footer={<Actions busy={form.busy} onSave={() => void save()} onClose={onClose} />}>
      <TextField label={t('calendar.eventName')} name="name" value={v.name} onChange={(e) => form.set('name', e.target.value)} error={err('name')} autoFocus />
      <SelectField label={t('calendar.product')} value={v.productId ?? ''} onChange={(e) => form.set('productId', e.target.value ? Number(e.target.value) : null)} options={[{ value: '', label: t('calendar.allProducts') }, ...products.map((p) => ({ value: p.id, label: p.name }))]} />
      <div className="row">
        <DateField label={t('pricing.fromDate')} value={v.startDate} onChange={(d) => form.set('startDate', d)} error={err('startDate')} />
        <TimeField label={t('calendar.startTime')} value={v.startTime} onChange={(x) => form.set('startTime', x)} error={err('startTime')} />
      </div>
      <div className="row">
        <DateField label={t('pricing.toDate')} value={v.endDate} onChange={(d) => form.set('endDate', d)} error={err('endDate')} />
        <TimeField label={t('calendar.endTime')} value={v.endTime} onChange={(x) => form.set('endTime', x)} error={err('endTime')} />
      </div>
      <TextArea label={t('calendar.description')} value={v.description} onChange={(e) => form.set('description', e.target.value)} error={err('description')} />
      <FormMessage message={form.message} />
    </Modal>
  );
}

/** One entry clicked: a slot occurrence (seats, and its actions) or an event. */
export function EntryDialog({ entry, productName, onClose, onChanged }: { entry: CalendarEntry; productName: string; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.EditProducts);
  const canStopSale = useCan(Permission.CalendarStopSale);
  const canSend = useCan(Permission.EditOrders);
  const canBook = useCan(Permission.CreateOrders);
  const [mode, setMode] = useState<'view' | 'edit' | 'edit-series' | 'stop-sale' | 'edit-event' | 'send'>('view');
  const [lifting, setLifting] = useState(false);
  const date = entry.start.slice(0, 10);
  if (mode === 'edit') return <SlotDialog date={date} occurrence={entry} onClose={onClose} onSaved={onChanged} />;
  if (mode === 'edit-series') return <SlotDialog date={date} series={entry} onClose={onClose} onSaved={onChanged} />;
  if (mode === 'stop-sale') return <StopSaleDialog date={date} slot={entry} onClose={onClose} onSaved={onChanged} />;
  if (entry.type === 'event') return <EventEntry entry={entry} onClose={onClose} onChanged={onChanged} />;
  // Issue 21 (C275): a message to everyone booked on this occurrence.
  if (mode === 'send' && entry.slotId && entry.productId) {
    const label = `${productName} · ${formatDate(date)} ${formatTime(entry.start.slice(11))}`;
    return <SendMessageDialog target={{ kind: 'slot', slotId: entry.slotId, productId: entry.productId, date, label }} onClose={onClose} />;
  }

  const remove = async (whole: boolean) => {
    if (!(await confirmDialog(whole ? t('calendar.confirmDeleteSeries') : t('calendar.confirmDeleteOccurrence')))) return;
    const result = await call('DELETE /api/calendar/v3/slot', { query: { id: entry.slotId ?? '', date: whole ? undefined : date } });
    if (result.ok) {
      toast('success', t('calendar.slotDeleted'));
      onChanged();
    }
  };
  /** R-STOP-2: lifts every stop sale that stops this occurrence, for it alone. */
  const liftStopSale = async () => {
    if (!(await confirmDialog(t('calendar.confirmLiftStopSale')))) return;
    setLifting(true);
    let lifted = true;
    for (const id of entry.stopSaleIds) {
      const result = await call('DELETE /api/calendar/v3/slot/stopsale', { body: { stopSale: { id, slotId: entry.slotId, date } } });
      if (!result.ok) {
        lifted = false;
        break;
      }
    }
    setLifting(false);
    if (lifted) toast('success', t('calendar.stopSaleLifted'));
    onChanged();
  };
  const revert = async () => {
    if (!(await confirmDialog(t('calendar.confirmRevert')))) return;
    const result = await call('DELETE /api/calendar/v3/slot/revert', { query: { slotId: entry.slotId ?? '' } });
    if (result.ok) {
      toast('success', t('calendar.reverted'));
      onChanged();
    }
  };
  return (
    <Modal wide title={`${productName} · ${formatDate(date)} ${formatTimeRange(entry.start.slice(11), entry.end.slice(11))}`} onClose={onClose}>
      <dl className="facts">
        <dt>{t('calendar.limit')}</dt>
        <dd>{entry.slotLimit ?? t('calendar.unlimited')}</dd>
        <dt>{t('calendar.sold')}</dt>
        <dd>{entry.sold}</dd>
        <dt>{t('calendar.remaining')}</dt>
        <dd>{entry.available ?? t('calendar.unlimited')}</dd>
        <dt>{t('calendar.status')}</dt>
        <dd>{entry.stopped ? t('calendar.stopped') : entry.past ? t('calendar.past') : t('calendar.open')}</dd>
        {entry.originalSlotId ? (
          <>
            <dt>{t('calendar.series')}</dt>
            <dd>{t('calendar.editedOccurrence')}</dd>
          </>
        ) : null}
      </dl>
      {entry.slotId ? <SlotManifest slotId={entry.slotId} date={date} /> : null}
      {entry.slotId ? <SlotGuides slotId={entry.slotId} date={date} onChanged={onChanged} /> : null}
      <div className="form-actions">
        {canBook && entry.slotId && entry.productId && !entry.past && !entry.stopped && entry.available !== 0 ? (
          <Button kind="primary" data-book-slot onClick={() => navigate(bookSlotUrl(entry.productId!, date, entry.slotId!))}>
            {t('calendar.bookSlot')}
          </Button>
        ) : null}
        {canEdit ? <Button onClick={() => setMode('edit')}>{entry.originalSlotId ? t('calendar.editSlot') : t('calendar.editOccurrence')}</Button> : null}
        {canEdit && !entry.originalSlotId && entry.series && entry.series.repeatMode !== RepeatMode.None ? <Button onClick={() => setMode('edit-series')}>{t('calendar.editSeries')}</Button> : null}
        {canStopSale ? <Button onClick={() => setMode('stop-sale')}>{t('calendar.stopSale')}</Button> : null}
        {canSend && entry.slotId && entry.productId && entry.sold > 0 ? <Button onClick={() => setMode('send')}>{t('sendMessage.toSlot')}</Button> : null}
        {canStopSale && entry.stopped && entry.stopSaleIds.length > 0 ? (
          <Button busy={lifting} onClick={() => void liftStopSale()}>
            {t('calendar.liftStopSale')}
          </Button>
        ) : null}
        {canEdit && entry.originalSlotId ? <Button onClick={() => void revert()}>{t('calendar.revert')}</Button> : null}
        {canEdit ? (
          <Button kind="danger" onClick={() => void remove(false)}>
            {t('calendar.deleteOccurrence')}
          </Button>
        ) : null}
        {canEdit && !entry.originalSlotId ? (
          <Button kind="danger" onClick={() => void remove(true)}>
            {t('calendar.deleteSeries')}
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}

function EventEntry({ entry, onClose, onChanged }: { entry: CalendarEntry; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.EditProducts);
  const [editing, setEditing] = useState(false);
  const event: CalendarEvent = {
    id: entry.eventId!,
    productId: entry.productId,
    originalSlotId: entry.originalSlotId,
    name: entry.name ?? '',
    description: '',
    startDate: entry.start.slice(0, 10),
    startTime: entry.start.slice(11),
    endDate: entry.end.slice(0, 10),
    endTime: entry.end.slice(11),
  };
  if (editing) return <EventDialog date={event.startDate} event={event} onClose={onClose} onSaved={onChanged} />;
  const remove = async () => {
    if (!(await confirmDialog(t('calendar.confirmDeleteEvent')))) return;
    if ((await call('DELETE /api/calendar/v3/event', { query: { id: event.id } })).ok) onChanged();
  };
  return (
    <Modal title={event.name} onClose={onClose}>
      <p>
        {ltr(`${formatDate(event.startDate)} ${formatTime(event.startTime)} – ${formatDate(event.endDate)} ${formatTime(event.endTime)}`)}
      </p>
      {canEdit ? (
        <div className="form-actions">
          <Button onClick={() => setEditing(true)}>{t('edit')}</Button>
          <Button kind="danger" onClick={() => void remove()}>
            {t('delete')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
