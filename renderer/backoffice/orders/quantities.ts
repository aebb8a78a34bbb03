/**
 * Issue 18: the ticket quantities typed for a slot, checked as they are typed: a message per wrong
 * field (whole numbers 0..1000, said by the common fieldError codes), their total, and whether the
 * total is more than the seats the slot has left (null: unlimited).
 */
export function quantityProblems(quantities: Record<number, string>, available: number | null, t: (key: string, opts?: Record<string, unknown>) => string): { fields: Record<number, string>; total: number; overLimit: boolean } {
  const fields: Record<number, string> = {};
  let total = 0;
  for (const [id, text] of Object.entries(quantities)) {
    if (text.trim() === '') continue;
    const n = Number(text);
    if (!Number.isFinite(n) || !Number.isInteger(n)) fields[Number(id)] = t('common:fieldError.type');
    else if (n < 0) fields[Number(id)] = t('common:fieldError.minimum', { min: 0 });
    else if (n > 1000) fields[Number(id)] = t('common:fieldError.maximum', { max: 1000 });
    else total += n;
  }
  return { fields, total, overLimit: available !== null && total > available };
}
