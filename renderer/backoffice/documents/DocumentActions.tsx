import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components';
import { Link, navigate } from '../../ui/router';
import { documentActions, newDocumentPath, type DocumentSummary } from './kinds';
import { RefundDialog } from './RefundDialog';
import { ShareDialog } from './ShareDialog';
import { CardRefundSettleButtons } from './CardRefundSettle';
import { cancelProforma, downloadDocument, openDocumentPdf } from './document-files';
import { confirmDialog, toast } from '../../ui/notices';

/**
 * A document's actions (R-PERM-11, R-PERM-17): open, PDF, download, share, cancel or refund a
 * receipt, credit an invoice. What the user may not do is not offered; the server refuses it too.
 */
export function DocumentRowActions({ document: doc, permissions, onChanged, compact = true }: { document: DocumentSummary; permissions: ReadonlySet<number>; onChanged(): void; compact?: boolean }) {
  const { t } = useTranslation();
  const actions = documentActions(doc, permissions);
  const [busy, setBusy] = useState<'pdf' | 'download' | 'cancelProforma' | null>(null);
  const [dialog, setDialog] = useState<'share' | 'cancel' | 'refund' | null>(null);
  const label = `${t(`documents.types.${doc.type}`)} ${doc.number}`;
  // The PDF is made on the server (over a second for a long document): the button shows progress meanwhile.
  const run = async (what: 'pdf' | 'download') => {
    setBusy(what);
    await (what === 'pdf' ? openDocumentPdf(doc.id) : downloadDocument(doc.id));
    setBusy(null);
  };
  // R-INV-8: a business client's proforma is cancelled once; its number stays, marked cancelled.
  const cancelIt = async () => {
    if (!(await confirmDialog(t('documents.cancelProforma.confirm', { document: label }), { tone: 'warning' }))) return;
    setBusy('cancelProforma');
    const result = await cancelProforma(doc.id);
    setBusy(null);
    if (!result.ok) return void toast('error', result.error.message);
    toast('success', t('documents.cancelProforma.done', { document: label }));
    onChanged();
  };
  return (
    <div className={`row-actions${compact ? ' compact' : ''}`} role="group" aria-label={t('documents.actionsFor', { document: label })}>
      {actions.has('open') && compact ? (
        <Link to={`/documents/${doc.id}`} className="btn btn-link">
          {t('documents.actions.open')}
        </Link>
      ) : null}
      {actions.has('pdf') ? (
        <Button kind="link" busy={busy === 'pdf'} onClick={() => void run('pdf')}>
          {t('documents.actions.pdf')}
        </Button>
      ) : null}
      {actions.has('download') ? (
        <Button kind="link" busy={busy === 'download'} onClick={() => void run('download')}>
          {t('documents.actions.download')}
        </Button>
      ) : null}
      {actions.has('share') ? (
        <Button kind="link" onClick={() => setDialog('share')}>
          {t('documents.actions.share')}
        </Button>
      ) : null}
      {actions.has('refund') ? (
        <Button kind="link" onClick={() => setDialog('refund')}>
          {t('documents.actions.refund')}
        </Button>
      ) : null}
      {actions.has('cancel') ? (
        <Button kind="link" onClick={() => setDialog('cancel')}>
          {t('documents.actions.cancel')}
        </Button>
      ) : null}
      {actions.has('credit') && doc.orderId ? (
        <Button kind="link" onClick={() => navigate(`${newDocumentPath('credit-invoice', doc.orderId!)}?invoiceId=${doc.id}`)}>
          {t('documents.actions.credit')}
        </Button>
      ) : null}
      {actions.has('cancelProforma') ? (
        <Button kind="link" busy={busy === 'cancelProforma'} onClick={() => void cancelIt()}>
          {t('documents.actions.cancelProforma')}
        </Button>
      ) : null}
      {/* Issue 15: the refund's own page offers these beside its warning instead. */}
      {actions.has('settleCardRefund') && compact ? <CardRefundSettleButtons document={doc} onChanged={onChanged} /> : null}
      {dialog === 'share' ? <ShareDialog document={doc} onClose={() => setDialog(null)} /> : null}
      {dialog === 'cancel' || dialog === 'refund' ? (
        <RefundDialog
          document={doc}
          whole={dialog === 'cancel'}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            onChanged();
          }}
          onRecorded={onChanged}
        />
      ) : null}
    </div>
  );
}
