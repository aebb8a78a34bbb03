/** Notes and coins a cashier counts, per currency, in minor units (NIS: 1 agora steps; USD: cents). */
export const DENOMINATIONS: Record<number, readonly number[]> = {
  1: [20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 10],
  2: [10000, 5000, 2000, 1000, 500, 200, 100, 25, 10, 5, 1],
};
