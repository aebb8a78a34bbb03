/**
 * Saving a business client (C226) with its contacts, discount combinations and translations in one
 * transaction: R-BC-1 (name and VAT number together unique), R-BC-2 (an empty VAT number is saved
 * only once confirmed), R-BC-3 (e-mail, phone 1, phone 2 valid), R-BC-4 (contacts valid, no contact
 * field repeated), R-BC-7 (a known client type).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { FieldErrorCollector, notFound, refused, warning } from '@pos/shared/errors';
import { BUSINESS_CLIENT_TYPES, CHANNELS, PRICE_TYPES } from '@pos/shared/reference';
import { isValidEmail } from '@pos/shared/email';
import { percentToBp } from '@pos/shared/money';
import type { BusinessClientInputView } from '@pos/shared/api/business-clients';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { businessClientContacts, businessClientDiscounts, businessClientTranslations, businessClients, products } from '../../db/schema';
import { saveCouponSystem } from '../coupons/external/credentials-repo';

/** A phone number: digits with an optional leading +, spaces, dashes and brackets aside; 9 to 15 digits. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s\-()]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 9 && digits.length <= 15;
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** R-BC-3, R-BC-4, R-BC-7 and the discount combinations' own checks, as field errors. */
function checkFields(input: BusinessClientInputView, errors: FieldErrorCollector): void {
  errors.check(input.name.trim().length > 0, 'businessClient.name', 'The name is required.');
  if (input.email.trim()) errors.check(isValidEmail(input.email.trim()), 'businessClient.email', 'The e-mail is not valid.');
  if (input.phone1.trim()) errors.check(isValidPhone(input.phone1.trim()), 'businessClient.phone1', 'Phone 1 is not valid.');
  if (input.phone2.trim()) errors.check(isValidPhone(input.phone2.trim()), 'businessClient.phone2', 'Phone 2 is not valid.');
  if (input.businessClientTypeId !== null) errors.check(BUSINESS_CLIENT_TYPES.some((t) => t.id === input.businessClientTypeId), 'businessClient.businessClientTypeId', 'Not a business client type.');

  const seen = { email: new Map<string, number>(), phone: new Map<string, number>() };
  input.contacts.forEach((c, i) => {
    const at = `businessClient.contacts[${i}]`;
    errors.check(`${c.firstName}${c.lastName}`.trim().length > 0, `${at}.firstName`, 'The contact needs a name.');
    if (c.email.trim()) errors.check(isValidEmail(c.email.trim()), `${at}.email`, 'The e-mail is not valid.');
    if (c.mobile.trim()) errors.check(isValidPhone(c.mobile.trim()), `${at}.mobile`, 'The mobile number is not valid.');
    if (c.phone.trim()) errors.check(isValidPhone(c.phone.trim()), `${at}.phone`, 'The phone number is not valid.');
    // R-BC-4: a contact's e-mail, mobile or phone appears once among the client's contacts.
    const email = c.email.trim().toLowerCase();
    if (email) {
      if (seen.email.has(email)) errors.add(`${at}.email`, 'This e-mail is already given for another contact.');
      else seen.email.set(email, i);
    }
    for (const field of ['mobile', 'phone'] as const) {
      const digits = digitsOf(c[field]);
      if (!digits) continue;
      if (seen.phone.has(digits)) errors.add(`${at}.${field}`, 'This number is already given for another contact.');
      else seen.phone.set(digits, i);
    }
  });

  const combos = new Set<string>();
  input.discounts.forEach((d, i) => {
    const at = `businessClient.discounts[${i}]`;
    errors.check(CHANNELS.some((c) => c.id === d.channelId), `${at}.channelId`, 'Not a channel.');
    errors.check(PRICE_TYPES.some((p) => p.id === d.priceTypeId), `${at}.priceTypeId`, 'Not a price type.');
    errors.check(Math.abs(d.discountPercent * 100 - Math.round(d.discountPercent * 100)) < 1e-6, `${at}.discountPercent`, 'At most 2 decimals.');
    const key = `${d.channelId}|${d.priceTypeId}|${d.productId ?? ''}`;
    if (combos.has(key)) errors.add(`${at}.productId`, 'This channel, price type and product already have a discount.');
    combos.add(key);
  });
}

