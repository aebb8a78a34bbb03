import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@pos/shared/languages';
import type { ApiRoute } from '@pos/shared/api/routes';
import { Button, TextArea } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { useForm } from '../../ui/use-form';
import type { TabProps } from './product-tabs';

/** The save call of each translatable field (catalogue/translation-routes.ts, spelled as the spec spells them). */
const SAVE_CALLS = {
  name: 'POST /api/product/{id}/saveNameTranlation',
  shortDescription: 'POST /api/product/{id}/saveShortDescriptionTranlation',
  fullDescription: 'POST /api/product/{id}/saveLongDescriptionTranlation',
  arrivalInstructions: 'POST /api/product/{id}/arrivalIstructionsTranslation',
  parkingInstructions: 'POST /api/product/{id}/parkingIstructionsTranslation',
  policy: 'POST /api/product/{id}/saveProductPolicyTranlation',
  extraInfo: 'POST /api/product/{id}/saveProductExtraInfoTranlation',
} as const satisfies Record<string, ApiRoute>;
type TranslatedField = keyof typeof SAVE_CALLS;

/** Product texts in en-US, he-IL and ru-RU, saved one field at a time. */
export function TranslationsTab({ product, editing, reload }: TabProps) {
  const { t } = useTranslation();
  const [field, setField] = useState<TranslatedField>('name');
  const current = product.translations[field] ?? [];
  return (
    <div className="stack">
      <div className="tabs sub-tabs">
        {(Object.keys(SAVE_CALLS) as TranslatedField[]).map((f) => (
          <a
            key={f}
            href="#"
            className={f === field ? 'active' : undefined}
            onClick={(e) => {
              e.preventDefault();
              setField(f);
            }}
          >
            {t(`product.${f}`)}
          </a>
        ))}
      </div>
      <FieldTranslations key={field} productId={product.id} field={field} values={current} editing={editing} onSaved={reload} />
    </div>
  );
}

function FieldTranslations({ productId, field, values, editing, onSaved }: { productId: number; field: TranslatedField; values: { language: string; value: string }[]; editing: boolean; onSaved(): void }) {
  const { t } = useTranslation();
  const form = useForm(Object.fromEntries(LANGUAGES.map((l) => [l, values.find((v) => v.language === l)?.value ?? ''])) as Record<string, string>);
  const save = async () => {
    const translations = LANGUAGES.map((language) => ({ language, value: form.values[language] ?? '' }));
    if (await form.save(SAVE_CALLS[field], { params: { id: productId }, body: { translations } }, { success: t('saved') })) onSaved();
  };
  return (
    <fieldset disabled={!editing}>
      <legend>{t(`product.${field}`)}</legend>
      {LANGUAGES.map((l) => (
        <TextArea key={l} label={t(`common:languages.${l}`)} dir={l === 'he-IL' ? 'rtl' : 'ltr'} value={form.values[l] ?? ''} onChange={(e) => form.set(l, e.target.value)} error={form.errors[`translations`]} />
      ))}
      <FormFooter message={form.message} />
      {editing ? (
        <Button kind="primary" busy={form.busy} onClick={() => void save()}>
          {t('common:save')}
        </Button>
      ) : null}
    </fieldset>
  );
}
