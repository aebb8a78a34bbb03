import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Button, SelectField, TextArea } from '../../ui/components';
import { toast } from '../../ui/notices';
import { useApi } from '../../ui/use-api';

/** Quick replies (C308-C310): one per lead type (R-CRM-5), offered in the conversation's composer. */
export function QuickReplies() {
  const { t } = useTranslation();
  const replies = useApi(() => call('GET /api/crm/quick-replies/get-all'), []);
  const types = useApi(() => call('GET /api/crm/lead-types/get'), []);
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [draft, setDraft] = useState({ leadTypeId: '', text: '' });
  const [error, setError] = useState('');
  const typeName = (id: number) => types.data?.find((l) => l.id === id)?.name ?? '';
  const free = (types.data ?? []).filter((l) => l.active && !replies.data?.some((r) => r.leadTypeId === l.id));
  const save = async (body: { id?: number; leadTypeId: number; text: string }) => {
    setError('');
    const res = await call('POST /api/crm/quick-replies/save', { body, quiet: true });
    if (!res.ok) {
      setError(res.error.fieldErrors?.text ?? res.error.message);
      return false;
    }
    toast('success', t('crm.saved'));
    replies.reload();
    return true;
  };
  const remove = async (id: number) => {
    if ((await call('DELETE /api/crm/quick-replies/delete/{id}', { params: { id } })).ok) toast('success', t('crm.deleted'));
    replies.reload();
  };
  return (
    <div className="stack" data-testid="crm-quick-replies">
      {(replies.data ?? []).map((r) => (
        <div key={r.id} className="row crm-list-item">
          <TextArea label={typeName(r.leadTypeId)} name={`reply-${r.id}`} dir="auto" rows={2} value={texts[r.id] ?? r.text} onChange={(e) => setTexts((x) => ({ ...x, [r.id]: e.target.value }))} />
          <Button disabled={(texts[r.id] ?? r.text) === r.text} onClick={() => void save({ id: r.id, leadTypeId: r.leadTypeId, text: texts[r.id] ?? r.text })}>
            {t('common:save')}
          </Button>
          <Button kind="danger" onClick={() => void remove(r.id)}>
            {t('crm.lists.remove')}
          </Button>
        </div>
      ))}
      {replies.data?.length === 0 ? <p className="muted">{t('crm.lists.empty')}</p> : null}
      {free.length ? (
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            void save({ leadTypeId: Number(draft.leadTypeId || free[0]!.id), text: draft.text }).then((ok) => ok && setDraft({ leadTypeId: '', text: '' }));
          }}
        >
          <SelectField label={t('crm.lists.leadType')} name="replyLeadType" value={draft.leadTypeId || String(free[0]!.id)} options={free.map((l) => ({ value: l.id, label: l.name }))} onChange={(e) => setDraft((d) => ({ ...d, leadTypeId: e.target.value }))} />
          <TextArea label={t('crm.lists.replyText')} name="replyText" dir="auto" rows={2} value={draft.text} error={error || undefined} onChange={(e) => setDraft((d) => ({ ...d, text: e.target.value }))} />
          <Button kind="primary" type="submit">
            {t('crm.lists.add')}
          </Button>
        </form>
      ) : (
        <p className="hint">{t('crm.lists.oneEach')}</p>
      )}
    </div>
  );
}
