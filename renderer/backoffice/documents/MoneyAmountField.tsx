import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/components';
import { formatMoney } from '../../ui/format';
import { amountProblem } from './kinds';

/**
 * An amount typed in major units (the caller reads it into integer minor units with parseAmount),
 * with a hint that names the most allowed and, when `showProblem`, what is wrong with it: required,
 * not money, zero or below, above the most (R-RCPT-1, R-RCPT-6, R-INV-1). A server's error for the
 * field is said before it. The card payment, the refund and the new document share it; each says
 * when the problem shows (once the proposed amount was changed, or once the field was left).
 */
export function MoneyAmountField({
  label,
  name,
  hintKey,
  value,
  onChange,
  max,
  currencyId,
  showProblem,
  serverError,
  autoFocus,
  onBlur,
}: {
  label: string;
  name: string;
  /** The hint's text key; it is given the most allowed, formatted, as `amount`. */
  hintKey: string;
  value: string;
  onChange(value: string): void;
  /** The most allowed, in minor units. */
  max: number;
  currencyId: number;
  /** Whether the amount's problem, if any, is said. */
  showProblem: boolean;
  serverError?: string;
  autoFocus?: boolean;
  onBlur?(): void;
}) {
  const { t } = useTranslation();
  const most = formatMoney(max, currencyId);
  const problem = amountProblem(value, max);
  return (
    <TextField
      label={label}
      name={name}
      inputMode="decimal"
      dir="ltr"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      hint={t(hintKey, { amount: most })}
      error={serverError ?? (problem && showProblem ? t(`documents.amountProblems.${problem}`, { amount: most }) : undefined)}
      autoFocus={autoFocus}
    />
  );
}
