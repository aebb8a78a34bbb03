import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { ATTACHMENT_MAX_BYTES, type Attachment } from '@pos/shared/api/messages';
import { call } from '../../ui/api';
import { Button } from '../../ui/components';
import { confirmDialog } from '../../ui/notices';
import { readFileAsBase64 } from './placeholders';
import './messages.css';

type AttachmentRow = Static<typeof Attachment>;

const sizeText = (bytes: number | undefined) => (bytes === undefined ? '' : bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * A template's attachments: a file chosen is uploaded at once, to the template when it exists
 * (C270) or as a temporary attachment the template takes on save (C269); removed with C271.
 */
export function TemplateAttachments({ templateId, attachments, onChange, error }: { templateId: number | null; attachments: AttachmentRow[]; onChange(next: AttachmentRow[]): void; error?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const add = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setMessage('');
    if (file.size > ATTACHMENT_MAX_BYTES) return setMessage(t('messageTemplates.attachmentTooLarge', { mb: ATTACHMENT_MAX_BYTES / 1024 / 1024 }));
    setBusy(true);
    const body = { fileName: file.name, contentType: file.type || 'application/octet-stream', data: await readFileAsBase64(file) };
    const result =
      templateId === null
        ? await call('POST /api/save-message-temporary-attachment', { body, quiet: true })
        : await call('POST /api/save-message-template-attachment/{id}', { params: { id: templateId }, body, quiet: true });
    setBusy(false);
    if (result.ok) onChange([...attachments, result.data]);
    else setMessage(result.error.fieldErrors?.data ?? result.error.message);
  };

  const remove = async (a: AttachmentRow) => {
    if (!(await confirmDialog(t('messageTemplates.confirmRemoveAttachment', { name: a.fileName })))) return;
    const result = await call('DELETE /api/message-template-attachment/remove/{id}', { params: { id: a.id } });
    if (result.ok) onChange(attachments.filter((x) => x.id !== a.id));
  };

  return (
    <fieldset className="stack">
      <legend>{t('messageTemplates.attachments')}</legend>
      {attachments.length === 0 ? <p className="muted">{t('messageTemplates.noAttachments')}</p> : null}
      <ul className="attachment-list">
        {attachments.map((a) => (
          <li key={a.id}>
            <span dir="auto">{a.fileName}</span> <small className="muted">{sizeText(a.size)}</small>
            <Button kind="link" aria-label={t('messageTemplates.removeAttachment', { name: a.fileName })} onClick={() => void remove(a)}>
              {t('messageTemplates.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <label className={`btn btn-secondary${busy ? ' disabled' : ''}`}>
        {t('messageTemplates.addAttachment')}
        <input type="file" className="file-input-hidden" name="attachment" disabled={busy} onChange={(e) => void add(e.target.files).finally(() => (e.target.value = ''))} />
      </label>
      {message || error ? (
        <p className="form-error" role="alert">
          {message || error}
        </p>
      ) : null}
    </fieldset>
  );
}
