import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Button, ErrorBox, Spinner, TextArea, TextField } from '../../ui/components';
import { FormFooter, FormSection } from '../../ui/form-parts';
import { toast } from '../../ui/notices';
import { useApi } from '../../ui/use-api';

const LANGUAGES = ['en-US', 'he-IL', 'ru-RU'] as const;
type Texts = Record<string, { name?: string; instruction?: string }>;

/** C227/C228: the client's name and order-id instruction in each language (an empty text is no translation). */
export function ClientTranslations({ clientId, canChange }: { clientId: number; canChange: boolean }) {
  const loaded = useApi(() => call('GET /api/businessClient/translations/get', { query: { id: clientId } }), [clientId]);
  if (loaded.loading && !loaded.data) return <Spinner />;
  if (loaded.error) return <ErrorBox message={loaded.error.message} onRetry={loaded.reload} />;
  return <TranslationsForm key={JSON.stringify(loaded.data)} clientId={clientId} initial={loaded.data ?? {}} canChange={canChange} />;
}

function TranslationsForm({ clientId, initial, canChange }: { clientId: number; initial: Texts; canChange: boolean }) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Texts>(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const set = (language: string, field: 'name' | 'instruction', value: string) => setTexts((all) => ({ ...all, [language]: { ...all[language], [field]: value } }));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await call('POST /api/businessClient/translations/save', { body: { id: clientId, translations: texts }, quiet: true });
    setBusy(false);
    setMessage(result.ok ? '' : result.error.message);
    if (result.ok) toast('success', t('businessClients.translationsSaved'));
  };
  return (
    <form className="card stack" onSubmit={save} aria-label={t('businessClients.translations')}>
      <h2>{t('businessClients.translations')}</h2>
      <fieldset disabled={!canChange || busy} className="stack">
        {LANGUAGES.map((language) => (
          <FormSection key={language} legend={t(`businessClients.languages.${language}`)}>
            <TextField label={t('businessClients.name')} name={`translations.${language}.name`} dir={language === 'he-IL' ? 'rtl' : 'ltr'} maxLength={200} value={texts[language]?.name ?? ''} onChange={(e) => set(language, 'name', e.target.value)} />
            <TextArea label={t('businessClients.instruction')} name={`translations.${language}.instruction`} dir={language === 'he-IL' ? 'rtl' : 'ltr'} value={texts[language]?.instruction ?? ''} onChange={(e) => set(language, 'instruction', e.target.value)} />
          </FormSection>
        ))}
      </fieldset>
      {canChange ? (
        <FormFooter message={message}>
          <Button kind="primary" type="submit" busy={busy}>
            {t('common:save')}
          </Button>
        </FormFooter>
      ) : null}
    </form>
  );
}
