import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import { ORDER_KEYS, TEMPLATE_LIMITS, type Attachment } from '@pos/shared/api/messages';
import { call } from '../../ui/api';
import { Button, CheckboxField, ErrorBox, Modal, Spinner, TextArea, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { useForm } from '../../ui/use-form';
import { TemplateAttachments } from './TemplateAttachments';
import { insertPlaceholder } from './placeholders';

type AttachmentRow = Static<typeof Attachment>;

const BLANK = { name: '', subject: '', content: '', smsEnabled: true, emailEnabled: true, smsSenderName: '', fromEmail: '', rightToLeft: false };
type Draft = typeof BLANK;
/** The fields whose rule (R-MSG-1..5) the form words in the user's language when the server names them. */
type RuleField = 'name' | 'subject' | 'content' | 'smsEnabled' | 'smsSenderName' | 'fromEmail' | 'attachmentIds';

/**
 * A message template (C267 details, C268 create-edit): name, subject and content with the R-MSG-6
 * placeholders put in at the cursor, channels, the SMS sender name and reply e-mail, the text's
 * direction (Hebrew is right to left) and attachments (C269-C271).
 */
export function TemplateEditor({ templateId, readOnly, onClose, onSaved }: { templateId: number | null; readOnly?: boolean; onClose(): void; onSaved(id: number): void }) {
  const { t } = useTranslation();
  const form = useForm<Draft>(BLANK);
  const [attachments, setAttachments] = useState<AttachmentRow[]>([]);
  const [loading, setLoading] = useState(templateId !== null);
  const [loadError, setLoadError] = useState('');
  const [focused, setFocused] = useState<'subject' | 'content'>('content');
  /** The subject's or content's element last focused: a placeholder goes in at its cursor. */
  const fieldRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);

  useEffect(() => {
    if (templateId === null) return;
    void call('GET /api/message-template-details/{id}', { params: { id: templateId } }).then((result) => {
      setLoading(false);
      if (!result.ok) return setLoadError(result.error.message);
      const { name, subject, content, smsEnabled, emailEnabled, smsSenderName, fromEmail, rightToLeft } = result.data;
      form.setValues({ name, subject, content, smsEnabled, emailEnabled, smsSenderName, fromEmail, rightToLeft });
      setAttachments(result.data.attachments ?? []);
    });
    // The form's setters are stable; load once per template.
  }, [templateId]);

  const put = (key: string) => {
    const field = fieldRef.current;
    const text = form.values[focused];
    const next = insertPlaceholder(text, key, field?.selectionStart ?? text.length, field?.selectionEnd ?? text.length);
    form.set(focused, next.text);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const save = async () => {
    const saved = await form.save('POST /api/message-templates/create-edit', {
      body: { ...form.values, id: templateId, attachmentIds: templateId === null ? attachments.map((a) => a.id) : undefined },
    });
    if (saved) onSaved(saved.id);
  };

  const error = (field: RuleField) => (form.errors[field] ? t(`messageTemplates.rules.${field}`, { ...TEMPLATE_LIMITS }) : undefined);
  const dir = form.values.rightToLeft ? 'rtl' : 'ltr';
  const v = form.values;
  return (
    <Modal
      title={templateId === null ? t('messageTemplates.new') : readOnly ? t('messageTemplates.view') : t('messageTemplates.edit')}
      onClose={onClose}
      wide
      footer={
        <FormFooter message={form.message}>
          {readOnly ? null : (
            <Button kind="primary" busy={form.busy} disabled={loading} onClick={() => void save()}>
              {t('common:save')}
            </Button>
          )}
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </FormFooter>
      }
    >
      {loadError ? <ErrorBox message={loadError} /> : null}
      {loading ? (
        <Spinner />
      ) : (
        <div className="stack template-editor">
          <TextField label={t('messageTemplates.name')} name="name" value={v.name} maxLength={TEMPLATE_LIMITS.nameMax} error={error('name')} onChange={(e) => form.set('name', e.target.value)} />
          <CheckboxField label={t('messageTemplates.rightToLeft')} name="rightToLeft" checked={v.rightToLeft} onChange={(on) => form.set('rightToLeft', on)} />
          <TextField
            label={t('messageTemplates.subject')}
            name="subject"
            dir={dir}
            value={v.subject}
            maxLength={TEMPLATE_LIMITS.subjectMax}
            error={error('subject')}
            onFocus={(e) => {
              setFocused('subject');
              fieldRef.current = e.currentTarget;
            }}
            onChange={(e) => form.set('subject', e.target.value)}
          />
          <div className="placeholder-keys" role="group" aria-label={t('messageTemplates.placeholders')}>
            <span className="muted">{t('messageTemplates.placeholders')}</span>
            {ORDER_KEYS.map((key) => (
              <button key={key} type="button" className="placeholder-key" title={t(`messageTemplates.keys.${key.slice(1, -1).replace(/ /g, '_')}`)} onMouseDown={(e) => e.preventDefault()} onClick={() => put(key)}>
                {t(`messageTemplates.keys.${key.slice(1, -1).replace(/ /g, '_')}`)}
              </button>
            ))}
          </div>
          <TextArea
            label={t('messageTemplates.content')}
            name="content"
            dir={dir}
            rows={8}
            value={v.content}
            maxLength={TEMPLATE_LIMITS.contentMax}
            error={error('content')}
            hint={t('messageTemplates.contentHint')}
            onFocus={(e) => {
              setFocused('content');
              fieldRef.current = e.currentTarget;
            }}
            onChange={(e) => form.set('content', e.target.value)}
          />
          <fieldset className="channel-checks">
            <legend>{t('messageTemplates.channels')}</legend>
            <CheckboxField label={t('messages.sms')} name="smsEnabled" checked={v.smsEnabled} error={error('smsEnabled')} onChange={(on) => form.set('smsEnabled', on)} />
            <CheckboxField label={t('messages.email')} name="emailEnabled" checked={v.emailEnabled} onChange={(on) => form.set('emailEnabled', on)} />
          </fieldset>
          <div className="row">
            <TextField
              label={t('messageTemplates.smsSenderName')}
              name="smsSenderName"
              dir="ltr"
              value={v.smsSenderName}
              maxLength={TEMPLATE_LIMITS.senderNameMax}
              hint={t('messageTemplates.smsSenderNameHint', { max: TEMPLATE_LIMITS.senderNameMax })}
              error={error('smsSenderName')}
              onChange={(e) => form.set('smsSenderName', e.target.value)}
            />
            <TextField label={t('messageTemplates.fromEmail')} name="fromEmail" type="email" dir="ltr" value={v.fromEmail} error={error('fromEmail')} onChange={(e) => form.set('fromEmail', e.target.value)} />
          </div>
          <TemplateAttachments templateId={templateId} attachments={attachments} onChange={setAttachments} error={error('attachmentIds')} />
        </div>
      )}
    </Modal>
  );
}
