import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Button } from '../../ui/components';
import { FormSection } from '../../ui/form-parts';
import { confirmDialog, toast } from '../../ui/notices';
import { uploadFile } from '../catalogue/upload';
import type { ClientView } from './client-form';

/**
 * The client's logo (C229) and photo instructions (C230, C231): images sent to the file store
 * (R-FILE-1..3 checked there), with progress while they go; a refusal is said in the user's language.
 */
export function ClientImages({ client, canChange, onChanged }: { client: ClientView; canChange: boolean; onChanged(): void }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (route: 'POST /api/companyLogo/{id}' | 'POST /api/photoInstruction/{id}', file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    const result = await uploadFile(route, { id: client.id }, file, setProgress);
    setProgress(null);
    if (result.ok) {
      toast('success', t('businessClients.imageSaved'));
      onChanged();
    } else toast('error', result.error.message);
  };
  const remove = async (photoId: number) => {
    if (!(await confirmDialog(t('businessClients.deletePhotoConfirm'), { tone: 'warning' }))) return;
    const result = await call('POST /api/photoInstruction/delete', { body: { businessClientId: client.id, photoId } });
    if (result.ok) onChanged();
  };

  return (
    <section className="card stack" aria-label={t('businessClients.images')}>
      <h2>{t('businessClients.images')}</h2>
      {progress !== null ? (
        <progress max={1} value={progress} aria-label={t('businessClients.uploading')}>
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      <FormSection legend={t('businessClients.logo')}>
        <div className="stack">
          {client.logoFileId ? <img src={`/api/files/${client.logoFileId}/thumb`} alt={t('businessClients.logo')} width={160} data-testid="client-logo" /> : <p className="muted">{t('businessClients.noLogo')}</p>}
          {canChange ? (
            <FilePick label={t('businessClients.uploadLogo')} busy={progress !== null} onFile={(file) => void send('POST /api/companyLogo/{id}', file)} />
          ) : null}
        </div>
      </FormSection>
      <FormSection legend={t('businessClients.photoInstructions')}>
        <div className="stack">
          {client.photoInstructions.length === 0 ? <p className="muted">{t('businessClients.noPhotos')}</p> : null}
          <div className="row">
            {client.photoInstructions.map((p) => (
              <figure key={p.id} className="stack">
                <img src={`/api/files/${p.fileId}/thumb`} alt={p.name} width={120} />
                <figcaption>{p.name}</figcaption>
                {canChange ? (
                  <Button kind="link" onClick={() => void remove(p.id)}>
                    {t('businessClients.deletePhoto')}
                  </Button>
                ) : null}
              </figure>
            ))}
          </div>
          {canChange ? (
            <FilePick label={t('businessClients.addPhoto')} busy={progress !== null} onFile={(file) => void send('POST /api/photoInstruction/{id}', file)} />
          ) : null}
        </div>
      </FormSection>
    </section>
  );
}

/** A button (reachable by the keyboard) that opens the file chooser for one image. */
function FilePick({ label, busy, onFile }: { label: string; busy: boolean; onFile(file: File | undefined): void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <Button busy={busy} disabled={busy} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
