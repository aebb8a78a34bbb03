import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { BUSINESS_CLIENT_TYPES } from '@pos/shared/reference';
import { call } from '../../ui/api';
import { Badge, Button, CheckboxField, EmptyState, ErrorBox, SelectField, Spinner, TextArea, TextField } from '../../ui/components';
import { FormFooter, FormSection } from '../../ui/form-parts';
import { formatDateTime, formatMoney } from '../../ui/format';
import { confirmDialog, toast } from '../../ui/notices';
import { Link, navigate, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import { useReference } from '../reference';
import { useCan, useSession } from '../session';
import type { PageProps } from '../page';
import { ClientImages } from './ClientImages';
import { ClientTranslations } from './ClientTranslations';
import { BusinessInvoiceButtons } from './BusinessInvoiceButtons';
import { bodyOf, CLIENT_TABS, emptyContact, emptyDiscount, FORM_TABS, newClientValues, tabOf, valuesOfClient, type ClientFormValues, type ClientTab, type ClientView, type ContactValues, type CouponSystemValues, type DiscountValues } from './client-form';

/**
 * /businessClient/new, /businessClient/{id}/view/{page} and /businessClient/{id}/edit/{page}: one
 * business client. Details, contacts and discount combinations are one form (C226); the orders
 * (C233), documents (C234) and balance tabs read what the client bought and owes. A new order for
 * the client starts the new-order screen with the client set.
 */
export default function BusinessClientPage({ params }: PageProps) {
  const { t } = useTranslation();
  const { path } = useLocation();
  const id = params.id ? Number(params.id) : undefined;
  // Tabs switch inside the page: a new path would start the form again and lose what was typed.
  const [tab, setTab] = useState<ClientTab>(() => tabOf(params.page));
  const canChange = useCan(Permission.EditOrders);
  const canOrder = useCan(Permission.CreateOrders);
  const canDocs = useCan(Permission.DocumentViewSearch);
  // A new invoice or proforma shows in the documents tab at once: the tab's list is read again.
  const [docsRead, setDocsRead] = useState(0);
  const editing = !id || path.includes('/edit/');
  const loaded = useApi(() => (id ? call('GET /api/businessClient/get', { query: { id } }) : null), [id]);
  if (id && loaded.loading && !loaded.data) return <Spinner />;
  if (id && loaded.error) return <ErrorBox message={loaded.error.message} onRetry={loaded.reload} />;
  const client = loaded.data;

  const toggle = async () => {
    if (!client) return;
    const active = !client.active;
    if (!(await confirmDialog(t(active ? 'businessClients.activateConfirm' : 'businessClients.deactivateConfirm', { name: client.name }), { tone: 'warning' }))) return;
    const result = await call('DELETE /api/businessClient/activate-or-disactivate-client', { query: { id: client.id, active } });
    if (result.ok) {
      toast('success', t(active ? 'businessClients.activated' : 'businessClients.deactivated'));
      loaded.reload();
    }
  };

  const tabs = id ? CLIENT_TABS.filter((name) => name !== 'documents' || canDocs) : FORM_TABS;
  return (
    <div className="stack">
      <div className="row page-head">
        <h1>{client ? client.name : t('businessClients.new')}</h1>
        {client ? <Badge tone={client.active ? 'success' : 'muted'}>{client.active ? t('businessClients.active') : t('businessClients.inactive')}</Badge> : null}
        <span className="spacer" />
        {client && canOrder && client.active ? (
          <Button kind="primary" onClick={() => navigate(`/orders/new?businessClientId=${client.id}`)} data-testid="client-new-order">
            {t('businessClients.newOrder')}
          </Button>
        ) : null}
        {client && client.active ? (
          <BusinessInvoiceButtons
            target={{ businessClientId: client.id, clientName: client.name }}
            onIssued={() => {
              setDocsRead((n) => n + 1);
              if (canDocs) setTab('documents');
            }}
          />
        ) : null}
        {client && canChange ? <Button onClick={toggle}>{client.active ? t('businessClients.deactivate') : t('businessClients.activate')}</Button> : null}
        {client && canChange && !editing ? (
          <Link className="btn btn-secondary" to={`/businessClient/${client.id}/edit/${tab}`}>
            {t('businessClients.edit')}
          </Link>
        ) : null}
        {client && editing ? (
          <Link className="btn btn-secondary" to={`/businessClient/${client.id}/view/${tab}`}>
            {t('businessClients.done')}
          </Link>
        ) : null}
        <Link className="btn btn-link" to="/businessClients">
          {t('businessClients.backToList')}
        </Link>
      </div>
      <nav className="tabs" role="tablist" aria-label={t('businessClients.sections')}>
        {tabs.map((name) => (
          <a key={name} href="#" role="tab" aria-selected={name === tab} data-tab={name} className={name === tab ? 'active' : undefined} onClick={(e) => {
            e.preventDefault();
            setTab(name);
          }}>
            {t(`businessClients.tabs.${name}`)}
          </a>
        ))}
      </nav>
      {(FORM_TABS as readonly string[]).includes(tab) ? (
        <ClientEditor key={`${client?.id ?? 'new'}-${loaded.data ? JSON.stringify(loaded.data.discounts) + loaded.data.name : ''}`} client={client} tab={tab} readOnly={!canChange || !editing} onSaved={loaded.reload} />
      ) : null}
      {client && tab === 'details' ? <ClientImages client={client} canChange={canChange} onChanged={loaded.reload} /> : null}
      {client && tab === 'details' ? <ClientTranslations clientId={client.id} canChange={canChange} /> : null}
      {client && tab === 'orders' ? <ClientOrders clientId={client.id} /> : null}
      {client && tab === 'documents' ? <ClientDocuments key={docsRead} clientId={client.id} /> : null}
      {client && tab === 'balance' ? <ClientBalance client={client} /> : null}
    </div>
  );
}

function ClientEditor({ client, tab, readOnly, onSaved }: { client?: ClientView; tab: ClientTab; readOnly: boolean; onSaved(): void }) {
  const { t } = useTranslation();
  const form = useForm<ClientFormValues>(client ? valuesOfClient(client) : newClientValues());
  const [busy, setBusy] = useState(false);
  const v = form.values;
  const err = (field: string): string | undefined => form.errors[`businessClient.${field}`];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const parsed = bodyOf(v, client?.id, { officialClubId: client?.officialClubId ?? null, countryId: client?.countryId ?? null, cityId: client?.cityId ?? null });
    if ('unreadable' in parsed) {
      form.setErrors(Object.fromEntries(parsed.unreadable.map((f) => [f, t('businessClients.unreadable')])));
      return;
    }
    setBusy(true);
    let body = parsed.body;
    for (;;) {
      const result = await call('POST /api/businessClient/save', { body, quiet: true, noWarningConfirm: true });
      if (result.ok) {
        setBusy(false);
        toast('success', t('businessClients.saved', { name: result.data.name }));
        if (client) onSaved();
        else navigate(`/businessClient/${result.data.id}/edit/${tab}`, { replace: true });
        return;
      }
      // R-BC-2: an empty VAT number is saved only once the user confirms it.
      if (result.error.code === 'vat-number-empty' && !body.confirmWithoutVatNumber && (await confirmDialog(t('businessClients.emptyVatConfirm'), { tone: 'warning', title: t('common:warningTitle') }))) {
        body = { ...body, confirmWithoutVatNumber: true };
        continue;
      }
      setBusy(false);
      if (result.error.code === 'vat-number-empty') return;
      const message = result.error.code === 'business-client-exists' ? t('businessClients.exists') : result.error.status === 400 ? t('businessClients.fixFields') : result.error.message;
      form.show({ ...result.error, message });
      return;
    }
  };

  return (
    <form className="card stack" onSubmit={save} aria-label={t(`businessClients.tabs.${tab}`)}>
      <fieldset disabled={readOnly || busy} className="stack">
        {tab === 'details' ? <DetailsFields v={v} set={form.set} err={err} hasPassword={client?.couponSystem?.hasPassword ?? false} /> : null}
        {tab === 'contacts' ? <ContactsFields contacts={v.contacts} onChange={(contacts) => form.set('contacts', contacts)} err={err} /> : null}
        {tab === 'discounts' ? <DiscountFields discounts={v.discounts} onChange={(discounts) => form.set('discounts', discounts)} err={err} /> : null}
      </fieldset>
      {!readOnly ? (
        <FormFooter message={form.message}>
          <Button kind="primary" type="submit" busy={busy} data-testid="client-save">
            {t('common:save')}
          </Button>
        </FormFooter>
      ) : null}
    </form>
  );
}

