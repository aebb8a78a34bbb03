/** What `npm start` creates once, and prints. */
export const DEMO = {
  providerName: 'Demo Attractions',
  vatPercent: 18,
  admin: { username: 'demo', password: 'Demo1234', profile: 'Everything' },
  cashier: { username: 'cashier', password: 'Cashier1234', profile: 'Cashier' },
  managerCode: '2468',
} as const;
