import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_LIMITS } from '@pos/shared/files/limits';
import type { ProductFileView, ProductMediaView } from '@pos/shared/api/files';
import { call, type ApiResult } from '../../ui/api';
import { Button, ErrorBox, Spinner } from '../../ui/components';
import { confirmDialog } from '../../ui/notices';
import { useApi } from '../../ui/use-api';
import { PhotoGallery } from './PhotoGallery';
import { TranslateMediaModal } from './TranslateMediaModal';
import { uploadFile } from './upload';
import { useUploads } from './use-uploads';
import { UploadList } from './UploadList';
import type { TabProps } from './product-tabs';

/** The product's media loaded once and kept as the calls answer it. */
export function useProductMedia(productId: number) {
  const loaded = useApi(() => call('GET /api/product/{id}/files', { params: { id: productId } }), [productId]);
  const [media, setMedia] = useState<ProductMediaView | null>(null);
  return { media: media ?? loaded.data, setMedia, error: loaded.error, reload: loaded.reload };
}

type SingleUpload = 'POST /api/product-ticket-image/{id}' | 'POST /api/product/{id}/upload-responsible-person-image' | 'POST /api/product/{id}/document';

/** One button that sends one or more files to an upload route, with progress. */
function UploadButton({ route, productId, label, accept, multiple, maxBytes, onDone }: { route: SingleUpload; productId: number; label: string; accept: string; multiple?: boolean; maxBytes: number; onDone(): void }) {
  const { t } = useTranslation();
  const uploads = useUploads();
  const input = useRef<HTMLInputElement>(null);
  const send = async (files: File[]) => {
    const done = await uploads.run(files, (file, progress) => uploadFile(route, { id: productId }, file, progress), (file) => (file.size > maxBytes ? t(maxBytes === FILE_LIMITS.fileBytes ? 'media.fileTooLarge' : 'media.photoTooLarge') : null));
    if (done) onDone();
  };
  return (
    <>
      <input ref={input} type="file" accept={accept} multiple={multiple} hidden onChange={(e) => void send([...(e.target.files ?? [])]).then(() => (e.target.value = ''))} />
      <Button busy={uploads.busy} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <UploadList items={uploads.items} />
    </>
  );
}

/** Photos and video's neighbours in the product editor (000 §2): photos, the ticket image, the activity owner's photo and documents. */
export function MediaTab({ product, editing }: TabProps) {
  const { t } = useTranslation();
  const { media, setMedia, error, reload } = useProductMedia(product.id);
  const [translating, setTranslating] = useState<ProductFileView | null>(null);
  if (error) return <ErrorBox message={error.message} onRetry={reload} />;
  if (!media) return <Spinner />;
  const refresh = async () => {
    const res = await call('GET /api/product/{id}/files', { params: { id: product.id } });
    if (res.ok) setMedia(res.data);
  };
  const removeWith = async (name: string, run: () => Promise<ApiResult<ProductMediaView>>) => {
    if (!(await confirmDialog(t('media.confirmDelete', { name })))) return;
    const res = await run();
    if (res.ok) setMedia(res.data);
  };
  const image = (file: ProductFileView | null, empty: string) => (file ? <img src={file.thumbnailUrl ?? file.url} alt={file.name} /> : <span className="muted">{empty}</span>);
  return (
    <div className="stack">
      <section className="stack" aria-labelledby="photos-title">
        <h3 id="photos-title">{t('media.photos')}</h3>
        <PhotoGallery media={media} editing={editing} onChange={setMedia} />
      </section>
      <section className="stack" aria-labelledby="ticket-image-title">
        <h3 id="ticket-image-title">{t('media.ticketImage')}</h3>
        <p className="muted">{t('media.ticketImageText')}</p>
        <div className="media-row">
          {image(media.ticketImage, t('media.noTicketImage'))}
          {editing ? (
            <>
              <UploadButton route="POST /api/product-ticket-image/{id}" productId={product.id} label={t('media.uploadTicketImage')} accept="image/jpeg,image/png,image/webp" maxBytes={FILE_LIMITS.photoBytes} onDone={() => void refresh()} />
              {media.ticketImage ? (
                <Button kind="link" onClick={() => void removeWith(media.ticketImage!.name, () => call('DELETE /api/product/delete-product-image', { query: { productImageId: media.ticketImage!.id } }))}>
                  {t('delete')}
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </section>
      <section className="stack" aria-labelledby="owner-image-title">
        <h3 id="owner-image-title">{t('media.responsiblePerson')}</h3>
        <div className="media-row">
          {image(media.responsiblePersonImage, t('media.noResponsiblePerson'))}
          {editing ? (
            <>
              <UploadButton route="POST /api/product/{id}/upload-responsible-person-image" productId={product.id} label={t('media.uploadResponsiblePerson')} accept="image/jpeg,image/png,image/webp" maxBytes={FILE_LIMITS.photoBytes} onDone={() => void refresh()} />
              {media.responsiblePersonImage ? (
                <Button kind="link" onClick={() => void removeWith(media.responsiblePersonImage!.name, () => call('DELETE /api/product/{id}/delete-responsible-person-image', { params: { id: product.id } }))}>
                  {t('delete')}
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </section>
      <section className="stack" aria-labelledby="documents-title">
        <h3 id="documents-title">{t('media.documents')}</h3>
        <p className="muted">{t('media.documentRules', { name: FILE_LIMITS.nameLength })}</p>
        {media.documents.length ? (
          <table className="table">
            <tbody>
              {media.documents.map((doc) => (
                <tr key={doc.id}>
                  <td>
                    <a href={doc.url} download={doc.name}>
                      {doc.name}
                    </a>
                  </td>
                  <td className="num">{Math.max(1, Math.round(doc.byteSize / 1024))} KB</td>
                  <td>{doc.translations.map((tr) => tr.language).join(', ')}</td>
                  {editing ? (
                    <td className="end">
                      <Button kind="link" onClick={() => setTranslating(doc)}>
                        {t('media.translate')}
                      </Button>
                      <Button kind="link" onClick={() => void removeWith(doc.name, () => call('DELETE /api/product/delete-document', { query: { documentId: doc.id } }))}>
                        {t('delete')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted">{t('media.noDocuments')}</p>
        )}
        {editing ? <div className="media-row"><UploadButton route="POST /api/product/{id}/document" productId={product.id} label={t('media.addDocuments')} accept=".pdf,.docx,.xlsx,.pptx,.odt,.ods,.jpg,.jpeg,.png,.webp,.gif" multiple maxBytes={FILE_LIMITS.fileBytes} onDone={() => void refresh()} /></div> : null}
      </section>
      {translating ? (
        <TranslateMediaModal
          title={t('media.translateTitle', { name: translating.name })}
          translations={translating.translations}
          onClose={() => setTranslating(null)}
          onSave={async (translations) => {
            const res = await call('POST /api/product/document/{id}/saveTranslation', { params: { id: translating.id }, body: { translations } });
            if (res.ok) await refresh();
            return res.ok;
          }}
        />
      ) : null}
    </div>
  );
}