type SetField = <K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) => void;

function DetailsFields({ v, set, err, hasPassword }: { v: ClientFormValues; set: SetField; err(field: string): string | undefined; hasPassword: boolean }) {
  const { t } = useTranslation();
  const text = (name: 'name' | 'vatNumber' | 'phone1' | 'phone2' | 'email' | 'fax' | 'website' | 'address' | 'accountingSystemCode', extra: Record<string, unknown> = {}) => (
    <TextField label={t(`businessClients.${name}`)} name={name} value={v[name]} error={err(name)} onChange={(e) => set(name, e.target.value)} {...extra} />
  );
  return (
    <>
      <FormSection legend={t('businessClients.identity')}>
        <div className="row">
          {text('name', { required: true, maxLength: 200 })}
          {text('vatNumber', { dir: 'ltr', maxLength: 20 })}
          <SelectField label={t('businessClients.type')} name="businessClientTypeId" value={v.businessClientTypeId} error={err('businessClientTypeId')} onChange={(e) => set('businessClientTypeId', e.target.value)} options={[{ value: '', label: t('businessClients.noType') }, ...BUSINESS_CLIENT_TYPES.map((c) => ({ value: c.id, label: t(`businessClients.types.${c.id}`) }))]} />
        </div>
      </FormSection>
      <FormSection legend={t('businessClients.reach')}>
        <div className="row">
          {text('phone1', { dir: 'ltr', inputMode: 'tel' })}
          {text('phone2', { dir: 'ltr', inputMode: 'tel' })}
          {text('fax', { dir: 'ltr', inputMode: 'tel' })}
        </div>
        <div className="row">
          {text('email', { dir: 'ltr', inputMode: 'email' })}
          {text('website', { dir: 'ltr' })}
          {text('address')}
        </div>
      </FormSection>
      <FormSection legend={t('businessClients.accounting')}>
        <div className="row">
          {text('accountingSystemCode', { dir: 'ltr' })}
          <CheckboxField label={t('businessClients.isSubsidized')} checked={v.isSubsidized} onChange={(c) => set('isSubsidized', c)} />
        </div>
        <TextArea label={t('businessClients.instruction')} name="instruction" value={v.instruction} error={err('instruction')} onChange={(e) => set('instruction', e.target.value)} />
      </FormSection>
      <CouponSystemFields value={v.couponSystem} onChange={(couponSystem) => set('couponSystem', couponSystem)} err={err} hasPassword={hasPassword} />
    </>
  );
}

