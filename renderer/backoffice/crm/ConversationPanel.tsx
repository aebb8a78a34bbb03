import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRM_MESSAGE_MAX_FILES, type CrmMessage, type CrmMessageType } from '@pos/shared/api/crm-messages';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Button, CheckboxField, ErrorBox, SelectField, Spinner, TextArea, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { confirmDialog, toast } from '../../ui/notices';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import { useCan } from '../session';
import { ConversationThread } from './ConversationThread';
import './conversation.css';

const PAGE = 100;

/**
 * The conversation with a customer on the customer card, or about one lead on the lead page
 * (C302-C307, C311, C312): the thread, read forward (R-CRM-9) and marked read once shown, and a
 * composer with the channel, quick replies (C309), files for an e-mail and a time to send later.
 */
export function ConversationPanel({ crmCustomerId, crmCustomerLeadId }: { crmCustomerId: number; crmCustomerLeadId?: number }) {
  const { t } = useTranslation();
  const canWrite = useCan(Permission.CrmCustomerEdit);
  const [version, setVersion] = useState(0);
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(new Set());
  const thread = useApi(
    () =>
      crmCustomerLeadId
        ? call('GET /api/crm/lead-messages/get', { query: { crmCustomerLeadId, pageSize: PAGE } })
        : call('GET /api/crm/messages/get', { query: { crmCustomerId, pageSize: PAGE } }),
    [crmCustomerId, crmCustomerLeadId, version],
  );
  // Unread messages stay marked New while the page is open, and are read on the server once shown.
  useEffect(() => {
    const page = thread.data;
    if (!page || page.unread === 0) return;
    const unread = page.items.filter((m) => m.direction === 'in' && !m.read).map((m) => m.id);
    setNewIds((s) => new Set([...s, ...unread]));
    const upToId = Math.max(...unread);
    void (crmCustomerLeadId
      ? call('POST /api/crm/lead-messages/mark-as-read', { body: { crmCustomerLeadId, upToId } })
      : call('POST /api/crm/messages/mark-as-read', { body: { crmCustomerId, upToId } }));
  }, [thread.data]);
  const cancel = async (id: number) => {
    if (!(await confirmDialog(t('crm.messages.confirmCancel')))) return;
    const res = await call('DELETE /api/crm/timing-messages/delete/{id}', { params: { id } });
    if (res.ok) {
      toast('success', t('crm.messages.cancelledToast'));
      setVersion((v) => v + 1);
    } else thread.reload();
  };
  return (
    <section className="card crm-conversation" aria-label={t('crm.messages.title')}>
      <h3>{t('crm.messages.title')}</h3>
      {thread.loading && !thread.data ? <Spinner /> : null}
      {thread.error ? <ErrorBox message={thread.error.message} onRetry={thread.reload} /> : null}
      {thread.data ? <ConversationThread items={thread.data.items} newIds={newIds} onCancel={canWrite ? (id) => void cancel(id) : undefined} /> : null}
      {canWrite ? <Composer crmCustomerId={crmCustomerId} crmCustomerLeadId={crmCustomerLeadId} onSent={() => setVersion((v) => v + 1)} /> : null}
    </section>
  );
}

