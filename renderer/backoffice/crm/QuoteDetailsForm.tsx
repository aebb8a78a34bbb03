import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@pos/shared/languages';
import { REQUESTED_TIMES, type QuoteView } from '@pos/shared/api/quotes';
import { Button, DateField, SelectField, TextArea, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { useForm } from '../../ui/use-form';

const toMajor = (minor: number | null) => (minor === null ? '' : String(minor / 100));

/** A draft quote's own fields (quote/save/details): date, requested time (R-QUO-1), group, comments and remarks; errors at their fields by code. */
export function QuoteDetailsForm({ quote, onSaved }: { quote: QuoteView; onSaved(q: QuoteView): void }) {
  const { t } = useTranslation();
  const form = useForm({
    date: quote.date,
    requestedTime: quote.requestedTime ?? '',
    participants: quote.participants === null ? '' : String(quote.participants),
    budgetPerPerson: toMajor(quote.budgetPerPerson),
    groupName: quote.groupName,
    comments: quote.comments,
    remarks: quote.remarks,
    language: quote.language,
  });
  const v = form.values;
  const save = async () => {
    const body = {
      id: quote.id,
      date: v.date,
      requestedTime: (v.requestedTime || null) as (typeof REQUESTED_TIMES)[number] | null,
      participants: v.participants === '' ? null : Number(v.participants),
      budgetPerPerson: v.budgetPerPerson === '' ? null : Math.round(Number(v.budgetPerPerson) * 100),
      groupName: v.groupName,
      comments: v.comments,
      remarks: v.remarks,
      language: v.language as (typeof LANGUAGES)[number],
    };
    const saved = await form.save('POST /api/quote/save/details', { body }, { success: t('crm.saved') });
    if (saved) onSaved(saved);
  };
  return (
    <div className="stack" data-testid="quote-details-form">
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
      <TextArea label={t('crm.quote.remarks')} name="quoteRemarks" value={v.remarks} error={form.errors.remarks} onChange={(e) => form.set('remarks', e.target.value)} />
      <FormFooter message={form.message}>
        <Button busy={form.busy} onClick={() => void save()} data-testid="save-quote-details">
          {t('crm.quote.saveDetails')}
        </Button>
      </FormFooter>
    </div>
  );
}
