import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_LIMITS } from '@pos/shared/files/limits';
import type { ProductFileView, ProductMediaView } from '@pos/shared/api/files';
import { call } from '../../ui/api';
import { Badge, Button, EmptyState } from '../../ui/components';
import { confirmDialog } from '../../ui/notices';
import { TranslateMediaModal } from './TranslateMediaModal';
import { uploadFile } from './upload';
import { useUploads } from './use-uploads';
import { UploadList } from './UploadList';
import './media.css';

const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * A product's photos (001 §5): add (R-FILE-4..6 checked here first, the server decides), the main
 * photo, drag to reorder (or the arrow buttons, for the keyboard), translate, remove.
 */
export function PhotoGallery({ media, editing, fromWizzard, onChange }: { media: ProductMediaView; editing: boolean; fromWizzard?: boolean; onChange(media: ProductMediaView): void }) {
  const { t, i18n } = useTranslation();
  // Earlier is to the right in a right-to-left page.
  const [earlierGlyph, laterGlyph] = i18n.dir() === 'rtl' ? ['›', '‹'] : ['‹', '›'];
  const uploads = useUploads();
  const input = useRef<HTMLInputElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [translating, setTranslating] = useState<ProductFileView | null>(null);
  const photos = media.photos;
  const reload = async () => {
    const res = await call('GET /api/product/{id}/files', { params: { id: media.productId } });
    if (res.ok) onChange(res.data);
  };
  const add = async (files: File[]) => {
    const room = media.photosLeft;
    const check = (file: File) => {
      if (files.indexOf(file) >= room) return t('media.maximumReached', { max: FILE_LIMITS.photosPerProduct });
      if (file.size > FILE_LIMITS.photoBytes) return t('media.photoTooLarge');
      return null;
    };
    const done = await uploads.run(files, (file, progress) => uploadFile('POST /api/product/{id}/file/{flag}', { id: media.productId, flag: fromWizzard ? 'true' : 'false' }, file, progress), check);
    if (done) await reload();
  };
  const order = async (ids: number[]) => {
    const res = await call('POST /api/product/{id}/images/order', { params: { id: media.productId }, body: { imageIds: ids } });
    if (res.ok) onChange(res.data);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    const ids = photos.map((p) => p.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    void order(ids);
  };
  const makeMain = async (photo: ProductFileView) => {
    const res = await call('GET /api/product/main-product-image', { query: { productImageId: photo.id } });
    if (res.ok) onChange(res.data);
  };
  const remove = async (photo: ProductFileView) => {
    if (!(await confirmDialog(t('media.confirmDelete', { name: photo.name })))) return;
    const res = await call('DELETE /api/product/delete-product-image', { query: { productImageId: photo.id, fromWizzard: fromWizzard ?? false } });
    if (res.ok) onChange(res.data);
  };
  return (
    <div className="stack">
      {editing ? (
        <div
          className="drop-zone"
          onDragOver={(e) => {
            if (e.dataTransfer.types.includes('Files')) e.preventDefault();
          }}
          onDrop={(e) => {
            if (!e.dataTransfer.files.length) return;
            e.preventDefault();
            void add([...e.dataTransfer.files]);
          }}
        >
          <p>{t('media.photoRules', { min: FILE_LIMITS.photoMinSide, recommended: FILE_LIMITS.photoRecommendedSide, max: FILE_LIMITS.photosPerProduct })}</p>
          <input ref={input} type="file" name="photos" accept={PHOTO_ACCEPT} multiple hidden onChange={(e) => void add([...(e.target.files ?? [])]).then(() => (e.target.value = ''))} />
          <Button kind="primary" busy={uploads.busy} disabled={media.photosLeft === 0} onClick={() => input.current?.click()}>
            {t('media.addPhotos')}
          </Button>
          <span className="muted">{media.photosLeft === 0 ? t('media.maximumReached', { max: FILE_LIMITS.photosPerProduct }) : t('media.photosLeft', { left: media.photosLeft })}</span>
        </div>
      ) : null}
      <UploadList items={uploads.items} />
      {photos.length === 0 ? (
        <EmptyState>{t('media.noPhotos')}</EmptyState>
      ) : (
        <ol className="photo-gallery" aria-label={t('media.gallery')}>
          {photos.map((photo, i) => (
            <li
              key={photo.id}
              className={`photo${dragged === i ? ' dragging' : ''}`}
              draggable={editing}
              data-photo={photo.name}
              onDragStart={(e) => {
                setDragged(i);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(e) => {
                if (dragged !== null) e.preventDefault();
              }}
              onDrop={(e) => {
                if (dragged === null) return;
                e.preventDefault();
                move(dragged, i);
                setDragged(null);
              }}
            >
              <img src={photo.thumbnailUrl ?? photo.url} alt={photo.translations[0]?.title || photo.name} loading="lazy" />
              <div className="photo-meta">
                {photo.isMain ? <Badge tone="success">{t('media.main')}</Badge> : null}
                <span className="muted num" dir="ltr">
                  {photo.width}×{photo.height}
                </span>
              </div>
              {editing ? (
                <div className="photo-actions">
                  <button type="button" className="icon-button" aria-label={t('media.moveEarlier', { name: photo.name })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    {earlierGlyph}
                  </button>
                  <button type="button" className="icon-button" aria-label={t('media.moveLater', { name: photo.name })} disabled={i === photos.length - 1} onClick={() => move(i, i + 1)}>
                    {laterGlyph}
                  </button>
                  {!photo.isMain ? (
                    <Button kind="link" onClick={() => void makeMain(photo)}>
                      {t('media.makeMain')}
                    </Button>
                  ) : null}
                  <Button kind="link" onClick={() => setTranslating(photo)}>
                    {t('media.translate')}
                  </Button>
                  <Button kind="link" onClick={() => void remove(photo)}>
                    {t('delete')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {translating ? (
        <TranslateMediaModal
          title={t('media.translateTitle', { name: translating.name })}
          translations={translating.translations}
          onClose={() => setTranslating(null)}
          onSave={async (translations) => {
            const res = await call('POST /api/product/image/{id}/saveTranslation', { params: { id: translating.id }, body: { translations } });
            if (res.ok) await reload();
            return res.ok;
          }}
        />
      ) : null}
    </div>
  );
}