function Composer({ crmCustomerId, crmCustomerLeadId, onSent }: { crmCustomerId: number; crmCustomerLeadId?: number; onSent(message: CrmMessage): void }) {
  const { t } = useTranslation();
  const form = useForm({ type: 'Sms' as CrmMessageType, subject: '', message: '', quickReplyId: '', later: false, sendAt: '' });
  const [files, setFiles] = useState<File[]>([]);
  // A new key empties the file input after a send.
  const [fileKey, setFileKey] = useState(0);
  const replies = useApi(() => call('GET /api/crm/quick-replies/get-all'), []);
  const leadTypes = useApi(() => call('GET /api/crm/lead-types/get'), []);
  const typeName = (id: number) => leadTypes.data?.find((l) => l.id === id)?.name ?? '';
  const v = form.values;
  const email = v.type === 'Email';

  const pickReply = (id: string) => {
    const reply = replies.data?.find((r) => String(r.id) === id);
    form.setValues((x) => ({ ...x, quickReplyId: id, message: reply ? (x.message.trim() ? `${x.message.trimEnd()}\n${reply.text}` : reply.text) : x.message }));
  };
  const reset = () => {
    form.setValues((x) => ({ ...x, subject: '', message: '', quickReplyId: '', later: false, sendAt: '' }));
    setFiles([]);
    setFileKey((k) => k + 1);
  };
  const send = async () => {
    const common = { crmCustomerId, ...(crmCustomerLeadId ? { crmCustomerLeadId } : {}), ...(v.quickReplyId ? { quickReplyId: Number(v.quickReplyId) } : {}), type: v.type, ...(email ? { subject: v.subject } : {}) };
    let sent: CrmMessage | undefined;
    if (v.later) {
      const at = new Date(v.sendAt);
      if (!v.sendAt || Number.isNaN(at.getTime())) return form.setErrors({ sendAt: t('crm.messages.whenRequired') });
      sent = await form.save('POST /api/crm/timing-messages/save', { body: { ...common, message: v.message, sendAt: at.toISOString() } }, { success: t('crm.messages.scheduledToast') });
    } else {
      const data = new FormData();
      for (const [key, value] of Object.entries({ ...common, message: v.message })) data.append(key, String(value));
      if (email) for (const file of files) data.append('attachments', file, file.name);
      sent = await form.submit<CrmMessage>('crm/messages/send', data, { success: t('crm.messages.sentToast') });
    }
    if (sent) {
      reset();
      onSent(sent);
    }
  };
  const replyOptions = [{ value: '', label: t('crm.messages.noQuickReply') }, ...(replies.data ?? []).map((r) => ({ value: r.id, label: `${typeName(r.leadTypeId)}: ${r.text.slice(0, 40)}` }))];
  return (
    <form
      className="crm-composer"
      aria-label={t('crm.messages.write')}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <div className="crm-composer-row">
        <SelectField
          label={t('crm.messages.channel')}
          name="type"
          value={v.type}
          options={[
            { value: 'Sms', label: t('crm.history.Sms') },
            { value: 'Email', label: t('crm.history.Email') },
          ]}
          onChange={(e) => form.set('type', e.target.value as CrmMessageType)}
        />
        <SelectField label={t('crm.messages.quickReply')} name="quickReplyId" value={v.quickReplyId} options={replyOptions} error={form.errors.quickReplyId} onChange={(e) => pickReply(e.target.value)} />
      </div>
      {email ? <TextField label={t('crm.messages.subject')} name="subject" dir="auto" value={v.subject} error={form.errors.subject} onChange={(e) => form.set('subject', e.target.value)} /> : null}
      <TextArea label={t('crm.messages.text')} name="message" dir="auto" rows={3} value={v.message} error={form.errors.message} onChange={(e) => form.set('message', e.target.value)} />
      {email && !v.later ? (
        <TextField
          key={fileKey}
          label={t('crm.messages.files', { max: CRM_MESSAGE_MAX_FILES })}
          name="attachments"
          type="file"
          multiple
          accept=".pdf,.jpg,.jpeg,.png,.webp,.gif,.docx,.xlsx,.pptx,.odt,.ods"
          error={form.errors.attachments}
          onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, CRM_MESSAGE_MAX_FILES))}
        />
      ) : null}
      <div className="crm-composer-row">
        <CheckboxField label={t('crm.messages.later')} name="later" checked={v.later} onChange={(checked) => form.set('later', checked)} />
        {v.later ? <TextField label={t('crm.messages.sendAt')} name="sendAt" type="datetime-local" value={v.sendAt} error={form.errors.sendAt} onChange={(e) => form.set('sendAt', e.target.value)} /> : null}
      </div>
      <div className="form-actions">
        <Button kind="primary" type="submit" busy={form.busy} data-testid="crm-message-send">
          {v.later ? t('crm.messages.schedule') : t('crm.messages.send')}
        </Button>
      </div>
      <FormFooter message={form.message} />
    </form>
  );
}
