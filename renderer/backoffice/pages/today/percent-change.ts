/**
 * Today against last week as a whole percent, rounded: null when last week had nothing to compare
 * with (no percent of zero).
 */
export function percentChange(today: number, lastWeek: number): number | null {
  if (lastWeek === 0) return null;
  return Math.round(((today - lastWeek) / Math.abs(lastWeek)) * 100);
}

/** "+12%", "-8%" or "0%" (the caller keeps it left to right). */
export function formatPercent(percent: number): string {
  return `${percent > 0 ? '+' : percent < 0 ? '-' : ''}${Math.abs(percent)}%`;
}
