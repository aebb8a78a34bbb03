import { useState } from 'react';
import { Permission } from '@pos/shared/permissions';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorBox, Spinner } from '../../ui/components';
import { formatDateTime, formatMoney } from '../../ui/format';
import { Link, navigate } from '../../ui/router';
import type { Loaded } from '../../ui/use-api';
import { useSession } from '../session';
import { DocumentRowActions } from '../documents/DocumentActions';
import { DocumentStateBadge } from '../documents/DocumentStateBadge';
import { PaymentDetails } from '../documents/DocumentView';
import { RefundDialog } from '../documents/RefundDialog';
import { CardPaymentDialog } from './CardPaymentDialog';
import { dealerStatusOfVatType } from '@pos/shared/documents/document-types';
import { NEW_DOCUMENT_KINDS, isRefundable, mayCreate, newDocumentPath } from '../documents/kinds';
import { creditableOf, remainingFor, type LedgerDocument, type OrderLedger } from '../documents/ledger-api';
import { BusinessInvoiceButtons } from '../business-clients/BusinessInvoiceButtons';
import { mayIssue } from '../business-clients/business-invoice-form';
import '../documents/documents.css';

/**
 * The order's money (issue 15): what is left to pay and to invoice, the payments taken (with their
 * receipts, refundable once: R-RCPT-7) and every document of the order, with take-payment and the
 * new receipt, invoice, invoice-receipt and credit invoice the user may make (R-PERM-11, R-PERM-17).
 */
