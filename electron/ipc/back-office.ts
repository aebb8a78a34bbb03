import { CASHIER_PERMISSION_CODES } from '@pos/shared/permissions';

/**
 * The back office opens from the cashier app's menu only for a user with work there: a permission
 * beyond the cashier ones (28-36). A pure cashier gets nothing from it, and its own session
 * (its login) is the back office's anyway.
 */
export function mayOpenBackOffice(permissions: readonly number[] | null | undefined): boolean {
  return (permissions ?? []).some((p) => !(CASHIER_PERMISSION_CODES as readonly number[]).includes(p));
}

/** The back office is the sync server's site root; only http(s) addresses are opened. */
export function backOfficeUrl(serverUrl: string | null | undefined): string | null {
  if (!serverUrl) return null;
  try {
    const url = new URL(serverUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}/`;
  } catch {
    return null;
  }
}
