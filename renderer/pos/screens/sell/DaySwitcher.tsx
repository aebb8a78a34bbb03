import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/components';
import { addDays } from '../../../ui/format';

/** Today, tomorrow or any date: the day whose slots the sell screen shows. `today` is the provider's (the core's clock and zone). */
export function DaySwitcher({ today, day, onDay }: { today: string; day: string; onDay(date: string): void }) {
  const { t } = useTranslation();
  const tomorrow = addDays(today, 1);
  return (
    <div className="day-switcher" role="group" aria-label={t('sell.day')} data-day={day}>
      <button type="button" className="day-button" aria-pressed={day === today} onClick={() => onDay(today)} data-day-button="today">
        {t('sell.today')}
      </button>
      <button type="button" className="day-button" aria-pressed={day === tomorrow} onClick={() => onDay(tomorrow)} data-day-button="tomorrow">
        {t('sell.tomorrow')}
      </button>
      <DateField label={t('sell.otherDay')} name="day" value={day} onChange={(date) => date && date >= today && onDay(date)} />
    </div>
  );
}
