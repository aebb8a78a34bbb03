import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@pos/shared/languages';
import { REQUESTED_TIMES, type QuoteView } from '@pos/shared/api/quotes';
import { Button, TextArea } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { useForm } from '../../ui/use-form';
import { QuoteDetailFields } from './QuoteDetailFields';

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
      <QuoteDetailFields form={form} />
      <TextArea label={t('crm.quote.remarks')} name="quoteRemarks" value={v.remarks} error={form.errors.remarks} onChange={(e) => form.set('remarks', e.target.value)} />
      <FormFooter message={form.message}>
        <Button busy={form.busy} onClick={() => void save()} data-testid="save-quote-details">
          {t('crm.quote.saveDetails')}
        </Button>
      </FormFooter>
    </div>
  );
}
