import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_LIMITS } from '@pos/shared/files/limits';
import { EXTERNAL_CODES_PAGE_SIZE, type ExternalCodesPreviewView } from '@pos/shared/api/files';
import { call } from '../../ui/api';
import { Badge, Button, EmptyState, ErrorBox, Modal, OpenPager, Spinner, TextField } from '../../ui/components';
import { formatDateTime } from '../../ui/format';
import { confirmDialog, toast } from '../../ui/notices';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { uploadFile } from './upload';
import type { TabProps } from './product-tabs';


/**
 * External codes bought from a partner (spec 002 §7.12; C286-C289): the counts, a search over the
 * codes with who used each, an import that shows what it would do before anything is written, and
 * "delete all" (the unused ones: a printed code stays with its ticket). Issue 23: the station a code
 * is held by (allotted for its offline sales) or was printed at.
 */
export function ExternalCodesTab({ product, editing }: TabProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const loaded = useApi(() => call('GET /api/external-codes/search', { query: { productId: product.id, searchTerm: search || undefined, pageIndex } }), [product.id, search, pageIndex]);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ExternalCodesPreviewView | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const fields = { productId: String(product.id) };

  const choose = async (chosen: File) => {
    if (chosen.size > FILE_LIMITS.fileBytes) return toast('error', t('media.fileTooLarge'));
    setFile(chosen);
    setProgress(0);
    const res = await uploadFile('POST /api/external-codes/import/preview', {}, chosen, setProgress, fields);
    setProgress(null);
    if (res.ok) setPreview(res.data);
    else {
      setFile(null);
      toast('error', res.error.message);
    }
  };
  const importCodes = async () => {
    if (!file) return;
    setProgress(0);
    const res = await uploadFile('POST /api/external-codes/import', {}, file, setProgress, fields);
    setProgress(null);
    if (!res.ok) return toast('error', res.error.message);
    toast('success', t('externalCodes.imported', { count: res.data.imported }));
    close();
    loaded.reload();
  };
  const close = () => {
    setFile(null);
    setPreview(null);
  };
  const deleteAll = async () => {
    if (!(await confirmDialog(t('externalCodes.confirmDeleteAll', { count: loaded.data?.counts.unused ?? 0 })))) return;
    const res = await call('POST /api/external-codes/delete-all', { body: { productId: product.id } });
    if (!res.ok) return;
    toast('success', t('externalCodes.deleted', { count: res.data.deleted }));
    loaded.reload();
  };

  if (loaded.error) return <ErrorBox message={loaded.error.message} onRetry={loaded.reload} />;
  const page = loaded.data;
  return (
    <div className="stack">
      <p className="muted">{t('externalCodes.intro')}</p>
      {page ? (
        <div className="toolbar" data-testid="external-code-counts">
          <Badge tone="info">{t('externalCodes.total', { count: page.counts.total })}</Badge>
          <Badge tone="success">{t('externalCodes.unused', { count: page.counts.unused })}</Badge>
          <Badge tone="muted">{t('externalCodes.used', { count: page.counts.used })}</Badge>
        </div>
      ) : null}
      {editing ? (
        <div className="toolbar">
          <input ref={input} type="file" name="codes" accept=".csv,.txt,text/csv,text/plain" hidden onChange={(e) => e.target.files?.[0] && void choose(e.target.files[0]).then(() => (e.target.value = ''))} />
          <Button kind="primary" busy={progress !== null && !preview} onClick={() => input.current?.click()}>
            {t('externalCodes.import')}
          </Button>
          <span className="muted">{t('externalCodes.fileHint')}</span>
          <span className="spacer" />
          <Button kind="danger" disabled={!page?.counts.unused} onClick={() => void deleteAll()}>
            {t('externalCodes.deleteAll')}
          </Button>
        </div>
      ) : null}
      <form
        className="toolbar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPageIndex(0);
          setSearch(term.trim());
        }}
      >
        <TextField label={t('externalCodes.search')} name="searchTerm" maxLength={100} value={term} onChange={(e) => setTerm(e.target.value)} />
        <Button type="submit">{t('externalCodes.find')}</Button>
      </form>
      {!page ? (
        <Spinner />
      ) : page.codes.length ? (
        <table className="data" aria-label={t('product.tabs.external-codes')}>
          <thead>
            <tr>
              <th>{t('externalCodes.code')}</th>
              <th>{t('externalCodes.status')}</th>
              <th>{t('externalCodes.station')}</th>
              <th>{t('externalCodes.order')}</th>
              <th>{t('externalCodes.usedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {page.codes.map((code) => (
              <tr key={code.id}>
                <td dir="ltr" className="mono">
                  {code.code}
                </td>
                <td>
                  {code.used ? (
                    <Badge tone="muted">{t('externalCodes.isUsed')}</Badge>
                  ) : code.stationName ? (
                    <Badge tone="info">{t('externalCodes.isAllotted')}</Badge>
                  ) : (
                    <Badge tone="success">{t('externalCodes.isFree')}</Badge>
                  )}
                </td>
                <td>{code.stationName ? <bdi>{code.stationName}</bdi> : '—'}</td>
                <td>{code.orderId ? <Link to={`/order/${code.orderId}`}>{code.orderId}</Link> : '—'}</td>
                <td>{code.usedAt ? formatDateTime(code.usedAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <EmptyState>{search ? t('externalCodes.noneFound') : t('externalCodes.none')}</EmptyState>
      )}
      {page ? <OpenPager pageIndex={pageIndex} full={page.codes.length === EXTERNAL_CODES_PAGE_SIZE} onPage={setPageIndex} /> : null}
      {preview && file ? (
        <Modal
          title={t('externalCodes.previewTitle', { name: file.name })}
          onClose={close}
          footer={
            <>
              <Button onClick={close}>{t('common:cancel')}</Button>
              <Button kind="primary" busy={progress !== null} disabled={preview.newCodes === 0} onClick={() => void importCodes()}>
                {t('externalCodes.importNew', { count: preview.newCodes })}
              </Button>
            </>
          }
        >
          <dl className="facts" data-testid="external-code-preview">
            <dt>{t('externalCodes.linesRead')}</dt>
            <dd>{preview.total}</dd>
            <dt>{t('externalCodes.newCodes')}</dt>
            <dd>{preview.newCodes}</dd>
            <dt>{t('externalCodes.duplicates')}</dt>
            <dd>{preview.duplicates}</dd>
            <dt>{t('externalCodes.invalidLines')}</dt>
            <dd>{preview.invalidLines.length ? t('externalCodes.lineNumbers', { lines: preview.invalidLines.join(', ') }) : '—'}</dd>
          </dl>
          {preview.sample.length ? (
            <>
              <h4>{t('externalCodes.sample')}</h4>
              <ul className="mono">
                {preview.sample.map((code) => (
                  <li key={code}>
                    <bdi>{code}</bdi>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Modal>
      ) : null}
    </div>
  );
}
