import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A modal of the cashier app: its keys are a modal layer (see useHotkeys), so Esc and Enter are the dialog's. */
export function Dialog({ title, children, footer, onClose, wide }: { title: string; children: ReactNode; footer?: ReactNode; onClose(): void; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={`modal${wide ? ' modal-wide' : ''}`} role="dialog" aria-modal="true" aria-label={title}>
        <header className="modal-header">
          <h2>{title}</h2>
          <button type="button" className="btn" aria-label={t('common:close')} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="modal-body">{children}</div>
        {footer ? <footer className="modal-footer">{footer}</footer> : null}
      </div>
    </div>
  );
}
