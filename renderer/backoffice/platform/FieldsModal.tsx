import { useState, type FormEvent, type HTMLInputTypeAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../ui/api';
import { Button, Modal, TextField } from '../../ui/components';

/**
 * A modal form of text fields that the platform posts as one body (a new agent, a new provider): the
 * server's field errors show at their fields, a refusal without them at the first field.
 */
export function FieldsModal<F extends string>({
  title,
  fields,
  post,
  onSaved,
  onClose,
}: {
  title: string;
  fields: readonly { name: F; label: string; type?: HTMLInputTypeAttribute }[];
  post(draft: Record<F, string>): Promise<ApiResult<unknown>>;
  onSaved(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<F, string>);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await post(draft);
    setBusy(false);
    if (result.ok) onSaved();
    else setErrors(result.error.fieldErrors ?? { [fields[0]!.name]: result.error.message });
  };
  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {fields.map(({ name, label, type = 'text' }) => (
          <TextField key={name} label={label} name={name} type={type} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} error={errors[name]} />
        ))}
        <div className="form-actions">
          <Button kind="primary" type="submit" busy={busy}>
            {t('common:save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
