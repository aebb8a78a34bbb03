import { useTranslation } from 'react-i18next';
import { WEEKDAY_NAMES } from '@pos/shared/weekdays';
import { CheckboxField } from './components';
import { FormSection } from './form-parts';

/** Week days MON to SUN (R-CLIENT-25) as the bit flags of @pos/shared/weekdays. */
export function WeekdayChecks({ value, onChange, error, legend }: { value: number; onChange(flags: number): void; error?: string; legend: string }) {
  const { t } = useTranslation();
  const order = [1, 2, 3, 4, 5, 6, 0];
  return (
    <FormSection legend={legend}>
      <div className="weekdays">
        {order.map((i) => (
          <CheckboxField key={i} label={t(`common:weekdays.${WEEKDAY_NAMES[i]}`)} checked={(value & (1 << i)) !== 0} onChange={(c) => onChange(c ? value | (1 << i) : value & ~(1 << i))} />
        ))}
      </div>
      {error ? <small className="field-error">{error}</small> : null}
    </FormSection>
  );
}
