import { and, eq } from 'drizzle-orm';
import { notFound } from '@pos/shared/errors';
import type { ExternalCouponSystem } from '@pos/shared/coupons/coupon-types';
import type { Tx } from '../../../db/client';
import { businessClientCouponSystems, businessClients } from '../../../db/schema';
import type { ExternalCouponCredentials } from './adapter';
import { decryptSecret, encryptSecret } from './secret';

/** What the back office may see of the credentials: never the password, only whether one is set. */
export interface CouponSystemSettings {
  system: ExternalCouponSystem;
  url: string;
  username: string;
  terminal: string;
  organizationId: string;
  hasPassword: boolean;
}

async function assertOwnClient(tx: Tx, providerId: number, businessClientId: number): Promise<void> {
  const [client] = await tx.select({ id: businessClients.id }).from(businessClients).where(and(eq(businessClients.id, businessClientId), eq(businessClients.providerId, providerId)));
  if (!client) throw notFound('Business client');
}

/**
 * Sets a business client's coupon system (R-BC-8); the password is encrypted, and an empty or
 * missing password keeps the stored one (the back office never gets it back to resend).
 */
export async function saveCouponSystem(tx: Tx, providerId: number, businessClientId: number, input: Omit<ExternalCouponCredentials, 'password'> & { password?: string }): Promise<CouponSystemSettings> {
  await assertOwnClient(tx, providerId, businessClientId);
  const values = { system: input.system, url: input.url, username: input.username, terminal: input.terminal, organizationId: input.organizationId };
  const password = input.password ? { passwordEncrypted: encryptSecret(input.password) } : {};
  await tx
    .insert(businessClientCouponSystems)
    .values({ businessClientId, ...values, ...password })
    .onConflictDoUpdate({ target: businessClientCouponSystems.businessClientId, set: { ...values, ...password } });
  return (await couponSystemOf(tx, providerId, businessClientId))!;
}

export async function couponSystemOf(tx: Tx, providerId: number, businessClientId: number): Promise<CouponSystemSettings | null> {
  const credentials = await credentialsRow(tx, providerId, businessClientId);
  if (!credentials) return null;
  const { passwordEncrypted, ...rest } = credentials;
  return { ...rest, system: rest.system as ExternalCouponSystem, hasPassword: passwordEncrypted !== '' };
}

/** The credentials with the password decrypted, for the adapter only. */
export async function credentialsFor(tx: Tx, providerId: number, businessClientId: number): Promise<ExternalCouponCredentials | null> {
  const row = await credentialsRow(tx, providerId, businessClientId);
  if (!row) return null;
  const { passwordEncrypted, ...rest } = row;
  return { ...rest, system: rest.system as ExternalCouponSystem, password: decryptSecret(passwordEncrypted) };
}

async function credentialsRow(tx: Tx, providerId: number, businessClientId: number) {
  const [row] = await tx
    .select({
      system: businessClientCouponSystems.system,
      url: businessClientCouponSystems.url,
      username: businessClientCouponSystems.username,
      passwordEncrypted: businessClientCouponSystems.passwordEncrypted,
      terminal: businessClientCouponSystems.terminal,
      organizationId: businessClientCouponSystems.organizationId,
    })
    .from(businessClientCouponSystems)
    .innerJoin(businessClients, eq(businessClients.id, businessClientCouponSystems.businessClientId))
    .where(and(eq(businessClientCouponSystems.businessClientId, businessClientId), eq(businessClients.providerId, providerId)));
  return row ?? null;
}
