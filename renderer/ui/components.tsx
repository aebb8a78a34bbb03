import { useEffect, useId, type ReactNode, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, useNotices } from './notices';

/** R-CLIENT-7 / "long work shows progress": a spinner with a label for anything that waits. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-wheel" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}

export function Button({ kind = 'secondary', busy, children, disabled, ...rest }: { kind?: 'primary' | 'secondary' | 'danger' | 'link'; busy?: boolean; children: ReactNode } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={`btn btn-${kind}`} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? <span className="spinner-wheel small" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

interface FieldShell {
  label: string;
  error?: string;
  hint?: string;
}

function Shell({ id, label, error, hint, children, inline }: FieldShell & { id: string; children: ReactNode; inline?: boolean }) {
  return (
    <div className={`field${inline ? ' field-inline' : ''}${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <small className="hint">{hint}</small> : null}
      {error ? (
        <small className="field-error" role="alert" id={`${id}-error`}>
          {error}
        </small>
      ) : null}
    </div>
  );
}

export function TextField({ label, error, hint, ...input }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
    </Shell>
  );
}

export function TextArea({ label, error, hint, ...input }: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      <textarea id={id} aria-invalid={error ? true : undefined} {...input} />
    </Shell>
  );
}

export function SelectField({ label, error, hint, options, ...select }: FieldShell & { options: readonly { value: string | number; label: string }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      <select id={id} aria-invalid={error ? true : undefined} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export function CheckboxField({ label, error, checked, onChange, ...rest }: { label: string; error?: string; checked: boolean; onChange(checked: boolean): void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked'>) {
  const id = useId();
  return (
    <div className={`field field-check${error ? ' has-error' : ''}`}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} {...rest} />
      <label htmlFor={id}>{label}</label>
      {error ? <small className="field-error">{error}</small> : null}
    </div>
  );
}

/** The date field with its calendar (issue 18) lives in DateField.tsx; re-exported for the pages that import it from here. */
export { DateField } from './DateField';

export function Modal({ title, children, onClose, footer, wide }: { title: string; children: ReactNode; onClose(): void; footer?: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={`modal${wide ? ' modal-wide' : ''}`} role="dialog" aria-modal="true" aria-label={title}>
        <header className="modal-header">
          <h2>{title}</h2>
          <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="modal-body">{children}</div>
        {footer ? <footer className="modal-footer">{footer}</footer> : null}
      </div>
    </div>
  );
}

/** The popups and toasts raised through notices.ts. Mounted once by each app. */
export function NoticeHost() {
  const { t } = useTranslation('common');
  const toasts = useNotices((s) => s.toasts);
  const dialog = useNotices((s) => s.dialogs[0]);
  return (
    <>
      <div className="toasts" aria-live="assertive">
        {toasts.map((toastItem) => (
          <div key={toastItem.id} className={`toast toast-${toastItem.kind}`} role="alert" onClick={() => dismissToast(toastItem.id)}>
            {toastItem.message}
          </div>
        ))}
      </div>
      {dialog ? (
        <div className="modal-backdrop">
          <div className={`modal modal-small tone-${dialog.tone ?? 'info'}`} role="alertdialog" aria-modal="true" aria-label={dialog.title ?? dialog.message}>
            {dialog.title ? (
              <header className="modal-header">
                <h2>{dialog.title}</h2>
              </header>
            ) : null}
            <div className="modal-body dialog-message">{dialog.message}</div>
            <footer className="modal-footer">
              {dialog.kind === 'confirm' ? (
                <>
                  <Button kind="primary" autoFocus onClick={() => dialog.resolve(true)}>
                    {t('yes')}
                  </Button>
                  <Button onClick={() => dialog.resolve(false)}>{t('no')}</Button>
                </>
              ) : (
                <Button kind="primary" autoFocus onClick={() => dialog.resolve(true)}>
                  {t('ok')}
                </Button>
              )}
            </footer>
          </div>
        </div>
      ) : null}
    </>
  );
}

/** Paging of a list: R-CLIENT-23, page index starts at 0; shown to people from 1. */
export function Pager({ pageIndex, pageSize, total, onPage }: { pageIndex: number; pageSize: number; total: number; onPage(pageIndex: number): void }) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pager" aria-label={t('paging')}>
      <Button disabled={pageIndex <= 0} onClick={() => onPage(pageIndex - 1)}>
        {t('previous')}
      </Button>
      <span>{t('pageOf', { page: pageIndex + 1, pages, total })}</span>
      <Button disabled={pageIndex + 1 >= pages} onClick={() => onPage(pageIndex + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}

/** Paging of a list whose total is not counted: the next page is offered while this one is full. */
export function OpenPager({ pageIndex, full, onPage }: { pageIndex: number; full: boolean; onPage(pageIndex: number): void }) {
  const { t } = useTranslation('common');
  return (
    <nav className="pager" aria-label={t('paging')}>
      <Button disabled={pageIndex <= 0} onClick={() => onPage(pageIndex - 1)}>
        {t('previous')}
      </Button>
      <span>{t('page', { page: pageIndex + 1 })}</span>
      <Button disabled={!full} onClick={() => onPage(pageIndex + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}

export function ErrorBox({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="error-box" role="alert">
      <span>{message}</span>
      {onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : null}
    </div>
  );
}

export function Badge({ tone = 'info', children }: { tone?: 'info' | 'success' | 'warning' | 'danger' | 'muted'; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
