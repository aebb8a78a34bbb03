/**
 * Issue 16: a product's or customer type's name in a UI language: its translation for that language
 * (products carry `names`, customer types `translations`, language -> name), else its own name.
 */
export function localizedName(row: { name: string; names?: Record<string, string> | null; translations?: Record<string, string> | null }, language: string): string {
  const translated = row.names?.[language] ?? row.translations?.[language];
  return translated && translated.trim() ? translated : row.name;
}

/** Every name of a product (its own first, then its translations), for searching in any language. */
export function allNames(row: { name: string; names?: Record<string, string> | null }): string[] {
  return [row.name, ...Object.values(row.names ?? {}).filter((n) => n && n !== row.name)];
}
