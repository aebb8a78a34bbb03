/**
 * Club vouchers at the window (R-ORD-7, R-BC-8): the station lists the provider's business clients
 * with a coupon system and checks a voucher online before the sale. Checking never redeems: the
 * server redeems when the sale arrives (voucher-settler.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import { notFound, refused } from '@pos/shared/errors';
import type { VoucherCheckRequest, VoucherCheckResponse } from '@pos/shared/sync/protocol';
import type { Db } from '../../db/client';
import { businessClientCouponSystems, businessClients } from '../../db/schema';
import { withTimeout } from '../coupons/external/adapter';
import { credentialsFor } from '../coupons/external/credentials-repo';
import type { ExternalVoucherDeps } from '../coupons/external/external-voucher';

export interface VoucherSystemView {
  businessClientId: number;
  name: string;
  system: string;
}

/** The provider's active business clients that have a coupon system, by name. */
export async function voucherSystems(db: Db, providerId: number): Promise<VoucherSystemView[]> {
  return db
    .select({ businessClientId: businessClients.id, name: businessClients.name, system: businessClientCouponSystems.system })
    .from(businessClientCouponSystems)
    .innerJoin(businessClients, eq(businessClients.id, businessClientCouponSystems.businessClientId))
    .where(and(eq(businessClients.providerId, providerId), eq(businessClients.active, true)))
    .orderBy(asc(businessClients.name), asc(businessClients.id));
}

/** Validates the voucher at the business client's system; another provider's client is not found. */
export async function checkVoucher(db: Db, deps: ExternalVoucherDeps, providerId: number, request: VoucherCheckRequest): Promise<VoucherCheckResponse> {
  const [client] = await db
    .select({ id: businessClients.id })
    .from(businessClients)
    .where(and(eq(businessClients.id, request.businessClientId), eq(businessClients.providerId, providerId)));
  if (!client) throw notFound('Business client');
  const credentials = await credentialsFor(db, providerId, request.businessClientId);
  if (!credentials) throw refused('no-coupon-system', 'The business client has no coupon system.');
  const adapter = deps.adapterFor(credentials, db);
  const answer = await withTimeout((signal) => adapter.validate({ code: request.code.trim(), quantity: request.quantity, amount: request.amount, reference: 'check' }, signal), deps.timeoutMs);
  if (!answer.ok) return { ok: false, failure: answer.failure, message: answer.message };
  return { ok: true, grantedQuantity: answer.grantedQuantity, grantedAmount: answer.grantedAmount, description: answer.description };
}
