import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../ui/format';
import type { SlotOccurrenceView } from '../../core/handlers';

/** The chosen day's slots as time tiles with their seats left; the chosen one pressed. Started slots are left out. */
export function SlotList({ slots, selected, onChoose }: { slots: SlotOccurrenceView[] | null; selected: SlotOccurrenceView | null; onChoose(s: SlotOccurrenceView): void }) {
  const { t } = useTranslation();
  if (!slots) return null;
  const open = slots.filter((s) => !s.past);
  if (open.length === 0) return <p className="muted" data-testid="no-slots">{t('sell.noSlotsThatDay')}</p>;
  return (
    <div className="time-tiles" role="list" data-testid="slots">
      {open.map((s) => {
        const pressed = selected !== null && selected.slotId === s.slotId && selected.date === s.date;
        return (
          <button
            key={`${s.slotId}|${s.date}`}
            type="button"
            className="choice time-tile"
            role="listitem"
            aria-pressed={pressed}
            disabled={(s.available !== null && s.available <= 0) || s.stopped}
            data-slot={`${s.date} ${s.startTime}`}
            onClick={() => onChoose(s)}
          >
            <span className="title num">{formatTime(s.startTime)}</span>
            <span className="sub" data-remaining={s.available ?? 'unlimited'}>
              {seatsText(t, s)}
            </span>
          </button>
        );
      })}
    </div>
  );
}

function seatsText(t: (key: string, vars?: Record<string, unknown>) => string, s: SlotOccurrenceView): string {
  if (s.stopped) return t('sell.stopSale');
  if (s.available === null) return t('sell.unlimited');
  return s.available <= 0 ? t('sell.soldOut') : t('sell.remaining', { count: s.available });
}
