import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@pos/shared/languages';
import { REQUESTED_TIMES } from '@pos/shared/api/quotes';
import { DateField, SelectField, TextArea, TextField } from '../../ui/components';

/** A quote's own fields as the new-quote page and a draft's details form edit them (texts, amounts in major units). */
export interface QuoteDetailValues {
  date: string;
  requestedTime: string;
  participants: string;
  budgetPerPerson: string;
  groupName: string;
  comments: string;
  language: string;
}

interface DetailsForm {
  values: QuoteDetailValues;
  errors: Record<string, string>;
  set(key: keyof QuoteDetailValues, value: string): void;
}

/** Date, requested time of day (R-QUO-1), participants, budget, group, language and comments, errors at their fields. */
export function QuoteDetailFields({ form }: { form: DetailsForm }) {
  const { t } = useTranslation();
  const v = form.values;
  return (
    <>
      <div className="row">
        <DateField label={t('crm.quote.date')} name="quoteDate" value={v.date} error={form.errors.date} onChange={(d) => form.set('date', d)} />
        <SelectField
          label={t('crm.quote.requestedTime')}
          name="requestedTime"
          value={v.requestedTime}
          error={form.errors.requestedTime}
          onChange={(e) => form.set('requestedTime', e.target.value)}
          options={[{ value: '', label: t('crm.none') }, ...REQUESTED_TIMES.map((r) => ({ value: r, label: t(`crm.requestedTime.${r}`) }))]}
        />
        <TextField label={t('crm.quote.participants')} name="participants" type="number" min={0} value={v.participants} error={form.errors.participants} onChange={(e) => form.set('participants', e.target.value)} />
        <TextField label={t('crm.quote.budgetPerPerson')} name="budgetPerPerson" type="number" min={0} step="0.01" value={v.budgetPerPerson} error={form.errors.budgetPerPerson} onChange={(e) => form.set('budgetPerPerson', e.target.value)} />
      </div>
      <div className="row">
        <TextField label={t('crm.quote.groupName')} name="groupName" value={v.groupName} error={form.errors.groupName} onChange={(e) => form.set('groupName', e.target.value)} />
        <SelectField label={t('crm.quote.language')} name="language" value={v.language} onChange={(e) => form.set('language', e.target.value)} options={LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${l}`) }))} />
      </div>
      <TextArea label={t('crm.quote.comments')} name="comments" value={v.comments} error={form.errors.comments} onChange={(e) => form.set('comments', e.target.value)} />
    </>
  );
}
