import { formatMoney } from '../../ui/format';
import { useLocalCurrency } from '../state/station';

/** An amount in minor units, isolated left to right so a Hebrew line does not reorder its digits. */
export function Money({ value, currencyId, className }: { value: number | null | undefined; currencyId?: number; className?: string }) {
  const local = useLocalCurrency();
  return <span className={`money${className ? ` ${className}` : ''}`}>{formatMoney(value ?? 0, currencyId ?? local)}</span>;
}
