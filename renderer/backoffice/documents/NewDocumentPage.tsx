import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorPlain } from '@pos/shared/money';
import { Button, ErrorBox, SelectField, Spinner, TextArea, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { formatDate, formatMoney } from '../../ui/format';
import { toast } from '../../ui/notices';
import { Link, navigate, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { call } from '../../ui/api';
import type { PageProps } from '../page';
import './documents.css';
import { amountProblem, mayCreate, parseAmount, type NewDocumentKind } from './kinds';
import { useSession } from '../session';
import { PaymentFields } from './PaymentFields';
import { MoneyAmountField } from './MoneyAmountField';
import { newPaymentRow, paymentEntries, paymentProblems, type PaymentRow } from './payment-rows';
import { REMARKS_MAX } from '@pos/shared/api/documents';
import type { Order } from '../api-types';
import { createDocument, creditableOf, loadOrderLedger, remainingFor, type OrderLedger } from './ledger-api';

/** The kinds that take money now, so they carry payments. */
const TAKES_MONEY: readonly NewDocumentKind[] = ['receipt', 'invoice-receipt'];
/** The kinds that carry remarks (a credit invoice's is its reason). */
const INVOICES: readonly NewDocumentKind[] = ['invoice', 'invoice-receipt', 'credit-invoice'];
/** The tax invoices name their customer and the customer's VAT number; a credit invoice takes its invoice's. */
const NAMES_CUSTOMER: readonly NewDocumentKind[] = ['invoice', 'invoice-receipt'];

/**
 * A receipt, invoice, invoice-receipt or credit invoice for an order (000 §2 routes, R-PERM-11),
 * with what is left to pay, invoice or credit shown and proposed (R-INV-1, R-INV-2). The server
 * checks it all again, numbers it (R-INV-3) and, for a tax invoice above the Israel Invoice
 * threshold to a business, asks the allocation service for its number.
 */
function NewDocumentPage({ params, kind }: PageProps & { kind: NewDocumentKind }) {
  const { t } = useTranslation();
  const orderId = Number(params.orderId);
  const permissions = useSession((s) => s.permissions);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const ledger = useApi(() => (valid ? loadOrderLedger(orderId) : null), [orderId]);
  const order = useApi(() => (valid ? call('GET /api/order/get', { query: { id: orderId } }) : null), [orderId]);
  const error = ledger.error ?? order.error;
  if (error) return <ErrorBox message={error.message} onRetry={() => (ledger.reload(), order.reload())} />;
  // The route checks one permission; an invoice-receipt needs CreateReceipts as well (R-PERM-11).
  if (!mayCreate(kind, permissions)) return <ErrorBox message={t('common:errors.noPermission')} />;
  if (!ledger.data || !order.data) return <Spinner />;
  return <DocumentForm kind={kind} ledger={ledger.data} order={order.data} />;
}

function DocumentForm({ kind, ledger, order }: { kind: NewDocumentKind; ledger: OrderLedger; order: Order }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const invoices = ledger.documents.filter((d) => (d.docType === 'invoice' || d.docType === 'invoice-receipt') && d.status === 'issued' && d.state === 'Done');
  const [invoiceId, setInvoiceId] = useState<number | null>(() => Number(search.get('invoiceId')) || invoices.at(-1)?.id || null);
  const invoice = invoices.find((d) => d.id === invoiceId);
  const creditable = invoice ? creditableOf(invoice, ledger) : 0;
  const left = kind === 'credit-invoice' ? creditable : remainingFor(kind, ledger);
  const [amount, setAmount] = useState(left > 0 ? formatMinorPlain(left) : '');
  const lead = [order.leadCustomer.firstName, order.leadCustomer.lastName].filter(Boolean).join(' ');
  const [customerName, setCustomerName] = useState(order.businessClientName ?? (lead || order.leadCustomer.groupName || ''));
  const [customerTaxId, setCustomerTaxId] = useState('');
  const [remarks, setRemarks] = useState('');
  const [rows, setRows] = useState<PaymentRow[]>(() => [newPaymentRow(1, left > 0 ? formatMinorPlain(left) : '')]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [code, setCode] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (kind === 'credit-invoice') setAmount(creditable > 0 ? formatMinorPlain(creditable) : '');
  }, [kind, creditable]);

  const total = parseAmount(amount) ?? 0;
  const amountIssue = amountProblem(amount, left);
  const takesMoney = TAKES_MONEY.includes(kind);
  // One payment follows the amount until the user splits it.
  useEffect(() => {
    if (takesMoney && rows.length === 1 && parseAmount(amount) !== null) setRows((r) => (r[0]!.amount === amount ? r : [{ ...r[0]!, amount }]));
  }, [amount]);
  const payProblems = takesMoney ? paymentProblems(rows, total, order.currencyId) : [];
  const blocked = amountIssue !== null || payProblems.length > 0 || (kind === 'credit-invoice' && !invoiceId);

  const issue = async () => {
    setTouched(true);
    if (blocked) return;
    setBusy(true);
    setMessage('');
    setFieldErrors({});
    const payments = takesMoney ? (paymentEntries(rows, order.currencyId) ?? []) : [];
    const result = await createDocument(kind, { orderId: order.id, amount: total, customerName: customerName.trim(), customerTaxId: customerTaxId.trim(), businessClientId: order.businessClientId, remarks: remarks.trim(), payments, creditedDocumentId: invoiceId });
    setBusy(false);
    if (!result.ok) {
      setFieldErrors(result.error.fieldErrors ?? {});
      setMessage(result.error.message);
      setCode(result.error.code);
      return;
    }
    toast('success', t('newDocument.issued', { document: `${t(`documents.types.${result.data.docType}`)} ${result.data.number}` }));
    navigate(`/documents/${result.data.id}`);
  };

  const remainingKey = kind === 'credit-invoice' ? 'newDocument.remaining.credit' : kind === 'invoice' ? 'newDocument.remaining.invoice' : 'newDocument.remaining.receipt';
  return (
    <form
      className="stack new-document"
      onSubmit={(e) => {
        e.preventDefault();
        void issue();
      }}
    >
      <section className="card">
        <div className="toolbar">
          <h2>{t(`newDocument.titles.${kind}`)}</h2>
          <span className="spacer" />
          <Link to={`/order/${order.id}`}>{t('newDocument.backToOrder', { number: order.orderNumber })}</Link>
        </div>
        <dl className="facts money-facts">
          <dt>{t('newDocument.order')}</dt>
          <dd>
            <bdi dir="ltr">{order.orderNumber}</bdi> · {formatDate(order.createDate)}
          </dd>
          <dt>{t('newDocument.orderTotal')}</dt>
          <dd>{formatMoney(order.totals.totalToPay, order.currencyId)}</dd>
          <dt>{t(remainingKey)}</dt>
          <dd>
            <strong data-testid="remaining-amount">{formatMoney(left, order.currencyId)}</strong>
          </dd>
        </dl>
        {left <= 0 ? <p className="alert alert-info">{t(`newDocument.nothingLeft.${kind}`)}</p> : null}
      </section>
      <section className="card stack">
        {kind === 'credit-invoice' ? (
          invoices.length ? (
            <SelectField
              label={t('newDocument.invoiceToCredit')}
              name="creditedDocumentId"
              value={invoiceId ?? ''}
              onChange={(e) => setInvoiceId(Number(e.target.value) || null)}
              options={invoices.map((d) => ({ value: d.id, label: `${t(`documents.types.${d.docType}`)} ${d.number} · ${formatMoney(d.total, order.currencyId)} (${t('newDocument.creditableOf', { amount: formatMoney(creditableOf(d, ledger), order.currencyId) })})` }))}
              error={fieldErrors.creditedDocumentId}
            />
          ) : (
            <p className="alert alert-warning">{t('newDocument.noInvoice')}</p>
          )
        ) : null}
        <div className="row">
          <MoneyAmountField label={t('newDocument.amount')} name="amount" hintKey="newDocument.amountHint" value={amount} onChange={setAmount} onBlur={() => setTouched(true)} max={left} currencyId={order.currencyId} showProblem={touched} serverError={fieldErrors.amount} />
          {NAMES_CUSTOMER.includes(kind) ? (
            <>
              <TextField label={t('newDocument.customerName')} name="customerName" maxLength={200} value={customerName} onChange={(e) => setCustomerName(e.target.value)} error={fieldErrors.customerName} />
              <TextField label={t('newDocument.customerTaxId')} name="customerTaxId" inputMode="numeric" dir="ltr" maxLength={9} value={customerTaxId} onChange={(e) => setCustomerTaxId(e.target.value)} hint={t('newDocument.customerTaxIdHint')} error={fieldErrors.customerTaxId} />
            </>
          ) : null}
        </div>
        {INVOICES.includes(kind) ? (
          <TextArea label={kind === 'credit-invoice' ? t('newDocument.reason') : t('newDocument.remarks')} name="remarks" maxLength={REMARKS_MAX} value={remarks} onChange={(e) => setRemarks(e.target.value)} hint={t('newDocument.remarksHint', { count: REMARKS_MAX })} error={fieldErrors.remarks} />
        ) : null}
        {takesMoney ? <PaymentFields rows={rows} onChange={setRows} total={total} currencyId={order.currencyId} problems={touched ? payProblems : []} fieldErrors={fieldErrors} /> : null}
        <FormFooter>
          <Button kind="primary" type="submit" busy={busy} disabled={left <= 0}>
            {t(`newDocument.issue.${kind}`)}
          </Button>
          <Button onClick={() => navigate(`/order/${order.id}`)}>{t('common:cancel')}</Button>
          {busy ? <span className="muted" role="status">{t('newDocument.issuing')}</span> : null}
        </FormFooter>
        {message ? (
          <div className="form-error" role="alert">
            <p>{message}</p>
            {code === 'numbering-not-set' ? <Link to="/provider/accounting/numbering">{t('newDocument.toNumbering')}</Link> : null}
          </div>
        ) : null}
      </section>
    </form>
  );
}

export const NewReceiptPage = (props: PageProps) => <NewDocumentPage {...props} kind="receipt" />;
export const NewInvoiceReceiptPage = (props: PageProps) => <NewDocumentPage {...props} kind="invoice-receipt" />;
export const NewInvoicePage = (props: PageProps) => <NewDocumentPage {...props} kind="invoice" />;
export const NewCreditInvoicePage = (props: PageProps) => <NewDocumentPage {...props} kind="credit-invoice" />;
