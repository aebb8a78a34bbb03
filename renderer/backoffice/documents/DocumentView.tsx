import { useTranslation } from 'react-i18next';
import { cardBrandName } from '@pos/shared/payments/card-codes';
import { formatDate, formatDateTime, formatMoney } from '../../ui/format';
import { DocumentStateBadge } from './DocumentStateBadge';
import type { DocumentKind } from './kinds';

/** What a document shows (the office's page and the anonymous page of a shared link). */
export interface DocumentDetails {
  type: DocumentKind;
  number: number;
  state: string;
  status: string;
  refunded: boolean;
  issuedAt: string;
  currencyId: number;
  total: number;
  vatAmount: number;
  totalBeforeVat: number;
  vatPercent: number;
  customerName: string;
  customerTaxId: string;
  businessName: string;
  businessTaxId: string;
  /** Who issued it (a cashier or an office user); not told on a shared link. */
  issuedBy: string | null;
  allocationNumber: string | null;
  credited: { type: string; number: number } | null;
  remarks: string;
  lines: readonly { lineNo: number; description: string; quantity: number; unitPrice: number; total: number }[];
  payments: readonly { lineNo: number; method: number; amount: number; currencyId: number; details: Record<string, unknown> }[];
}

/** Payment methods (R-RCPT-9: Cash 1, Check 2, CreditCard 4, BankTransfer 8; Voucher 16). */
export const PAYMENT_METHODS = [1, 2, 4, 8, 16] as const;

/** A payment's details in one line: card brand, last 4 digits, installments and approval; a check's bank and number; a transfer's reference. */
export function PaymentDetails({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  const text = (k: string) => (typeof details[k] === 'string' || typeof details[k] === 'number' ? String(details[k]) : '');
  // The brand's bit (R-RCPT-11), a number or its digits as a card payment's details keep it.
  const brand = typeof details.brand === 'number' || (typeof details.brand === 'string' && /^\d+$/.test(details.brand)) ? cardBrandName(Number(details.brand)) : null;
  if (brand) parts.push(t(`documents.brands.${brand}`));
  if (text('last4')) parts.push(`•••• ${text('last4')}`);
  if (Number(details.installments) > 1) parts.push(t('documents.payment.installments', { count: Number(details.installments) }));
  if (text('approvalCode')) parts.push(t('documents.payment.approval', { code: text('approvalCode') }));
  if (text('checkNumber') || text('number')) parts.push(t('documents.payment.check', { number: text('checkNumber') || text('number') }));
  if (text('referenceNumber')) parts.push(t('documents.payment.reference', { reference: text('referenceNumber') }));
  if (text('valueDate')) parts.push(t('documents.payment.valueDate', { date: formatDate(text('valueDate')) }));
  return <bdi>{parts.join(' · ')}</bdi>;
}

/** The document as a reader sees it: who issued it to whom, its lines, VAT, total and payments. */
export function DocumentView({ document: d }: { document: DocumentDetails }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, d.currencyId);
  return (
    <article className="stack document-view" aria-label={`${t(`documents.types.${d.type}`)} ${d.number}`}>
      <section className="card">
        <div className="toolbar">
          <h2>
            {t(`documents.types.${d.type}`)} <bdi dir="ltr">{d.number}</bdi>
          </h2>
          <DocumentStateBadge document={d} />
        </div>
        <dl className="facts">
          <dt>{t('documents.issuer')}</dt>
          <dd>
            {d.businessName} <bdi dir="ltr">{d.businessTaxId}</bdi>
          </dd>
          <dt>{t('documents.issuedAt')}</dt>
          <dd>
            {formatDateTime(d.issuedAt)}
            {d.issuedBy ? <span className="muted"> · {d.issuedBy}</span> : null}
          </dd>
          <dt>{t('documents.customer')}</dt>
          <dd>
            {d.customerName || '—'} {d.customerTaxId ? <bdi dir="ltr">{d.customerTaxId}</bdi> : null}
          </dd>
          {d.credited ? (
            <>
              <dt>{t('documents.creditsLabel')}</dt>
              <dd>
                {t(`documents.types.${d.credited.type}`, { defaultValue: d.credited.type })} <bdi dir="ltr">{d.credited.number}</bdi>
              </dd>
            </>
          ) : null}
          {d.allocationNumber ? (
            <>
              <dt>{t('documents.allocation.label')}</dt>
              <dd>
                <bdi dir="ltr" data-testid="allocation-number">
                  {d.allocationNumber}
                </bdi>
              </dd>
            </>
          ) : null}
          {d.remarks ? (
            <>
              <dt>{t('documents.remarks')}</dt>
              <dd className="pre-line">{d.remarks}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {d.lines.length ? (
        <section className="card">
          <h3>{t('documents.lines')}</h3>
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th>{t('documents.description')}</th>
                  <th className="num">{t('documents.quantity')}</th>
                  <th className="num">{t('documents.unitPrice')}</th>
                  <th className="num">{t('documents.lineTotal')}</th>
                </tr>
              </thead>
              <tbody>
                {d.lines.map((l) => (
                  <tr key={l.lineNo}>
                    <td>{l.description}</td>
                    <td className="num">{l.quantity}</td>
                    <td className="num">{money(l.unitPrice)}</td>
                    <td className="num">{money(l.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <div className="order-grid">
        <section className="card">
          <h3>{t('documents.totals')}</h3>
          <dl className="facts money">
            <dt>{t('documents.totalBeforeVat')}</dt>
            <dd>{money(d.totalBeforeVat)}</dd>
            <dt>{t('documents.vatPercent', { percent: d.vatPercent })}</dt>
            <dd>{money(d.vatAmount)}</dd>
            <dt>{t('documents.total')}</dt>
            <dd>
              <strong>{money(d.total)}</strong>
            </dd>
          </dl>
        </section>
        {d.payments.length ? (
          <section className="card">
            <h3>{t('documents.payments')}</h3>
            <table className="data">
              <tbody>
                {d.payments.map((p) => (
                  <tr key={p.lineNo}>
                    <td>{t(`documents.methods.${p.method}`, { defaultValue: String(p.method) })}</td>
                    <td>
                      <PaymentDetails details={p.details} />
                    </td>
                    <td className="num">{formatMoney(p.amount, p.currencyId)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </div>
    </article>
  );
}
