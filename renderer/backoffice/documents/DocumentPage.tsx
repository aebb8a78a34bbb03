import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox, Spinner } from '../../ui/components';
import { formatMoney } from '../../ui/format';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useSession } from '../session';
import type { PageProps } from '../page';
import './documents.css';
import { DocumentRowActions } from './DocumentActions';
import { DocumentView } from './DocumentView';
import { detailsOf, loadDocument } from './ledger-api';
import { CardRefundSettleButtons } from './CardRefundSettle';
import { documentActions, isUnsettledCardRefund } from './kinds';

/** How often a document waiting for its allocation number (R-INV-6 InProgress) is read again. */
export const ALLOCATION_POLL_MS = 2000;

/**
 * One document in the office (/documents/{documentId}, and the spec's receipt, invoice-receipt and
 * invoice views under /order/{orderId}/...): what it says, and its actions. A tax invoice waiting
 * for its allocation number shows progress and is read again until the number arrives. A card
 * refund left waiting (its gateway answer lost, issue 15) says so; its actions settle it.
 */
export default function DocumentPage({ params }: PageProps) {
  const { t } = useTranslation();
  const id = Number(params.documentId ?? params.receiptId ?? params.invoiceId);
  const permissions = useSession((s) => s.permissions);
  const doc = useApi(() => (Number.isInteger(id) && id > 0 ? loadDocument(id) : null), [id]);
  const allocating = doc.data?.docType !== 'refund';
  const waiting = allocating && (doc.data?.state === 'InProgress' || doc.data?.state === 'Initial');
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(doc.reload, ALLOCATION_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, doc.data, doc.reload]);
  if (doc.error) return <ErrorBox message={doc.error.message} onRetry={doc.reload} />;
  const d = doc.data;
  if (!d) return <Spinner />;
  const summary = { id: d.id, type: d.docType, number: d.number, state: d.state, status: d.status, total: d.total, currencyId: d.currencyId, orderId: d.orderId, refunded: d.refundedBy !== null };
  return (
    <div className="stack document-page">
      <div className="toolbar">
        {d.orderId ? <Link to={`/order/${d.orderId}`}>{t('documents.toOrder', { number: d.orderNumber })}</Link> : null}
        <Link to="/documents">{t('documents.backToList')}</Link>
        <span className="spacer" />
        <DocumentRowActions document={summary} permissions={permissions} onChanged={doc.reload} compact={false} />
      </div>
      {waiting ? <Spinner label={t('documents.allocation.waiting')} /> : null}
      {allocating && d.state === 'Fail' ? <p className="alert alert-warning">{t('documents.allocation.failed')}</p> : null}
      {isUnsettledCardRefund(summary) ? (
        <div className="alert alert-warning card-refund-waiting">
          <p>{t('documents.cardRefund.waiting')}</p>
          {documentActions(summary, permissions).has('settleCardRefund') ? (
            <div className="form-actions">
              <CardRefundSettleButtons document={summary} onChanged={doc.reload} prominent />
            </div>
          ) : null}
        </div>
      ) : null}
      <DocumentView document={detailsOf(d)} />
      {[...(d.credited ? [{ ref: d.credited, key: 'documents.creditsDocument' }] : []), ...(d.refundedBy ? [{ ref: d.refundedBy, key: 'documents.refundedBy' }] : []), ...d.creditedBy.map((ref) => ({ ref, key: 'documents.creditedBy' }))].map(({ ref, key }) => (
        <p key={`${key}-${ref.id}`} className="alert alert-info">
          <Link to={`/documents/${ref.id}`}>{t(key, { document: `${t(`documents.types.${ref.docType}`)} ${ref.number}`, amount: formatMoney(ref.total, d.currencyId) })}</Link>
        </p>
      ))}
    </div>
  );
}
