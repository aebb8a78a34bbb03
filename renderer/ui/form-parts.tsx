import type { ReactNode } from 'react';

/** A titled group of a form's fields (a fieldset with its legend). */
export function FormSection({ legend, className, children }: { legend: ReactNode; className?: string; children: ReactNode }) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A form's end: the server's refusal, if any (R-CLIENT-11: field errors stay at their fields), then the form's buttons. */
export function FormFooter({ message, children }: { message?: string; children?: ReactNode }) {
  return (
    <>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      {children ? <div className="form-actions">{children}</div> : null}
    </>
  );
}
