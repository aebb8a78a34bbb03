import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REMARKS_MAX, TITLE_MAX, type DocumentCreated } from '@pos/shared/api/documents';
import { formatMinorPlain } from '@pos/shared/money';
import { call } from '../../ui/api';
import { Button, Modal, TextArea, TextField } from '../../ui/components';
import { formatMoney } from '../../ui/format';
import { toast } from '../../ui/notices';
import { Link } from '../../ui/router';
import { useSession } from '../session';
import { openDocumentPdf } from '../documents/document-files';
import { businessInvoiceBody, DESCRIPTION_MAX, newLine, totalsOf, type BusinessInvoiceKind, type FormIssue, type InvoiceLineRow } from './business-invoice-form';
import './business-invoice.css';

export interface InvoiceTarget {
  businessClientId: number;
  clientName: string;
  /** From an order of the client: the order's id and number (an invoice then is at most what is left of it, R-INV-1). */
  order?: { id: number; number: number; amount: number } | undefined;
  currencyId?: number | undefined;
}

/**
 * A new invoice or proforma to a business client (C146; R-INV-4, R-PERM-11): lines, title (a
 * proforma's) and remarks, the amount with its VAT shown as the server will write it. Once issued
 * the dialog says its number and offers its PDF and its page; the lists behind it are reloaded.
 */
