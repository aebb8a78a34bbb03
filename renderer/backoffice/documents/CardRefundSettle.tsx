import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { toast } from '../../ui/notices';
import { settleCardRefund } from './document-files';
import type { DocumentSummary } from './kinds';

/**
 * The two ways to settle a card refund left waiting (issue 15), each opening its confirmation: links
 * in a list's row, buttons beside the warning on the refund's own page. The confirmation is drawn on
 * the page's body, so it takes nothing from where the buttons stand (the warning's colours, a cell's).
 */
export function CardRefundSettleButtons({ document: doc, onChanged, prominent = false }: { document: DocumentSummary; onChanged(): void; prominent?: boolean }) {
  const { t } = useTranslation();
  const [settling, setSettling] = useState<'returned' | 'notReturned' | null>(null);
  return (
    <>
      <Button kind={prominent ? 'primary' : 'link'} onClick={() => setSettling('returned')}>
        {t('documents.actions.cardRefundReturned')}
      </Button>
      <Button kind={prominent ? 'secondary' : 'link'} onClick={() => setSettling('notReturned')}>
        {t('documents.actions.cardRefundNotReturned')}
      </Button>
      {settling
        ? createPortal(
            <CardRefundSettleDialog
              document={doc}
              moneyReturned={settling === 'returned'}
              onClose={() => setSettling(null)}
              onDone={() => {
                setSettling(null);
                onChanged();
              }}
            />,
            document.body,
          )
        : null}
    </>
  );
}

/**
 * Settling a card refund left waiting (issue 15, R-PERM-17): the gateway's answer was lost, so the
 * office says what the card company's report shows. The money went back: the refund stands, and the
 * refund's own transaction number and approval code are recorded when the report gives them (both
 * optional: the server takes the refund as settled without them). It did not: the refund's number is
 * kept void and the receipt can be refunded again. Either is final, hence the question first.
 */
function CardRefundSettleDialog({ document: doc, moneyReturned, onClose, onDone }: { document: DocumentSummary; moneyReturned: boolean; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const [transactionId, setTransactionId] = useState('');
  const [approvalCode, setApprovalCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const key = moneyReturned ? 'returned' : 'notReturned';
  const label = `${t(`documents.types.${doc.type}`)} ${doc.number}`;

  const send = async () => {
    setBusy(true);
    setMessage('');
    const said = moneyReturned ? { transactionId: transactionId.trim() || undefined, approvalCode: approvalCode.trim() || undefined } : {};
    const result = await settleCardRefund(doc.id, moneyReturned, said);
    setBusy(false);
    if (!result.ok) {
      setFieldErrors(result.error.fieldErrors ?? {});
      setMessage(result.error.message);
      return;
    }
    toast('success', t(`documents.cardRefund.done.${key}`, { document: label }));
    onDone();
  };

  return (
    <Modal
      title={t('documents.cardRefund.title', { document: label })}
      onClose={onClose}
      footer={
        <>
          <Button kind={moneyReturned ? 'primary' : 'danger'} busy={busy} onClick={() => void send()}>
            {t(`documents.actions.${moneyReturned ? 'cardRefundReturned' : 'cardRefundNotReturned'}`)}
          </Button>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </>
      }
    >
      <div className="stack card-refund-settle">
        <p>{t(`documents.cardRefund.confirm.${key}`, { document: label })}</p>
        {moneyReturned ? (
          <>
            <p className="muted">{t('documents.cardRefund.fromReport')}</p>
            <div className="row">
              <TextField label={t('documents.cardRefund.transactionId')} name="refundTransactionId" dir="ltr" maxLength={100} autoComplete="off" value={transactionId} onChange={(e) => setTransactionId(e.target.value)} error={fieldErrors.transactionId} />
              <TextField label={t('documents.cardRefund.approvalCode')} name="refundApprovalCode" dir="ltr" maxLength={20} autoComplete="off" value={approvalCode} onChange={(e) => setApprovalCode(e.target.value)} error={fieldErrors.approvalCode} />
            </div>
          </>
        ) : null}
        <FormFooter message={message} />
      </div>
    </Modal>
  );
}
