/**
 * The platform-wide reference lists every installation starts with (seeded by seed-reference-data.ts).
 * Each row has a natural key (name or code) so seeding can tell what is already there.
 */

/** R-CLIENT-28: every region has one of the directions north, Jerusalem, south, center. */
export const REGION_SEED = [
  { name: 'Upper Galilee and Golan', direction: 'north' },
  { name: 'Lower Galilee and Sea of Galilee', direction: 'north' },
  { name: 'Haifa and Carmel', direction: 'north' },
  { name: 'Jerusalem and the Judean Hills', direction: 'Jerusalem' },
  { name: 'Dead Sea and Judean Desert', direction: 'south' },
  { name: 'Negev', direction: 'south' },
  { name: 'Eilat and Arava', direction: 'south' },
  { name: 'Tel Aviv and Gush Dan', direction: 'center' },
  { name: 'Sharon', direction: 'center' },
  { name: 'Shfela', direction: 'center' },
] as const;

export type SeedRegionName = (typeof REGION_SEED)[number]['name'];

export const COUNTRY_SEED = [
  { code: 'IL', name: 'Israel' },
  { code: 'US', name: 'United States' },
  { code: 'RU', name: 'Russia' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'UA', name: 'Ukraine' },
  { code: 'IT', name: 'Italy' },
  { code: 'ES', name: 'Spain' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'PL', name: 'Poland' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
  { code: 'BR', name: 'Brazil' },
  { code: 'AR', name: 'Argentina' },
  { code: 'IN', name: 'India' },
  { code: 'CN', name: 'China' },
  { code: 'JP', name: 'Japan' },
] as const;

/** Israeli cities and places where activities happen, each in its region (all in IL). */
export const CITY_SEED: readonly { name: string; region: SeedRegionName }[] = [
  { name: 'Kiryat Shmona', region: 'Upper Galilee and Golan' },
  { name: 'Metula', region: 'Upper Galilee and Golan' },
  { name: 'Katzrin', region: 'Upper Galilee and Golan' },
  { name: 'Rosh Pina', region: 'Upper Galilee and Golan' },
  { name: 'Safed', region: 'Upper Galilee and Golan' },
  { name: 'Tiberias', region: 'Lower Galilee and Sea of Galilee' },
  { name: 'Nazareth', region: 'Lower Galilee and Sea of Galilee' },
  { name: 'Afula', region: 'Lower Galilee and Sea of Galilee' },
  { name: "Beit She'an", region: 'Lower Galilee and Sea of Galilee' },
  { name: 'Karmiel', region: 'Lower Galilee and Sea of Galilee' },
  { name: 'Haifa', region: 'Haifa and Carmel' },
  { name: 'Acre', region: 'Haifa and Carmel' },
  { name: 'Nahariya', region: 'Haifa and Carmel' },
  { name: "Zikhron Ya'akov", region: 'Haifa and Carmel' },
  { name: 'Caesarea', region: 'Haifa and Carmel' },
  { name: 'Jerusalem', region: 'Jerusalem and the Judean Hills' },
  { name: 'Beit Shemesh', region: 'Jerusalem and the Judean Hills' },
  { name: 'Abu Ghosh', region: 'Jerusalem and the Judean Hills' },
  { name: 'Ein Gedi', region: 'Dead Sea and Judean Desert' },
  { name: 'Ein Bokek', region: 'Dead Sea and Judean Desert' },
  { name: 'Arad', region: 'Dead Sea and Judean Desert' },
  { name: "Be'er Sheva", region: 'Negev' },
  { name: 'Mitzpe Ramon', region: 'Negev' },
  { name: 'Dimona', region: 'Negev' },
  { name: 'Yeruham', region: 'Negev' },
  { name: 'Eilat', region: 'Eilat and Arava' },
  { name: 'Yotvata', region: 'Eilat and Arava' },
  { name: 'Tel Aviv-Yafo', region: 'Tel Aviv and Gush Dan' },
  { name: 'Ramat Gan', region: 'Tel Aviv and Gush Dan' },
  { name: 'Holon', region: 'Tel Aviv and Gush Dan' },
  { name: 'Bat Yam', region: 'Tel Aviv and Gush Dan' },
  { name: 'Petah Tikva', region: 'Tel Aviv and Gush Dan' },
  { name: 'Rishon LeZion', region: 'Tel Aviv and Gush Dan' },
  { name: 'Netanya', region: 'Sharon' },
  { name: 'Herzliya', region: 'Sharon' },
  { name: "Ra'anana", region: 'Sharon' },
  { name: 'Kfar Saba', region: 'Sharon' },
  { name: 'Hadera', region: 'Sharon' },
  { name: 'Rehovot', region: 'Shfela' },
  { name: "Modi'in", region: 'Shfela' },
  { name: 'Ashdod', region: 'Shfela' },
  { name: 'Ashkelon', region: 'Shfela' },
];

/** The product types of spec 000 §1. */
export const PRODUCT_TYPE_SEED = ['Tour', 'Attraction', 'Event', 'Show', 'Spa', 'Restaurant', 'Transportation', 'Guide'] as const;

/**
 * Israeli banks by their Bank of Israel code. The branches are a small demo set so bank-account
 * forms can be filled; the full branch directory is imported from the Bank of Israel, not kept here.
 */
export const BANK_SEED: readonly { code: string; name: string; branches: readonly { number: string; name: string }[] }[] = [
  { code: '10', name: 'Bank Leumi', branches: [{ number: '800', name: 'Tel Aviv Main' }, { number: '902', name: 'Jerusalem Main' }, { number: '650', name: 'Haifa Main' }] },
  { code: '11', name: 'Israel Discount Bank', branches: [{ number: '10', name: 'Tel Aviv Main' }, { number: '50', name: 'Jerusalem' }] },
  { code: '12', name: 'Bank Hapoalim', branches: [{ number: '600', name: 'Tel Aviv Main' }, { number: '632', name: 'Jerusalem Main' }, { number: '726', name: 'Eilat' }] },
  { code: '14', name: 'Bank Otsar Ha-Hayal', branches: [{ number: '361', name: 'Tel Aviv' }] },
  { code: '17', name: 'Mercantile Discount Bank', branches: [{ number: '601', name: 'Nazareth' }] },
  { code: '20', name: 'Mizrahi-Tefahot Bank', branches: [{ number: '400', name: 'Tel Aviv Main' }, { number: '424', name: "Be'er Sheva" }] },
  { code: '31', name: 'First International Bank of Israel', branches: [{ number: '9', name: 'Tel Aviv Main' }, { number: '12', name: 'Haifa' }] },
  { code: '46', name: 'Bank Massad', branches: [{ number: '511', name: 'Tel Aviv' }] },
  { code: '52', name: 'Bank Poalei Agudat Israel', branches: [{ number: '180', name: 'Bnei Brak' }] },
  { code: '54', name: 'Bank of Jerusalem', branches: [{ number: '1', name: 'Jerusalem Main' }] },
  { code: '09', name: 'Postal Bank', branches: [{ number: '1', name: 'Central' }] },
];

/** Member clubs whose vouchers cashiers accept (permission CashierClubsVouchers). */
export const OFFICIAL_CLUB_SEED = ['Hever', 'Ashmoret', 'Histadrut', 'Teachers Union', 'National Student Union'] as const;
