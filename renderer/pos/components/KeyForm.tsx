import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../ui/components';
import { useHotkeys } from '../keys/hotkeys';

/**
 * A form of the cashier app: Enter submits it through the key layer (shown on the legend as
 * `enterLabel`), its error shows above its big main button (scrolled into view), and other buttons go beside it.
 */
export function KeyForm({ className, testId, enterLabel, submitLabel, onSubmit, error, busy, actions, children }: { className: string; testId?: string; enterLabel: string; submitLabel: string; onSubmit(): void; error: string | null; busy: boolean; actions?: ReactNode; children: ReactNode }) {
  useHotkeys([{ key: 'Enter', label: enterLabel, run: onSubmit }]);
  // A long form (the shift's count) scrolls inside the screen: its error is brought into view, never left below the fold.
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  return (
    <form
      className={className}
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {error ? (
        <p ref={errorRef} className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <Button kind="primary" type="submit" className="btn btn-primary btn-big" busy={busy}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
