import { useEffect, useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorPlain, toMinor } from '@pos/shared/money';

/** A labelled input that can be focused from outside (a function key moves the cursor to it). */
export function Field({ label, error, hint, inputRef, ...input }: { label: string; error?: string; hint?: string; inputRef?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={inputRef} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {hint ? <small className="hint">{hint}</small> : null}
      {error ? (
        <small className="field-error" role="alert" id={`${id}-error`}>
          {error}
        </small>
      ) : null}
    </div>
  );
}

/** Major units typed by a person ("12.50"), to integer minor units; null while empty or unreadable. */
export function parseMoney(text: string): number | null {
  const clean = text.replace(/[\s,₪$]/g, '');
  if (!clean) return null;
  try {
    return toMinor(clean);
  } catch {
    return null;
  }
}

/**
 * Money typed in major units, held in minor units. The text stays as typed while it is being
 * edited; a value set from outside (e.g. "pay the rest") replaces it.
 */
export function MoneyField({ label, value, onChange, error, inputRef, allowNegative, ...input }: { label: string; value: number | null; onChange(minor: number | null): void; error?: string; inputRef?: Ref<HTMLInputElement>; allowNegative?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const { t } = useTranslation();
  const [text, setText] = useState(value === null ? '' : formatMinorPlain(value));
  const [bad, setBad] = useState(false);
  useEffect(() => {
    const typed = parseMoney(text);
    if (typed !== value) setText(value === null ? '' : formatMinorPlain(value));
    // Only a value from outside resets the text; the typed text is the source otherwise.
  }, [value]);
  return (
    <Field
      label={label}
      inputMode="decimal"
      dir="ltr"
      value={text}
      inputRef={inputRef}
      error={error ?? (bad ? t('money.invalid') : undefined)}
      onChange={(e) => {
        setText(e.target.value);
        const minor = parseMoney(e.target.value);
        const invalid = e.target.value.trim() !== '' && (minor === null || (!allowNegative && minor < 0));
        setBad(invalid);
        onChange(invalid ? null : minor);
      }}
      {...input}
    />
  );
}
