import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Button, EmptyState, ErrorBox, Pager, Spinner, TextField } from '../../ui/components';
import { formatDate, formatMoney } from '../../ui/format';
import { Link, navigate, setQuery, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';
import type { PageProps } from '../page';
import { CrmListsDialog } from './CrmListsDialog';
import { CustomerForm } from './CustomerForm';
import { RemindersBell } from './RemindersBell';
import { SendMessageButton } from '../messages/SendMessageButton';
import { exportCustomers, ListExportButton } from '../exports/ListExportButton';

const PAGE_SIZE = 20;

/** /crm-customers: the provider's CRM customers (C291), searched by name, mobile or e-mail. */
export default function CustomersPage(_props: PageProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const keyword = search.get('keyword') ?? '';
  const pageIndex = Number(search.get('page') ?? 0) || 0;
  const [draft, setDraft] = useState(keyword);
  const [creating, setCreating] = useState(false);
  const canCreate = useCan(Permission.CrmCustomerCreate);
  const canExport = useCan(Permission.CrmCustomersExportAndImport);
  const canManageLists = useCan(Permission.CrmCustomerActivityTypesAndLocationManage);
  const canManageReplies = useCan(Permission.CrmCustomerQuickReplyManage);
  const canLists = canManageLists || canManageReplies;
  const [listsOpen, setListsOpen] = useState(false);
  const list = useApi(() => call('POST /api/crm-customer/list', { body: { keyword: keyword || undefined, pageIndex, pageSize: PAGE_SIZE } }), [keyword, pageIndex]);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setQuery({ keyword: draft || null, page: null });
  };
  return (
    <div className="stack">
      <form className="card" onSubmit={apply} aria-label={t('crm.customers.search')}>
        <div className="row">
          <TextField label={t('crm.customers.keyword')} name="keyword" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <div className="form-actions">
          <Button kind="primary" type="submit">
            {t('crm.search')}
          </Button>
          <span className="spacer" />
          {list.data && list.data.totalCount > 0 ? (
            <SendMessageButton
              target={{ kind: 'crm-customers', filter: keyword ? { keyword } : { customerIds: list.data.items.map((c) => c.id) }, label: t('sendMessage.toCustomers') }}
            />
          ) : null}
          {/* C175: the customers this search finds, as Excel or CSV. */}
          {canExport ? <ListExportButton start={exportCustomers(keyword)} label={t('exports.list.customers')} /> : null}
          <RemindersBell />
          {canLists ? (
            <Button onClick={() => setListsOpen(true)} data-testid="crm-lists">
              {t('crm.lists.title')}
            </Button>
          ) : null}
          {canCreate ? (
            <Button kind="primary" onClick={() => setCreating(true)} data-testid="new-customer">
              {t('crm.customer.new')}
            </Button>
          ) : null}
        </div>
      </form>
      {list.loading ? <Spinner /> : null}
      {list.error ? <ErrorBox message={list.error.message} onRetry={list.reload} /> : null}
      {list.data && !list.loading ? (
        list.data.totalCount === 0 ? (
          <EmptyState>{t('crm.customers.empty')}</EmptyState>
        ) : (
          <>
            <div className="table-wrap">
              <table className="data" aria-label={t('titles.crmCustomers')}>
                <thead>
                  <tr>
                    <th>{t('crm.customer.name')}</th>
                    <th>{t('crm.customer.mobile')}</th>
                    <th>{t('crm.customer.email')}</th>
                    <th className="num">{t('crm.customer.ordersQty')}</th>
                    <th className="num">{t('crm.customer.leadsQty')}</th>
                    <th className="num">{t('crm.customer.value')}</th>
                    <th>{t('crm.customer.created')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((c) => (
                    <tr key={c.id} className="clickable" data-customer={c.fullName} onClick={() => navigate(`/crm-customer/${c.id}`)}>
                      <td>
                        <Link to={`/crm-customer/${c.id}`}>{c.fullName}</Link>
                      </td>
                      <td dir="ltr">{c.mobile}</td>
                      <td dir="ltr">{c.email}</td>
                      <td className="num">{c.ordersQty}</td>
                      <td className="num">{c.leadsQty}</td>
                      <td className="num">{formatMoney(c.customerValue)}</td>
                      <td>{formatDate(c.creationDate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager pageIndex={pageIndex} pageSize={PAGE_SIZE} total={list.data.totalCount} onPage={(page) => setQuery({ page: page || null })} />
          </>
        )
      ) : null}
      {listsOpen ? <CrmListsDialog onClose={() => setListsOpen(false)} /> : null}
      {creating ? <CustomerForm onClose={() => setCreating(false)} onSaved={(c) => navigate(`/crm-customer/${c.id}`)} /> : null}
    </div>
  );
}
