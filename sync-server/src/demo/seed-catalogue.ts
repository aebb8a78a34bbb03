import { eq } from 'drizzle-orm';
import { ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import { Channel, PriceType } from '@pos/shared/reference';
import { RepeatMode } from '@pos/shared/calendar';
import type { Db } from '../db/client';
import { cities, productTypes, regions } from '../db/schema';
import { createProductWithCustomerTypes } from '../domains/catalogue/create-product';
import { saveProductTranslations } from '../domains/catalogue/translations';
import { savePriceList } from '../domains/price-lists';
import { saveSlot } from '../domains/calendar/save-slot';
import type { Actor } from '../http/types';

/** A local date `days` after today in the provider's zone (Asia/Jerusalem). */
function localDate(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

async function idByName(db: Db, table: typeof cities | typeof regions | typeof productTypes, name: string): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.name, name)).limit(1);
  if (!row) throw new Error(`reference data "${name}" is missing: seed the reference lists first`);
  return row.id;
}

interface DemoProduct {
  name: string;
  names: { 'he-IL': string; 'ru-RU': string };
  type: string;
  pricePerPerson: boolean;
  unitName: string;
  customerTypes: { name: string; he: string; ru: string; price: number; barCode: string }[];
  slots: { start: string; end: string; limit: number }[];
}

const PRODUCTS: DemoProduct[] = [
  {
    name: 'Old City Walking Tour',
    names: { 'he-IL': 'סיור רגלי בעיר העתיקה', 'ru-RU': 'Пешеходная экскурсия по Старому городу' },
    type: 'Tour',
    pricePerPerson: true,
    unitName: 'person',
    customerTypes: [
      { name: 'Adult', he: 'מבוגר', ru: 'Взрослый', price: 12000, barCode: '7290000000011' },
      { name: 'Child', he: 'ילד', ru: 'Ребёнок', price: 8000, barCode: '7290000000028' },
      { name: 'Senior', he: 'אזרח ותיק', ru: 'Пенсионер', price: 9000, barCode: '7290000000035' },
    ],
    slots: [
      { start: '10:00:00', end: '12:00:00', limit: 30 },
      { start: '14:00:00', end: '16:00:00', limit: 30 },
    ],
  },
  {
    name: 'Sea Aquarium',
    names: { 'he-IL': 'אקווריום הים', 'ru-RU': 'Морской аквариум' },
    type: 'Attraction',
    pricePerPerson: false,
    unitName: 'ticket',
    customerTypes: [{ name: 'Entry', he: 'כניסה', ru: 'Вход', price: 6500, barCode: '7290000000042' }],
    slots: [
      { start: '09:00:00', end: '11:00:00', limit: 80 },
      { start: '11:00:00', end: '13:00:00', limit: 80 },
      { start: '13:00:00', end: '15:00:00', limit: 80 },
      { start: '15:00:00', end: '17:00:00', limit: 80 },
    ],
  },
];

/**
 * The demo catalogue: two products (a per-person tour with adult, child and senior; a per-unit
 * attraction), price lists for the direct and cashier channels, and a month of daily slots, made
 * through the same domain code as the API.
 */
export async function seedDemoCatalogue(db: Db, providerId: number, adminUserId: number): Promise<void> {
  const actor: Actor = { userId: adminUserId, providerId, username: 'demo', language: 'he-IL', permissions: new Set(ALL_PERMISSION_CODES) };
  const cityId = await idByName(db, cities, 'Jerusalem');
  const regionId = await idByName(db, regions, 'Jerusalem and the Judean Hills');
  const today = localDate(0);
  const monthEnd = localDate(30);

  for (const demo of PRODUCTS) {
    const product = await createProductWithCustomerTypes(db, providerId, {
      name: demo.name,
      shortDescription: `${demo.name}: the demo provider's ${demo.type.toLowerCase()}.`,
      fullDescription: `${demo.name}. Meet at the ticket window ten minutes before the start.`,
      address: 'Jaffa Gate, Jerusalem',
      cityId,
      regionIds: [regionId],
      productTypeId: await idByName(db, productTypes, demo.type),
      unitName: demo.unitName,
      pricePerPerson: demo.pricePerPerson,
      customerTypes: demo.customerTypes.map((c) => ({
        name: c.name,
        translations: [
          { language: 'he-IL' as const, value: c.he },
          { language: 'ru-RU' as const, value: c.ru },
        ],
      })),
    });
    await saveProductTranslations(db, providerId, product.id, 'name', [
      { language: 'he-IL', value: demo.names['he-IL'] },
      { language: 'ru-RU', value: demo.names['ru-RU'] },
    ]);
    const typeIds = new Map(product.customerTypes.map((c) => [c.name, c.id]));
    for (const [channelId, title] of [
      [Channel.Direct, 'Regular'],
      [Channel.Cashier, 'Ticket window'],
    ] as const) {
      await savePriceList(db, providerId, {
        productId: product.id,
        title,
        currencyId: 1,
        channelId,
        priceTypeId: PriceType.Locals,
        perPerson: demo.pricePerPerson,
        autoConfirm: true,
        dailyLimit: null,
        priceLines: demo.customerTypes.map((c, i) => ({
          productCustomerTypeId: typeIds.get(c.name)!,
          amount: c.price,
          priority: i + 1,
          barCode: channelId === Channel.Cashier ? c.barCode : null,
        })),
      });
    }
    for (const slot of demo.slots) {
      await saveSlot(
        db,
        actor,
        { slot: { productId: product.id, startDate: today, startTime: slot.start, endTime: slot.end, limit: slot.limit, repeatMode: RepeatMode.Daily, repeatEndDate: monthEnd, forIndividuals: true, forGroups: true }, ignoreWarning: true, ignoreStopSaleWarning: true },
        new Date(),
      );
    }
  }
}
