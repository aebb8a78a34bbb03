import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Badge, Button, EmptyState, ErrorBox, Pager, Spinner, TextField } from '../../ui/components';
import { formatDateTime } from '../../ui/format';
import { toast } from '../../ui/notices';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';
import type { PageProps } from '../page';
import { TemplateEditor } from './TemplateEditor';

/**
 * /message-management (000 §2): the provider's SMS and e-mail templates (C265), opened for editing
 * (C267, C268) with their attachments; a new one made here. Read with ViewProviderSettings, saved with
 * EditProviderSettings.
 */
export default function MessageTemplatesPage(_props: PageProps) {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.EditProviderSettings);
  const [keyword, setKeyword] = useState('');
  const [filter, setFilter] = useState({ keyword: '', pageIndex: 0 });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useApi(() => call('POST /api/message-templates/list', { body: { keyword: filter.keyword || undefined, pageIndex: filter.pageIndex } }), [filter]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ keyword: keyword.trim(), pageIndex: 0 });
  };
  return (
    <div className="stack">
      <div className="toolbar">
        <form className="row" role="search" onSubmit={search}>
          <TextField label={t('messageTemplates.search')} name="keyword" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          <Button type="submit">{t('messages.search')}</Button>
        </form>
        <span className="spacer" />
        <Link to="/smshistory">{t('messageTemplates.history')}</Link>
        {canEdit ? (
          <Button kind="primary" onClick={() => setEditing('new')}>
            {t('messageTemplates.new')}
          </Button>
        ) : null}
      </div>
      {list.error ? <ErrorBox message={list.error.message} onRetry={list.reload} /> : null}
      {!list.data && !list.error ? <Spinner /> : null}
      {list.data && list.data.items.length === 0 ? <EmptyState>{filter.keyword ? t('messageTemplates.noneFound') : t('messageTemplates.none')}</EmptyState> : null}
      {list.data && list.data.items.length > 0 ? (
        <div className="card">
          <table className="table">
            <thead>
              <tr>
                <th>{t('messageTemplates.name')}</th>
                <th>{t('messageTemplates.subject')}</th>
                <th>{t('messageTemplates.channels')}</th>
                <th>{t('messageTemplates.updatedAt')}</th>
                <th aria-label={t('messageTemplates.actions')} />
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((template) => (
                <tr key={template.id}>
                  <td>{template.name}</td>
                  <td dir={template.rightToLeft ? 'rtl' : 'ltr'}>{template.subject}</td>
                  <td>
                    {template.smsEnabled ? <Badge tone="info">{t('messages.sms')}</Badge> : null} {template.emailEnabled ? <Badge tone="info">{t('messages.email')}</Badge> : null}
                  </td>
                  <td>{formatDateTime(template.updatedAt)}</td>
                  <td>
                    <Button kind="link" aria-label={t('messageTemplates.editNamed', { name: template.name })} onClick={() => setEditing(template.id)}>
                      {canEdit ? t('messageTemplates.editShort') : t('messageTemplates.view')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager pageIndex={list.data.pageIndex} pageSize={list.data.pageSize} total={list.data.total} onPage={(pageIndex) => setFilter({ ...filter, pageIndex })} />
        </div>
      ) : null}
      {editing !== null ? (
        <TemplateEditor
          templateId={editing === 'new' ? null : editing}
          readOnly={!canEdit}
          onClose={() => setEditing(null)}
          onSaved={() => {
            toast('success', t('messageTemplates.saved'));
            setEditing(null);
            list.reload();
          }}
        />
      ) : null}
    </div>
  );
}