/** R-BC-8: the client's external coupon system (club vouchers at the window); the password is write-only. */
function CouponSystemFields({ value, onChange, err, hasPassword }: { value: CouponSystemValues; onChange(v: CouponSystemValues): void; err(field: string): string | undefined; hasPassword: boolean }) {
  const { t } = useTranslation();
  const field = (name: 'url' | 'username' | 'terminal' | 'organizationId', label: string) => (
    <TextField label={t(label)} name={`couponSystem.${name}`} dir="ltr" value={value[name]} error={err(`couponSystem.${name}`)} onChange={(e) => onChange({ ...value, [name]: e.target.value })} />
  );
  return (
    <FormSection legend={t('businessClients.couponSystem')}>
      <div className="row">
        <SelectField label={t('businessClients.couponSystem')} name="couponSystem.system" value={value.system} error={err('couponSystem.system')} onChange={(e) => onChange({ ...value, system: e.target.value as CouponSystemValues['system'] })} options={[{ value: '', label: t('businessClients.couponSystemNone') }, ...(['Multipass', 'Dts', 'Icmega', 'Tmura'] as const).map((s) => ({ value: s, label: s }))]} />
        {value.system ? field('url', 'businessClients.couponSystemUrl') : null}
      </div>
      {value.system ? (
        <div className="row">
          {field('username', 'businessClients.couponSystemUsername')}
          <TextField label={t('businessClients.couponSystemPassword')} name="couponSystem.password" type="password" autoComplete="new-password" dir="ltr" value={value.password} placeholder={hasPassword ? t('businessClients.couponSystemPasswordSet') : ''} onChange={(e) => onChange({ ...value, password: e.target.value })} />
          {field('terminal', 'businessClients.couponSystemTerminal')}
          {field('organizationId', 'businessClients.couponSystemOrganization')}
        </div>
      ) : null}
    </FormSection>
  );
}

