import { useTranslation } from 'react-i18next';

/** A long task's progress bar: processed of total, as a percent the screen reader hears too. */
export function TaskProgress({ processed, total, label }: { processed: number; total: number; label: string }) {
  const { t } = useTranslation();
  const percent = total > 0 ? Math.min(100, Math.floor((processed * 100) / total)) : 0;
  return (
    <div className="task-progress">
      <progress max={100} value={percent} aria-label={label} />
      <span>{t('exports.progress', { processed, total, percent })}</span>
    </div>
  );
}
