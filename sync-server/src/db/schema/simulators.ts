import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The club-voucher simulator's used vouchers (coupons/external/simulator.ts), kept in the database
 * so a server restart never makes a redeemed simulated voucher usable again. Only the simulator
 * writes here; real coupon systems keep their own state.
 */
export const simulatedVoucherRedemptions = pgTable(
  'simulated_voucher_redemptions',
  {
    /** The external system simulated (Multipass, Dts, ...). */
    system: text('system').notNull(),
    /** The voucher code, upper case. */
    code: text('code').notNull(),
    redemptionId: text('redemption_id').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.system, t.code] })],
);
