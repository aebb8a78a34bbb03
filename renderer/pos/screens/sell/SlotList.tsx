import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/components';
import { formatDate, formatTime, today } from '../../../ui/format';
import type { SlotOccurrenceView } from '../../core/handlers';

/** Today's and the coming days' slots of the chosen product, with their seats left; or the chosen one. */
export function SlotList({ slots, selected, onChoose, onChange }: { slots: SlotOccurrenceView[] | null; selected: SlotOccurrenceView | null; onChoose(s: SlotOccurrenceView): void; onChange(): void }) {
  const { t } = useTranslation();
  if (!slots) return null;
  const todayDate = today();
  const dayName = (date: string) => (date === todayDate ? t('sell.today') : formatDate(date));
  if (selected) {
    return (
      <div className="chosen-slot" data-testid="chosen-slot">
        <strong>
          {dayName(selected.date)} <span className="num">{formatTime(selected.startTime)}</span>
        </strong>
        <span className="muted">{seatsText(t, selected)}</span>
        <Button onClick={onChange}>{t('sell.otherSlot')}</Button>
      </div>
    );
  }
  if (slots.length === 0) return <p className="muted">{t('sell.noSlots')}</p>;
  const days = [...new Set(slots.map((s) => s.date))];
  return (
    <div className="slot-days" data-testid="slots">
      {days.map((date) => (
        <div key={date} className="slot-day" role="list" aria-label={dayName(date)}>
          <span className="day">{dayName(date)}</span>
          {slots
            .filter((s) => s.date === date)
            .map((s) => (
              <button
                key={s.slotId}
                type="button"
                className="choice"
                role="listitem"
                disabled={(s.available !== null && s.available <= 0) || s.stopped}
                data-slot={`${s.date} ${s.startTime}`}
                onClick={() => onChoose(s)}
              >
                <span className="title num">{formatTime(s.startTime)}</span>
                <span className="sub" data-remaining={s.available ?? 'unlimited'}>
                  {seatsText(t, s)}
                </span>
              </button>
            ))}
        </div>
      ))}
    </div>
  );
}

function seatsText(t: (key: string, vars?: Record<string, unknown>) => string, s: SlotOccurrenceView): string {
  if (s.stopped) return t('sell.stopSale');
  if (s.available === null) return t('sell.unlimited');
  return s.available <= 0 ? t('sell.soldOut') : t('sell.remaining', { count: s.available });
}
