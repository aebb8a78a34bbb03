import { useTranslation } from 'react-i18next';
import { useBusy } from '../state/busy';

/** Anything that has taken over a second says what it is waiting for. */
export function ProgressOverlay() {
  const { t } = useTranslation();
  const task = useBusy((s) => s.tasks.find((x) => x.visible));
  if (!task) return null;
  return (
    <div className="progress-overlay" role="status" aria-live="polite">
      <div className="progress-box">
        <span className="spinner-wheel" aria-hidden="true" />
        <span>{t(task.label)}</span>
      </div>
    </div>
  );
}
