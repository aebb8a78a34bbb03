import { useTranslation } from 'react-i18next';
import type { UploadProgress } from './use-uploads';

/** Progress and refusals of the files being sent. */
export function UploadList({ items }: { items: readonly UploadProgress[] }) {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <ul className="upload-list" aria-live="polite">
      {items.map((item, i) => (
        <li key={`${item.name}-${i}`} className={item.error ? 'refused' : undefined}>
          <span className="name">{item.name}</span>
          {item.error ? (
            <span className="error" role="alert">
              {item.error}
            </span>
          ) : (
            <progress max={1} value={item.fraction} aria-label={t('media.uploading', { name: item.name })} />
          )}
        </li>
      ))}
    </ul>
  );
}
