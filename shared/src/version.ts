/** R-CLIENT-6: the client version stamp sent in the client version header. */
export const CLIENT_VERSION = '2025.10.21.5624';
export const CLIENT_VERSION_HEADER = 'x-client-version';
/** Clients older than this stamp get 456 and reload. */
export const MIN_CLIENT_VERSION = '2025.10.21.0';

/** Compare dotted numeric version stamps. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

export function isValidVersionStamp(v: string): boolean {
  return /^\d{1,6}(\.\d{1,6}){0,5}$/.test(v);
}