export function OrderMoney({ ledger, cancelled, onChanged, businessClient }: { ledger: Loaded<OrderLedger>; cancelled: boolean; onChanged(): void; businessClient?: { id: number; name: string } | null }) {
  const { t } = useTranslation();
  const permissions = useSession((s) => s.permissions);
  const vatType = useSession((s) => s.init?.provider.vatType ?? '');
  const [refunding, setRefunding] = useState<number | null>(null);
  const [payingByCard, setPayingByCard] = useState(false);
  if (ledger.error) return <ErrorBox message={ledger.error.message} onRetry={ledger.reload} />;
  const l = ledger.data;
  if (!l) return <Spinner />;
  const money = (minor: number) => formatMoney(minor, l.currencyId);
  const summary = (d: LedgerDocument) => ({ id: d.id, type: d.docType, number: d.number, state: d.state, status: d.status, total: d.total, currencyId: l.currencyId, orderId: l.orderId, refunded: d.refunded });
  const hasInvoice = l.documents.some((d) => (d.docType === 'invoice' || d.docType === 'invoice-receipt') && d.status === 'issued' && creditableOf(d, l) > 0);
  // Only what is left can be documented (R-INV-1, R-INV-2): a kind with nothing left is not offered.
  // A cancelled order takes no more money and no new charge; what it was charged can still be credited.
  const offered = NEW_DOCUMENT_KINDS.filter((k) => mayCreate(k, permissions) && (k === 'credit-invoice' ? hasInvoice : !cancelled && remainingFor(k, l) > 0));
  const invoicesClient = businessClient && (mayIssue('invoice', permissions) || mayIssue('proforma', permissions)) ? businessClient : null;
  const refundDoc = refunding === null ? undefined : l.documents.find((d) => d.id === refunding);
  const canTakePayment = !cancelled && mayCreate('receipt', permissions) && l.remaining.receipt > 0;
  // A licensed dealer's sale document is a tax invoice-receipt (docs/decisions/station-document-type.md); an exempt dealer's a receipt.
  const paymentKind = dealerStatusOfVatType(vatType) === 'LicensedDealer' && mayCreate('invoice-receipt', permissions) && l.remaining.invoice >= l.remaining.receipt ? 'invoice-receipt' : 'receipt';

  return (
    <section className="card stack order-money" aria-labelledby="order-money-title">
      <div className="toolbar">
        <h3 id="order-money-title">{t('orderMoney.title')}</h3>
        <span className="spacer" />
        {canTakePayment ? (
          <Button kind="primary" onClick={() => navigate(newDocumentPath(paymentKind, l.orderId))}>
            {t('orderMoney.takePayment', { amount: money(l.remaining.receipt) })}
          </Button>
        ) : null}
        {canTakePayment ? <Button onClick={() => setPayingByCard(true)}>{t('cardPayment.payByCard')}</Button> : null}
      </div>
      <dl className="facts money order-remaining">
        <dt>{t('orderMoney.leftToPay')}</dt>
        <dd data-testid="left-to-pay">{money(cancelled ? 0 : l.remaining.receipt)}</dd>
        <dt>{t('orderMoney.leftToInvoice')}</dt>
        <dd data-testid="left-to-invoice">{money(cancelled ? 0 : l.remaining.invoice)}</dd>
      </dl>
      {offered.length || invoicesClient ? (
        <div className="toolbar new-documents" role="group" aria-label={t('orderMoney.newDocument')}>
          {offered.map((k) => (
            <Link key={k} className="btn btn-secondary" to={newDocumentPath(k, l.orderId)}>
              {t(`orderMoney.new.${k}`)}
            </Link>
          ))}
          {/* C146: the order's business client gets an invoice (at most what is left: R-INV-1) or a proforma. */}
          {invoicesClient ? (
            <BusinessInvoiceButtons
              target={{ businessClientId: invoicesClient.id, clientName: invoicesClient.name, currencyId: l.currencyId, order: { id: l.orderId, number: l.orderNumber, amount: l.remaining.invoice > 0 ? l.remaining.invoice : l.totalToPay } }}
              named
              onIssued={onChanged}
              disabled={{ invoice: cancelled || l.remaining.invoice <= 0 ? t('newDocument.nothingLeft.invoice') : undefined }}
            />
          ) : null}
        </div>
      ) : null}

      <h4>{t('orderMoney.payments')}</h4>
      {l.payments.length === 0 ? (
        <EmptyState>{t('orderMoney.noPayments')}</EmptyState>
      ) : (
        <div className="table-wrap">
          <table className="data" aria-label={t('orderMoney.payments')}>
            <thead>
              <tr>
                <th>{t('orderMoney.date')}</th>
                <th>{t('orderMoney.method')}</th>
                <th>{t('orderMoney.details')}</th>
                <th>{t('orderMoney.document')}</th>
                <th className="num">{t('orderMoney.amount')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {l.payments.map((p) => {
                const doc = l.documents.find((d) => d.id === p.documentId);
                const refundable = doc && isRefundable(doc.docType) && !doc.refunded && doc.state === 'Done' && doc.status === 'issued';
                return (
                  <tr key={`${p.documentId}-${p.lineNo}`} className={p.refund ? 'refund-row' : undefined}>
                    <td>{formatDateTime(doc?.issuedAt)}</td>
                    <td>{t(`documents.methods.${p.method}`, { defaultValue: String(p.method) })}</td>
                    <td>
                      <PaymentDetails details={p.details} />
                    </td>
                    <td>
                      <Link to={`/documents/${p.documentId}`}>
                        {t(`documents.types.${p.docType}`)} <bdi dir="ltr">{p.documentNumber}</bdi>
                      </Link>
                    </td>
                    <td className="num">{formatMoney(p.refund ? -p.amount : p.amount, p.currencyId)}</td>
                    <td>
                      {refundable && permissions.has(Permission.CanCancelExistingReceipt) ? (
                        <Button kind="link" onClick={() => setRefunding(doc.id)}>
                          {t('documents.actions.refund')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <h4>{t('orderMoney.documents')}</h4>
      {l.documents.length === 0 ? (
        <EmptyState>{t('orderMoney.noDocuments')}</EmptyState>
      ) : (
        <div className="table-wrap">
          <table className="data" aria-label={t('orderMoney.documents')}>
            <thead>
              <tr>
                <th>{t('documents.type')}</th>
                <th>{t('documents.number')}</th>
                <th>{t('documents.createDate')}</th>
                <th>{t('documents.station')}</th>
                <th className="num">{t('documents.total')}</th>
                <th>{t('documents.state')}</th>
                <th>{t('documents.actionsLabel')}</th>
              </tr>
            </thead>
            <tbody>
              {l.documents.map((d) => (
                <tr key={d.id} data-document={`${d.docType}-${d.number}`}>
                  <td>{t(`documents.types.${d.docType}`)}</td>
                  <td>
                    <bdi dir="ltr">{d.number}</bdi>
                  </td>
                  <td>{formatDateTime(d.issuedAt)}</td>
                  <td>{d.stationId ? t('documents.atStation') : t('documents.office')}</td>
                  <td className="num">{money(d.total)}</td>
                  <td>
                    <DocumentStateBadge document={d} />
                  </td>
                  <td>
                    <DocumentRowActions document={summary(d)} permissions={permissions} onChanged={onChanged} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {payingByCard ? (
        <CardPaymentDialog
          orderId={l.orderId}
          currencyId={l.currencyId}
          remaining={l.remaining.receipt}
          kind={paymentKind}
          onClose={() => setPayingByCard(false)}
          onDone={() => {
            setPayingByCard(false);
            onChanged();
          }}
        />
      ) : null}
      {refundDoc ? (
        <RefundDialog
          document={summary(refundDoc)}
          whole={false}
          onClose={() => setRefunding(null)}
          onDone={() => {
            setRefunding(null);
            onChanged();
          }}
          onRecorded={onChanged}
        />
      ) : null}
    </section>
  );
}