function ContactsFields({ contacts, onChange, err }: { contacts: ContactValues[]; onChange(c: ContactValues[]): void; err(field: string): string | undefined }) {
  const { t } = useTranslation();
  const update = (i: number, patch: Partial<ContactValues>) => onChange(contacts.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <div className="stack">
      {contacts.length === 0 ? <EmptyState>{t('businessClients.noContacts')}</EmptyState> : null}
      {contacts.map((c, i) => {
        const field = (name: 'firstName' | 'lastName' | 'mobile' | 'phone' | 'email' | 'role', extra: Record<string, unknown> = {}) => (
          <TextField label={t(`businessClients.contact.${name}`)} name={`contacts.${i}.${name}`} value={c[name]} error={err(`contacts[${i}].${name}`)} onChange={(e) => update(i, { [name]: e.target.value })} {...extra} />
        );
        return (
          <FormSection key={i} legend={t('businessClients.contactN', { n: i + 1 })}>
            <div className="row">
              {field('firstName')}
              {field('lastName')}
              {field('role')}
            </div>
            <div className="row">
              {field('mobile', { dir: 'ltr', inputMode: 'tel' })}
              {field('phone', { dir: 'ltr', inputMode: 'tel' })}
              {field('email', { dir: 'ltr', inputMode: 'email' })}
            </div>
            <div className="row">
              <CheckboxField label={t('businessClients.contact.receiveEmailNotifications')} checked={c.receiveEmailNotifications} onChange={(on) => update(i, { receiveEmailNotifications: on })} />
              <span className="spacer" />
              <Button kind="link" onClick={() => onChange(contacts.filter((_, j) => j !== i))}>
                {t('businessClients.removeContact')}
              </Button>
            </div>
          </FormSection>
        );
      })}
      <div>
        <Button onClick={() => onChange([...contacts, emptyContact()])} data-testid="add-contact">
          {t('businessClients.addContact')}
        </Button>
      </div>
    </div>
  );
}

function DiscountFields({ discounts, onChange, err }: { discounts: DiscountValues[]; onChange(d: DiscountValues[]): void; err(field: string): string | undefined }) {
  const { t } = useTranslation();
  const init = useSession((s) => s.init);
  const products = useReference('GET /api/ref/products-list');
  const update = (i: number, patch: Partial<DiscountValues>) => onChange(discounts.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <div className="stack">
      <p className="muted">{t('businessClients.discountsHelp')}</p>
      {discounts.length === 0 ? <EmptyState>{t('businessClients.noDiscounts')}</EmptyState> : null}
      {discounts.map((d, i) => (
        <div className="row" key={i} data-testid="discount-row">
          <SelectField label={t('pricing.channel')} name={`discounts.${i}.channelId`} value={d.channelId} error={err(`discounts[${i}].channelId`)} onChange={(e) => update(i, { channelId: e.target.value })} options={(init?.channels ?? []).map((c) => ({ value: c.id, label: t(`channels.${c.id}`) }))} />
          <SelectField label={t('pricing.priceType')} name={`discounts.${i}.priceTypeId`} value={d.priceTypeId} error={err(`discounts[${i}].priceTypeId`)} onChange={(e) => update(i, { priceTypeId: e.target.value })} options={(init?.priceTypes ?? []).map((p) => ({ value: p.id, label: t(`priceTypes.${p.id}`) }))} />
          <SelectField label={t('businessClients.product')} name={`discounts.${i}.productId`} value={d.productId} error={err(`discounts[${i}].productId`)} onChange={(e) => update(i, { productId: e.target.value })} options={[{ value: '', label: t('businessClients.allProducts') }, ...products.map((p) => ({ value: p.id, label: p.name }))]} />
          <TextField label={t('businessClients.discountPercent')} name={`discounts.${i}.discountPercent`} dir="ltr" inputMode="decimal" value={d.discountPercent} error={err(`discounts[${i}].discountPercent`)} onChange={(e) => update(i, { discountPercent: e.target.value })} />
          <Button kind="link" onClick={() => onChange(discounts.filter((_, j) => j !== i))}>
            {t('businessClients.removeDiscount')}
          </Button>
        </div>
      ))}
      <div>
        <Button onClick={() => onChange([...discounts, emptyDiscount(init?.defaultChannelId ?? 1, init?.defaultPriceTypeId ?? 1)])} data-testid="add-discount">
          {t('businessClients.addDiscount')}
        </Button>
      </div>
    </div>
  );
}

