/** What `npm start` creates once, and prints. */
export const DEMO = {
  providerName: 'Demo Attractions',
  vatPercent: 18,
  admin: { username: 'demo', password: 'Demo1234', profile: 'Everything' },
  cashier: { username: 'cashier', password: 'Cashier1234', profile: 'Cashier' },
  /** Platform staff: approves registrations and manages providers in the platform's back office (/platform). */
  platformStaff: { username: 'platform', password: 'Platform1234' },
  managerCode: '2468',
  /** A business client whose club vouchers go to a simulated Multipass: codes starting OK are good. */
  club: { name: 'Demo Club', system: 'Multipass', voucherExample: 'OK-1234' },
  /** 10% off the walking tour, up to 500 tickets. */
  welcomeCoupon: { code: 'WELCOME10', percent: 10, ticketLimit: 500, product: 'Old City Walking Tour' },
  /** A serial coupon of the club: one-time codes DEMOCLUB-0001.. (R-CPN-8). */
  serialCoupon: { code: 'DEMOCLUB', percent: 25, codes: 5 },
} as const;
