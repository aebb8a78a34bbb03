/**
 * The business client form (C226): what the inputs hold (texts) and the body the server takes. The
 * server decides every rule (R-BC-1..4, R-BC-7); the form only reads the numbers typed.
 */
import type { Static } from 'typebox';
import type { BusinessClient, BusinessClientContact, BusinessClientFilter, SaveBusinessClientBody } from '@pos/shared/api/business-clients';

export type ClientView = Static<typeof BusinessClient>;
export type ContactValues = Static<typeof BusinessClientContact>;
export interface DiscountValues {
  channelId: string;
  priceTypeId: string;
  /** '' for every product. */
  productId: string;
  discountPercent: string;
}

export interface ClientFormValues {
  name: string;
  vatNumber: string;
  businessClientTypeId: string;
  phone1: string;
  phone2: string;
  email: string;
  fax: string;
  website: string;
  address: string;
  accountingSystemCode: string;
  instruction: string;
  isSubsidized: boolean;
  contacts: ContactValues[];
  discounts: DiscountValues[];
  /** R-BC-8: system '' is none (nothing sent); an empty password keeps the stored one. */
  couponSystem: CouponSystemValues;
}

export interface CouponSystemValues {
  system: '' | 'Multipass' | 'Dts' | 'Icmega' | 'Tmura';
  url: string;
  username: string;
  password: string;
  terminal: string;
  organizationId: string;
}

const NO_COUPON_SYSTEM: CouponSystemValues = { system: '', url: '', username: '', password: '', terminal: '', organizationId: '' };

export const CLIENT_TABS = ['details', 'contacts', 'discounts', 'orders', 'documents', 'balance'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];
export const FORM_TABS: readonly ClientTab[] = ['details', 'contacts', 'discounts'];

export function tabOf(page: string | undefined): ClientTab {
  return (CLIENT_TABS as readonly string[]).includes(page ?? '') ? (page as ClientTab) : 'details';
}

export const emptyContact = (): ContactValues => ({ firstName: '', lastName: '', mobile: '', phone: '', email: '', role: '', receiveEmailNotifications: false });
export const emptyDiscount = (channelId: number, priceTypeId: number): DiscountValues => ({ channelId: String(channelId), priceTypeId: String(priceTypeId), productId: '', discountPercent: '' });

export function newClientValues(): ClientFormValues {
  return { name: '', vatNumber: '', businessClientTypeId: '', phone1: '', phone2: '', email: '', fax: '', website: '', address: '', accountingSystemCode: '', instruction: '', isSubsidized: false, contacts: [], discounts: [], couponSystem: { ...NO_COUPON_SYSTEM } };
}

export function valuesOfClient(c: ClientView): ClientFormValues {
  return {
    name: c.name,
    vatNumber: c.vatNumber,
    businessClientTypeId: c.businessClientTypeId === null ? '' : String(c.businessClientTypeId),
    phone1: c.phone1,
    phone2: c.phone2,
    email: c.email,
    fax: c.fax,
    website: c.website,
    address: c.address,
    accountingSystemCode: c.accountingSystemCode,
    instruction: c.instruction,
    isSubsidized: c.isSubsidized,
    contacts: c.contacts.map(({ id: _id, ...k }) => k),
    discounts: c.discounts.map((d) => ({ channelId: String(d.channelId), priceTypeId: String(d.priceTypeId), productId: d.productId === null ? '' : String(d.productId), discountPercent: String(d.discountPercent) })),
    couponSystem: c.couponSystem ? { system: c.couponSystem.system, url: c.couponSystem.url, username: c.couponSystem.username, password: '', terminal: c.couponSystem.terminal, organizationId: c.couponSystem.organizationId } : { ...NO_COUPON_SYSTEM },
  };
}

type Body = Static<typeof SaveBusinessClientBody>;

/** The save body, or the fields whose numbers cannot be read (left to the form to show). */
export function bodyOf(v: ClientFormValues, id: number | undefined, keep: { officialClubId: number | null; countryId: number | null; cityId: number | null } = { officialClubId: null, countryId: null, cityId: null }): { body: Body } | { unreadable: string[] } {
  const unreadable: string[] = [];
  const discounts = v.discounts.map((d, i) => {
    const percent = Number(d.discountPercent.replace(',', '.'));
    if (!d.discountPercent.trim() || !Number.isFinite(percent)) unreadable.push(`businessClient.discounts[${i}].discountPercent`);
    return { channelId: Number(d.channelId), priceTypeId: Number(d.priceTypeId), productId: d.productId ? Number(d.productId) : null, discountPercent: percent };
  });
  if (unreadable.length) return { unreadable };
  return {
    body: {
      ...(id ? { id } : {}),
      businessClient: {
        name: v.name,
        vatNumber: v.vatNumber,
        businessClientTypeId: v.businessClientTypeId ? Number(v.businessClientTypeId) : null,
        phone1: v.phone1,
        phone2: v.phone2,
        email: v.email,
        fax: v.fax,
        website: v.website,
        address: v.address,
        accountingSystemCode: v.accountingSystemCode,
        instruction: v.instruction,
        isSubsidized: v.isSubsidized,
        ...keep,
        contacts: v.contacts,
        discounts,
        ...(v.couponSystem.system ? { couponSystem: { ...v.couponSystem, system: v.couponSystem.system, password: v.couponSystem.password || undefined } } : {}),
      },
    },
  };
}

/** The list orderings (C221); the type keeps them the contract's. */
const CLIENT_ORDER_BY = ['Name', 'Id', 'Type', 'Balance', 'CreateDate'] as const satisfies readonly NonNullable<Static<typeof BusinessClientFilter>['orderBy']>[];

/** The list filter (C221) as the address keeps it (/businessClients/filter?...). */
export const FILTER_KEYS = ['keywords', 'type', 'active', 'balanceDue', 'balanceOfInvoice', 'balanceOfReceipts', 'orderBy', 'asc', 'page'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const yesNo = (v: string | null) => (v === 'true' ? true : v === 'false' ? false : undefined);

export function filterOf(search: URLSearchParams) {
  const type = Number(search.get('type'));
  const page = Number(search.get('page'));
  const orderBy = search.get('orderBy');
  return {
    ...(search.get('keywords') ? { keywords: search.get('keywords')! } : {}),
    ...(Number.isInteger(type) && type > 0 ? { type } : {}),
    ...(yesNo(search.get('active')) !== undefined ? { active: yesNo(search.get('active')) } : {}),
    ...(yesNo(search.get('balanceDue')) !== undefined ? { balanceDue: yesNo(search.get('balanceDue')) } : {}),
    ...(yesNo(search.get('balanceOfInvoice')) !== undefined ? { balanceOfInvoice: yesNo(search.get('balanceOfInvoice')) } : {}),
    ...(yesNo(search.get('balanceOfReceipts')) !== undefined ? { balanceOfReceipts: yesNo(search.get('balanceOfReceipts')) } : {}),
    ...(orderBy && (CLIENT_ORDER_BY as readonly string[]).includes(orderBy) ? { orderBy: orderBy as (typeof CLIENT_ORDER_BY)[number] } : {}),
    ...(search.get('asc') === 'false' ? { asc: false } : {}),
    ...(Number.isInteger(page) && page > 0 ? { pageIndex: page } : {}),
  };
}