function ClientOrders({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const orders = useApi(() => call('POST /api/businessClient/order-products', { body: { businessClientId: clientId, descending: true } }), [clientId]);
  if (orders.loading) return <Spinner />;
  if (orders.error) return <ErrorBox message={orders.error.message} onRetry={orders.reload} />;
  if (!orders.data || orders.data.total === 0) return <EmptyState>{t('businessClients.noOrders')}</EmptyState>;
  return (
    <div className="table-wrap card">
      <table className="data" aria-label={t('businessClients.tabs.orders')}>
        <thead>
          <tr>
            <th>{t('businessClients.orderNumber')}</th>
            <th>{t('businessClients.created')}</th>
            <th>{t('businessClients.customer')}</th>
            <th>{t('businessClients.products')}</th>
            <th className="num">{t('businessClients.total')}</th>
            <th className="num">{t('businessClients.paid')}</th>
            <th className="num">{t('businessClients.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.data.items.map((o) => (
            <tr key={o.id} data-order={o.orderNumber}>
              <td>
                <Link to={`/order/${o.id}`}>{o.orderNumber}</Link>
              </td>
              <td>{formatDateTime(o.createDate)}</td>
              <td>{o.customerName}</td>
              <td>{o.products.map((p) => `${p.productName} × ${p.quantity}`).join(', ')}</td>
              <td className="num">{formatMoney(o.totalToPay, o.currencyId)}</td>
              <td className="num">{formatMoney(o.paid, o.currencyId)}</td>
              <td className="num">{formatMoney(o.balance, o.currencyId)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** C237/C238: invoices (and invoice-receipts) open by the invoice PDF call, receipts by the receipt's; other documents have none here. */
const pdfKind = (docType: string): ('invoice' | 'receipt')[] => (docType === 'invoice' || docType === 'invoice-receipt' ? ['invoice'] : docType === 'receipt' ? ['receipt'] : []);

function ClientDocuments({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation();
  const docs = useApi(() => call('POST /api/businessClient/accounts', { body: { businessClientId: clientId } }), [clientId]);
  if (docs.loading) return <Spinner />;
  if (docs.error) return <ErrorBox message={docs.error.message} onRetry={docs.reload} />;
  if (!docs.data || docs.data.total === 0) return <EmptyState>{t('businessClients.noDocuments')}</EmptyState>;
  return (
    <div className="table-wrap card">
      <table className="data" aria-label={t('businessClients.tabs.documents')}>
        <thead>
          <tr>
            <th>{t('businessClients.documentNumber')}</th>
            <th>{t('businessClients.documentType')}</th>
            <th>{t('businessClients.orderNumber')}</th>
            <th>{t('businessClients.customer')}</th>
            <th>{t('businessClients.issued')}</th>
            <th className="num">{t('businessClients.total')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {docs.data.items.map((d) => (
            <tr key={d.id} data-document={`${d.docType}-${d.number}`}>
              <td>
                <Link to={`/documents/${d.id}`}>
                  <bdi dir="ltr">{d.number}</bdi>
                </Link>
              </td>
              <td>
                {t(`businessClients.docTypes.${d.docType}`, { defaultValue: d.docType })}
                {d.status === 'cancelled' ? (
                  <>
                    {' '}
                    <Badge tone="muted">{t('documents.cancelled')}</Badge>
                  </>
                ) : null}
              </td>
              <td>{d.orderId ? <Link to={`/order/${d.orderId}`}>{d.orderNumber}</Link> : ''}</td>
              <td>{d.customerName}</td>
              <td>{formatDateTime(d.issuedAt)}</td>
              <td className="num">{formatMoney(d.total)}</td>
              <td>
                {pdfKind(d.docType).map((kind) => (
                  <a key={kind} className="btn btn-link" href={`/api/businessClient/${kind}Pdf/get?businessClientId=${clientId}&documentId=${d.id}&lang=${i18n.language}`} target="_blank" rel="noreferrer" data-pdf={`${kind}-${d.number}`}>
                    {t(`businessClients.${kind}Pdf`)}
                  </a>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ClientBalance({ client }: { client: ClientView }) {
  const { t } = useTranslation();
  const s = client.totals;
  const rows: [string, string][] = [
    ['businessClients.orders', String(s.orders)],
    ['businessClients.ordersTotal', formatMoney(s.ordersTotal)],
    ['businessClients.paid', formatMoney(s.paid)],
    ['businessClients.balance', formatMoney(s.balance)],
    ['businessClients.invoices', `${s.invoices} · ${formatMoney(s.invoicesTotal)}`],
    ['businessClients.receipts', `${s.receipts} · ${formatMoney(s.receiptsTotal)}`],
  ];
  return (
    <section className="card" aria-label={t('businessClients.tabs.balance')}>
      <dl className="facts money" data-testid="client-balance">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
