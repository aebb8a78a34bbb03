import { eq } from 'drizzle-orm';
import type { TaxStatus } from '@pos/shared/accounting/israel-invoice';
import type { Tx } from '../../../db/client';
import { providerAccounting, providers } from '../../../db/schema';

/**
 * The provider's tax status: a licensed dealer (עוסק מורשה) issues tax invoices and charges VAT;
 * an exempt dealer (עוסק פטור) issues receipts only. Set in the accounting settings; before they
 * are saved it follows the provider's VAT type (IncVat: licensed, NoVat: exempt).
 */
export async function taxStatusOf(tx: Tx, providerId: number): Promise<TaxStatus> {
  const [row] = await tx
    .select({ taxStatus: providerAccounting.taxStatus, vatType: providers.vatType })
    .from(providers)
    .leftJoin(providerAccounting, eq(providerAccounting.providerId, providers.id))
    .where(eq(providers.id, providerId));
  if (!row) throw new Error(`provider ${providerId} not found`);
  return taxStatusFrom(row.taxStatus, row.vatType);
}

export function taxStatusFrom(stored: string | null, vatType: string): TaxStatus {
  if (stored === 'LicensedDealer' || stored === 'ExemptDealer') return stored;
  return vatType === 'NoVat' ? 'ExemptDealer' : 'LicensedDealer';
}
