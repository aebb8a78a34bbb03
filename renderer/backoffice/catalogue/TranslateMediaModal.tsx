import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@pos/shared/languages';
import type { MediaTranslationInput } from '@pos/shared/api/files';
import { Button, Modal, TextArea, TextField } from '../../ui/components';

/**
 * The translate modal (000 §2, /product/{productId}/translate/{id}/{type}): a title and a
 * description per language for a photo, a document, a FAQ or a more-info entry.
 */
export function TranslateMediaModal({
  title,
  translations,
  labels,
  onSave,
  onClose,
}: {
  title: string;
  /** The two fields' labels (a FAQ entry's question and answer); a photo's caption and description by default. */
  labels?: { title: string; description: string };
  translations: readonly MediaTranslationInput[];
  onSave(translations: MediaTranslationInput[]): Promise<boolean>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() =>
    Object.fromEntries(LANGUAGES.map((language) => [language, translations.find((x) => x.language === language) ?? { language, title: '', description: '' }])),
  );
  const [busy, setBusy] = useState(false);
  const set = (language: string, field: 'title' | 'description', value: string) => setValues((v) => ({ ...v, [language]: { ...v[language]!, [field]: value } }));
  const save = async () => {
    setBusy(true);
    const ok = await onSave(LANGUAGES.map((language) => values[language]!));
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Modal
      title={title}
      onClose={onClose}
      wide
      footer={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button kind="primary" busy={busy} onClick={() => void save()}>
            {t('common:save')}
          </Button>
        </>
      }
    >
      <div className="media-translations">
        {LANGUAGES.map((language) => (
          <fieldset key={language} dir={language === 'he-IL' ? 'rtl' : 'ltr'} lang={language}>
            <legend>{t(`common:languages.${language}`)}</legend>
            <TextField label={labels?.title ?? t('media.caption')} name={`title-${language}`} maxLength={255} value={values[language]!.title} onChange={(e) => set(language, 'title', e.target.value)} />
            <TextArea label={labels?.description ?? t('media.description')} name={`description-${language}`} maxLength={2000} rows={2} value={values[language]!.description} onChange={(e) => set(language, 'description', e.target.value)} />
          </fieldset>
        ))}
      </div>
    </Modal>
  );
}
