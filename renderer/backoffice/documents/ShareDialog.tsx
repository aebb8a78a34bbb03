import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@pos/shared/email';
import { Button, Modal, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { formatDateTime } from '../../ui/format';
import { toast } from '../../ui/notices';
import { shareDocument } from './document-files';
import type { DocumentSummary } from './kinds';

/**
 * Share a document (C162 document/share, DocumentShare): the server makes a link anyone may open
 * logged out (the anonymous page reads it with document/sharedata) and, when an e-mail is given,
 * sends it there.
 */
export function ShareDialog({ document: doc, onClose }: { document: DocumentSummary; onClose(): void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [shared, setShared] = useState<{ url: string; expiresAt: string | null } | null>(null);
  const label = `${t(`documents.types.${doc.type}`)} ${doc.number}`;
  const emailBad = email.trim() !== '' && !isValidEmail(email.trim());

  const share = async () => {
    setBusy(true);
    setMessage('');
    const result = await shareDocument(doc.id, email.trim() || undefined);
    setBusy(false);
    if (!result.ok) {
      setMessage(result.error.fieldErrors?.email ?? result.error.message);
      return;
    }
    setShared({ url: new URL(result.data.url, window.location.origin).toString(), expiresAt: result.data.expiresAt });
    toast('success', email.trim() ? t('documents.share.sent', { email: email.trim() }) : t('documents.share.ready'));
  };
  const copy = async () => {
    if (!shared) return;
    try {
      await navigator.clipboard.writeText(shared.url);
      toast('success', t('documents.share.copied'));
    } catch {
      toast('warning', t('documents.share.copyFailed'));
    }
  };

  return (
    <Modal
      title={t('documents.share.title', { document: label })}
      onClose={onClose}
      footer={
        <>
          {shared ? null : (
            <Button kind="primary" busy={busy} disabled={emailBad} onClick={() => void share()}>
              {email.trim() ? t('documents.share.send') : t('documents.share.makeLink')}
            </Button>
          )}
          <Button onClick={onClose}>{t('common:close')}</Button>
        </>
      }
    >
      <div className="stack">
        {shared ? (
          <>
            <p>{shared.expiresAt ? t('documents.share.linkUntil', { date: formatDateTime(shared.expiresAt) }) : t('documents.share.linkText')}</p>
            <div className="row">
              <TextField label={t('documents.share.link')} name="shareLink" readOnly dir="ltr" value={shared.url} onFocus={(e) => e.target.select()} />
              <div className="form-actions">
                <Button onClick={() => void copy()}>{t('documents.share.copy')}</Button>
                <a className="btn btn-secondary" href={shared.url} target="_blank" rel="noopener noreferrer">
                  {t('documents.share.open')}
                </a>
              </div>
            </div>
          </>
        ) : (
          <TextField label={t('documents.share.email')} name="shareEmail" type="email" dir="ltr" value={email} onChange={(e) => setEmail(e.target.value)} hint={t('documents.share.emailHint')} error={emailBad ? t('documents.share.emailBad') : undefined} />
        )}
        <FormFooter message={message} />
      </div>
    </Modal>
  );
}