/** R-BC-1: another client of the provider with the same name and VAT number (trimmed, case aside). */
async function sameNameAndVat(db: Tx, providerId: number, id: number | null, name: string, vatNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: businessClients.id })
    .from(businessClients)
    .where(
      and(
        eq(businessClients.providerId, providerId),
        sql`lower(btrim(${businessClients.name})) = lower(${name})`,
        sql`coalesce(btrim(${businessClients.vatNumber}), '') = ${vatNumber}`,
        id === null ? undefined : ne(businessClients.id, id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface SaveClientInput {
  id?: number | null;
  businessClient: BusinessClientInputView;
  translations?: Record<string, { name?: string; instruction?: string }>;
  confirmWithoutVatNumber?: boolean;
}

/** Saves (creates when no id) a client of the actor's provider; answers its id. */
export async function saveClient(db: Db, actor: Actor, input: SaveClientInput): Promise<number> {
  const c = input.businessClient;
  const errors = new FieldErrorCollector();
  checkFields(c, errors);
  errors.throwIfAny();
  const name = c.name.trim();
  const vatNumber = c.vatNumber.trim();
  if (!vatNumber && !input.confirmWithoutVatNumber) throw warning('vat-number-empty', 'The VAT number is empty. Save without it?', 'confirmWithoutVatNumber');

  return db.transaction(async (tx) => {
    const id = input.id ?? null;
    if (id !== null) {
      const [own] = await tx.select({ id: businessClients.id }).from(businessClients).where(and(eq(businessClients.id, id), eq(businessClients.providerId, actor.providerId))).for('update');
      if (!own) throw notFound('Business client');
    }
    // Two saves of the same name at once: the second waits for the first's answer to R-BC-1.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('business-client-name'), ${actor.providerId})`);
    if (await sameNameAndVat(tx, actor.providerId, id, name, vatNumber)) throw refused('business-client-exists', 'A business client with this name and VAT number already exists.');
    const productIds = [...new Set(c.discounts.flatMap((d) => (d.productId === null ? [] : [d.productId])))];
    if (productIds.length > 0) {
      const own = await tx.select({ id: products.id }).from(products).where(and(eq(products.providerId, actor.providerId), inArray(products.id, productIds)));
      const known = new Set(own.map((p) => p.id));
      const errors2 = new FieldErrorCollector();
      c.discounts.forEach((d, i) => errors2.check(d.productId === null || known.has(d.productId), `businessClient.discounts[${i}].productId`, 'Not a product of this provider.'));
      errors2.throwIfAny();
    }

    const values = {
      name,
      vatNumber: vatNumber || null,
      businessClientTypeId: c.businessClientTypeId,
      phone1: c.phone1.trim(),
      phone2: c.phone2.trim(),
      email: c.email.trim(),
      fax: c.fax.trim(),
      website: c.website.trim(),
      address: c.address.trim(),
      accountingSystemCode: c.accountingSystemCode.trim(),
      officialClubId: c.officialClubId,
      countryId: c.countryId,
      cityId: c.cityId,
      instruction: c.instruction,
      isSubsidized: c.isSubsidized,
    };
    let clientId = id;
    if (clientId === null) {
      const [row] = await tx.insert(businessClients).values({ providerId: actor.providerId, ...values }).returning({ id: businessClients.id });
      clientId = row!.id;
    } else {
      await tx.update(businessClients).set(values).where(eq(businessClients.id, clientId));
      await tx.delete(businessClientContacts).where(eq(businessClientContacts.businessClientId, clientId));
      await tx.delete(businessClientDiscounts).where(eq(businessClientDiscounts.businessClientId, clientId));
    }
    const bcId = clientId;
    if (c.contacts.length > 0) {
      await tx.insert(businessClientContacts).values(
        c.contacts.map((k) => ({
          businessClientId: bcId,
          firstName: k.firstName.trim(),
          lastName: k.lastName.trim(),
          mobile: k.mobile.trim(),
          phone: k.phone.trim(),
          email: k.email.trim(),
          role: k.role.trim(),
          receiveEmailNotifications: k.receiveEmailNotifications,
        })),
      );
    }
    if (c.discounts.length > 0) {
      await tx.insert(businessClientDiscounts).values(c.discounts.map((d) => ({ businessClientId: bcId, channelId: d.channelId, priceTypeId: d.priceTypeId, productId: d.productId, discountBp: percentToBp(d.discountPercent) })));
    }
    if (input.translations) await saveTranslations(tx, bcId, input.translations);
    // R-BC-8: kept by the coupons domain (password encrypted, never answered).
    if (c.couponSystem) await saveCouponSystem(tx, actor.providerId, bcId, c.couponSystem);
    return bcId;
  });
}

/** C228: the client's texts per language; an empty text is no translation. */
export async function saveTranslations(db: Tx, businessClientId: number, translations: Record<string, { name?: string; instruction?: string }>): Promise<void> {
  for (const [language, texts] of Object.entries(translations)) {
    const fields = Object.fromEntries(Object.entries(texts).filter(([, v]) => typeof v === 'string' && v.trim() !== '').map(([k, v]) => [k, v!.trim()]));
    await db
      .insert(businessClientTranslations)
      .values({ businessClientId, language, fields })
      .onConflictDoUpdate({ target: [businessClientTranslations.businessClientId, businessClientTranslations.language], set: { fields } });
  }
}

/** R-BC-6: activates or deactivates the client; false when it is not the provider's. */
export async function setClientActive(db: Tx, providerId: number, id: number, active: boolean): Promise<boolean> {
  const rows = await db.update(businessClients).set({ active }).where(and(eq(businessClients.id, id), eq(businessClients.providerId, providerId))).returning({ id: businessClients.id });
  return rows.length > 0;
}
