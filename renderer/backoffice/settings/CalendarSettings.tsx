import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { WEEKDAY_NAMES, type WeekdayName } from '@pos/shared/weekdays';
import { call } from '../../ui/api';
import { Button, ErrorBox, SelectField, Spinner } from '../../ui/components';
import { setFirstDayOfWeek } from '../../ui/DateField';
import { FormFooter } from '../../ui/form-parts';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import { useCan, useSession } from '../session';

/** The whole name of a week day (SUN..SAT) in a language, e.g. "יום ראשון", "Sunday", "воскресенье". */
export function weekdayLongName(name: WeekdayName, language: string): string {
  // 2023-01-01 was a Sunday: day i of that week is WEEKDAY_NAMES[i].
  const day = new Date(Date.UTC(2023, 0, 1 + WEEKDAY_NAMES.indexOf(name), 12));
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(day);
}

/** Settings, Calendar (issue 18): the week's first day of the date pickers and calendars, saved by providers/save. */
export function CalendarSettings() {
  const settings = useApi(() => call('GET /api/get-provider-settings'), []);
  if (settings.error) return <ErrorBox message={settings.error.message} onRetry={settings.reload} />;
  if (!settings.data) return <Spinner />;
  return <FirstDayForm key={settings.data.firstDayOfWeek} firstDayOfWeek={settings.data.firstDayOfWeek} />;
}

function FirstDayForm({ firstDayOfWeek }: { firstDayOfWeek: WeekdayName }) {
  const { t, i18n } = useTranslation();
  const canEdit = useCan(Permission.EditProviderSettings);
  const form = useForm({ firstDayOfWeek });
  const save = async () => {
    const saved = await form.save('POST /api/providers/save', { body: { firstDayOfWeek: form.values.firstDayOfWeek } }, { success: t('saved') });
    if (saved !== undefined) {
      // The pickers of this session follow at once; other sessions on their next start.
      setFirstDayOfWeek(form.values.firstDayOfWeek);
      useSession.setState((s) => (s.init ? { init: { ...s.init, provider: { ...s.init.provider, firstDayOfWeek: form.values.firstDayOfWeek } } } : {}));
    }
  };
  return (
    <section className="card stack">
      <h3>{t('settings.section.calendar')}</h3>
      <fieldset disabled={!canEdit} style={{ maxInlineSize: '28rem' }}>
        <SelectField
          label={t('settings.firstDayOfWeek')}
          name="firstDayOfWeek"
          hint={t('settings.firstDayOfWeekHint')}
          value={form.values.firstDayOfWeek}
          error={form.errors.firstDayOfWeek}
          onChange={(e) => form.set('firstDayOfWeek', e.target.value as WeekdayName)}
          options={WEEKDAY_NAMES.map((d) => ({ value: d, label: weekdayLongName(d, i18n.language) }))}
        />
      </fieldset>
      <FormFooter message={form.message} />
      {canEdit ? (
        <div className="form-actions">
          <Button kind="primary" busy={form.busy} onClick={() => void save()}>
            {t('common:save')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
