/** A keyword as an ILIKE "contains" pattern, its own % _ and \ taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