export function BusinessInvoiceDialog({ kind, target, onClose, onIssued }: { kind: BusinessInvoiceKind; target: InvoiceTarget; onClose(): void; onIssued(doc: DocumentCreated): void }) {
  const { t } = useTranslation();
  const provider = useSession((s) => s.init?.provider);
  const order = target.order;
  const [lines, setLines] = useState<InvoiceLineRow[]>(() => [order ? newLine(t('businessInvoice.orderLine', { number: order.number }), '1', order.amount > 0 ? formatMinorPlain(order.amount) : '') : newLine()]);
  const [title, setTitle] = useState('');
  const [remarks, setRemarks] = useState('');
  const [issues, setIssues] = useState<FormIssue[]>([]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<DocumentCreated | null>(null);
  const totals = totalsOf(lines, { vatType: provider?.vatType ?? '', vatPercent: provider?.vatPercent ?? 0 });
  const money = (minor: number) => formatMoney(minor, target.currencyId ?? provider?.currencyId);
  const documentName = (d: DocumentCreated) => `${t(`documents.types.${d.docType}`)} ${d.number}`;

  // A field's problem: ours by its code (as the server's codes are said), else the server's, already in the user's language.
  const errorOf = (field: string): string | undefined => {
    const issue = issues.find((i) => i.field === field);
    return issue ? t(`common:fieldError.${issue.code}`, issue.params ?? {}) : serverErrors[field];
  };
  // A field typed in again loses its problem until the next try.
  const clear = (field: string) => {
    setIssues((all) => all.filter((x) => x.field !== field && x.field !== 'amount' && x.field !== 'lines'));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const update = (i: number, patch: Partial<InvoiceLineRow>) => {
    for (const key of Object.keys(patch)) clear(`lines[${i}].${key}`);
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  };

  const issue = async () => {
    const parsed = businessInvoiceBody(kind, { lines, title, remarks }, { businessClientId: target.businessClientId, orderId: order?.id ?? null });
    setServerErrors({});
    setMessage('');
    if ('issues' in parsed) {
      setIssues(parsed.issues);
      return;
    }
    setIssues([]);
    setBusy(true);
    const result = await call('POST /api/create-business-invoice', { body: parsed.body, quiet: true });
    setBusy(false);
    if (!result.ok) {
      setServerErrors(result.error.fieldErrors ?? {});
      setMessage(result.error.status === 400 ? t('businessInvoice.fixFields') : result.error.message);
      return;
    }
    setIssued(result.data);
    toast('success', t('newDocument.issued', { document: documentName(result.data) }));
    onIssued(result.data);
  };

  const heading = t(`businessInvoice.title.${kind}`, { name: target.clientName });
  if (issued) {
    return (
      <Modal title={heading} onClose={onClose} footer={<Button onClick={onClose}>{t('common:close')}</Button>}>
        <div className="stack" data-testid="business-invoice-issued">
          <p className="alert alert-info" role="status">
            {t('businessInvoice.issued', { document: documentName(issued), amount: money(issued.total) })}
          </p>
          <div className="form-actions">
            <Button kind="primary" onClick={() => void openDocumentPdf(issued.id)}>
              {t('documents.actions.pdf')}
            </Button>
            <Link className="btn btn-secondary" to={`/documents/${issued.id}`}>
              {t('businessInvoice.openDocument', { document: documentName(issued) })}
            </Link>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      wide
      title={heading}
      onClose={onClose}
      footer={
        <>
          <Button kind="primary" busy={busy} onClick={() => void issue()} data-testid="business-invoice-issue">
            {t(`businessInvoice.issue.${kind}`)}
          </Button>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </>
      }
    >
      <form
        className="stack business-invoice"
        aria-label={heading}
        onSubmit={(e) => {
          e.preventDefault();
          void issue();
        }}
      >
        {order ? <p className="muted">{t('businessInvoice.forOrder', { number: order.number })}</p> : null}
        <fieldset className="invoice-lines" disabled={busy}>
          <legend>{t('businessInvoice.lines')}</legend>
          {lines.map((l, i) => (
            <div className="row invoice-line" key={l.key} data-testid="invoice-line">
              <TextField label={t('businessInvoice.description')} name={`lines.${i}.description`} maxLength={DESCRIPTION_MAX} value={l.description} onChange={(e) => update(i, { description: e.target.value })} error={errorOf(`lines[${i}].description`)} />
              <TextField label={t('businessInvoice.quantity')} name={`lines.${i}.quantity`} inputMode="numeric" dir="ltr" value={l.quantity} onChange={(e) => update(i, { quantity: e.target.value })} error={errorOf(`lines[${i}].quantity`)} />
              <TextField label={t('businessInvoice.unitPrice')} name={`lines.${i}.unitPrice`} inputMode="decimal" dir="ltr" value={l.unitPrice} onChange={(e) => update(i, { unitPrice: e.target.value })} error={errorOf(`lines[${i}].unitPrice`)} />
              {lines.length > 1 ? (
                <Button kind="link" onClick={() => setLines((all) => all.filter((_, j) => j !== i))}>
                  {t('businessInvoice.removeLine')}
                </Button>
              ) : null}
            </div>
          ))}
          {errorOf('lines') ? <p className="field-error">{errorOf('lines')}</p> : null}
          <div>
            <Button onClick={() => setLines((all) => [...all, newLine()])} data-testid="add-invoice-line">
              {t('businessInvoice.addLine')}
            </Button>
          </div>
        </fieldset>
        {kind === 'proforma' ? (
          <TextField label={t('businessInvoice.proformaTitle')} name="title" maxLength={TITLE_MAX} value={title} onChange={(e) => (clear('title'), setTitle(e.target.value))} hint={t('businessInvoice.upTo', { count: TITLE_MAX })} error={errorOf('title')} />
        ) : null}
        <TextArea label={t('newDocument.remarks')} name="remarks" maxLength={REMARKS_MAX} rows={2} value={remarks} onChange={(e) => (clear('remarks'), setRemarks(e.target.value))} hint={t('newDocument.remarksHint', { count: REMARKS_MAX })} error={errorOf('remarks')} />
        <dl className="facts money invoice-totals" data-testid="business-invoice-totals">
          <dt>{t('documents.totalBeforeVat')}</dt>
          <dd>{money(totals.beforeVat)}</dd>
          <dt>{t('businessInvoice.vat', { percent: totals.vatPercent })}</dt>
          <dd>{money(totals.vatAmount)}</dd>
          <dt>{t('businessInvoice.amount')}</dt>
          <dd>
            <strong data-testid="business-invoice-amount">{money(totals.total)}</strong>
          </dd>
        </dl>
        {errorOf('amount') ? <p className="field-error">{errorOf('amount')}</p> : null}
        {message ? (
          <div className="form-error" role="alert">
            <p>{message}</p>
            {message && serverErrors.lines ? <p>{serverErrors.lines}</p> : null}
          </div>
        ) : null}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
