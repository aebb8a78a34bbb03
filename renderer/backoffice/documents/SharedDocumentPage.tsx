import { useTranslation } from 'react-i18next';
import { ErrorBox, Spinner } from '../../ui/components';
import { useApi } from '../../ui/use-api';
import type { PageProps } from '../page';
import './documents.css';
import { DocumentView } from './DocumentView';
import { loadSharedDocument } from './ledger-api';

/**
 * A shared document's page (C161 document/sharedata): anyone with the link reads it logged out
 * and downloads its PDF; an unknown or expired link says so.
 */
export default function SharedDocumentPage({ params }: PageProps) {
  const { t } = useTranslation();
  const token = params.token ?? '';
  const shared = useApi(() => loadSharedDocument(token), [token]);
  if (shared.error) return <ErrorBox message={shared.error.status === 404 ? t('documents.shared.notFound') : shared.error.message} />;
  const d = shared.data;
  if (!d) return <Spinner />;
  return (
    <div className="stack shared-document">
      <DocumentView document={d} />
      <p>
        <a className="btn btn-primary" href={d.pdfUrl} target="_blank" rel="noopener noreferrer" download>
          {t('documents.shared.download')}
        </a>
      </p>
    </div>
  );
}
