import { useTranslation } from 'react-i18next';
import { localizedName } from '@pos/shared/catalogue/localized-name';
import { Button, DateField } from '../../../ui/components';
import type { ProductHit, SlotOccurrenceView } from '../../core/handlers';
import { DaySwitcher } from './DaySwitcher';
import { SlotList } from './SlotList';

/** The chosen product: the day and its time tiles (or, in a manual order, a date without a slot). */
export function ProductPanel({
  product,
  manual,
  manualDate,
  onManualDate,
  today,
  day,
  onDay,
  slots,
  slot,
  onChooseSlot,
  onBack,
}: {
  product: ProductHit;
  manual: boolean;
  manualDate: string;
  onManualDate(date: string): void;
  today: string;
  day: string;
  onDay(date: string): void;
  slots: SlotOccurrenceView[] | null;
  slot: SlotOccurrenceView | null;
  onChooseSlot(s: SlotOccurrenceView): void;
  onBack(): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="panel" data-testid="product-panel">
      <div className="screen-title">
        <h2>{localizedName(product, i18n.language)}</h2>
        <span className="spacer" />
        <Button onClick={onBack}>{t('sell.otherProduct')}</Button>
      </div>
      {manual ? (
        <>
          <p className="muted">{t('sell.manualHelp')}</p>
          <DateField label={t('sell.date')} name="manualDate" value={manualDate} onChange={onManualDate} />
        </>
      ) : (
        <>
          <DaySwitcher today={today} day={day} onDay={onDay} />
          <SlotList slots={slots} selected={slot} onChoose={onChooseSlot} />
        </>
      )}
    </section>
  );
}
