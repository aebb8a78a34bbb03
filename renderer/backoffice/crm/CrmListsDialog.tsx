import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRM_LISTS, type CrmList } from '@pos/shared/api/crm';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Badge, Button, Modal, SelectField, TextField } from '../../ui/components';
import { toast } from '../../ui/notices';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';
import { QuickReplies } from './QuickReplies';

/**
 * The CRM's reference lists (C318-C329: activity types and locations, lead types, lead sources) and
 * quick replies (C308-C310): add, rename, make active again, delete (an item in use becomes not
 * active instead, R-CRM-6). Lists need CrmCustomerActivityTypesAndLocationManage (48), quick replies 49.
 */
export function CrmListsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const canLists = useCan(Permission.CrmCustomerActivityTypesAndLocationManage);
  const canReplies = useCan(Permission.CrmCustomerQuickReplyManage);
  const [list, setList] = useState<CrmList | 'quick-replies'>(canLists ? 'lead-sources' : 'quick-replies');
  const choices = [...(canLists ? CRM_LISTS.map((l) => ({ value: l, label: t(`crm.lists.${l}`) })) : []), ...(canReplies ? [{ value: 'quick-replies', label: t('crm.lists.quick-replies') }] : [])];
  return (
    <Modal title={t('crm.lists.title')} onClose={onClose} wide footer={<Button onClick={onClose}>{t('common:close')}</Button>}>
      <SelectField label={t('crm.lists.which')} name="crmList" value={list} options={choices} onChange={(e) => setList(e.target.value as CrmList)} />
      {list === 'quick-replies' ? <QuickReplies /> : <ListItems key={list} list={list} />}
    </Modal>
  );
}

function ListItems({ list }: { list: CrmList }) {
  const { t } = useTranslation();
  // The four lists share one shape; typed as one of them.
  const items = useApi(() => call(`GET /api/crm/${list}/get` as 'GET /api/crm/lead-sources/get'), [list]);
  const [names, setNames] = useState<Record<number, string>>({});
  const [added, setAdded] = useState('');
  const [error, setError] = useState('');
  const save = async (body: { id?: number; name: string; active?: boolean }) => {
    setError('');
    const res = await call(`POST /api/crm/${list}/save` as 'POST /api/crm/lead-sources/save', { body, quiet: true });
    if (!res.ok) {
      setError(res.error.fieldErrors?.name ?? res.error.message);
      return false;
    }
    toast('success', t('crm.saved'));
    items.reload();
    return true;
  };
  const remove = async (id: number) => {
    const res = await call(`DELETE /api/crm/${list}/delete/{id}` as 'DELETE /api/crm/lead-sources/delete/{id}', { params: { id } });
    if (res.ok) toast('success', res.data.deactivated ? t('crm.lists.deactivated') : t('crm.deleted'));
    items.reload();
  };
  return (
    <div className="stack" data-testid={`crm-list-${list}`}>
      {(items.data ?? []).map((item) => (
        <div key={item.id} className="row crm-list-item">
          <TextField label={t('crm.lists.name')} name={`name-${item.id}`} dir="auto" value={names[item.id] ?? item.name} onChange={(e) => setNames((n) => ({ ...n, [item.id]: e.target.value }))} />
          {item.active ? null : <Badge tone="muted">{t('crm.lists.inactive')}</Badge>}
          <Button disabled={(names[item.id] ?? item.name) === item.name} onClick={() => void save({ id: item.id, name: names[item.id] ?? item.name, active: item.active })}>
            {t('crm.lists.rename')}
          </Button>
          {item.active ? (
            <Button kind="danger" onClick={() => void remove(item.id)}>
              {t('crm.lists.remove')}
            </Button>
          ) : (
            <Button onClick={() => void save({ id: item.id, name: item.name, active: true })}>{t('crm.lists.activate')}</Button>
          )}
        </div>
      ))}
      {items.data?.length === 0 ? <p className="muted">{t('crm.lists.empty')}</p> : null}
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          void save({ name: added }).then((ok) => ok && setAdded(''));
        }}
      >
        <TextField label={t('crm.lists.newName')} name="newName" dir="auto" value={added} error={error || undefined} onChange={(e) => setAdded(e.target.value)} />
        <Button kind="primary" type="submit">
          {t('crm.lists.add')}
        </Button>
      </form>
    </div>
  );
}
