import type Database from 'better-sqlite3';
import type { CouponRow, SubCouponRow } from '@pos/shared/sync/streams';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';

/**
 * The replica's coupons and sub-coupons (the coupons streams write them), and what this station's
 * sales not acknowledged yet took of them. Read by every cart pricing with a coupon and inside the
 * sale's transaction: statements prepared once.
 */
function statements(sqlite: Database.Database) {
  return {
    byCode: sqlite.prepare<[string], { data: string }>('select data from coupons where code_lower = ? limit 1'),
    byId: sqlite.prepare<[number], { data: string }>('select data from coupons where id = ?'),
    subByCode: sqlite.prepare<[string], SubCouponRow>('select id, coupon_id as couponId, code, status from sub_coupons where code = ?'),
    /** What this station's sales the server has not acknowledged yet took of a coupon. */
    unsyncedUse: sqlite.prepare<[number], { tickets: number; amount: number }>(
      `select coalesce(sum(json_extract(o.coupon, '$.tickets')), 0) as tickets, coalesce(sum(json_extract(o.coupon, '$.amount')), 0) as amount
       from orders o join outbox b on b.seq = o.op_seq where o.coupon_id = ? and b.status = 'pending'`,
    ),
    /** A serial code one of this station's sales redeemed and the server has not acknowledged yet. */
    subUsedHere: sqlite.prepare<[number, string], { n: number }>(
      `select 1 as n from orders o join outbox b on b.seq = o.op_seq where o.coupon_id = ? and b.status = 'pending' and json_extract(o.coupon, '$.subCouponCode') = ? limit 1`,
    ),
    subCouponUsed: sqlite.prepare<[number, string]>("update sub_coupons set status = 'Used' where coupon_id = ? and code = ?"),
  };
}

const stmts = preparedStatements(statements);

const parse = (row: { data: string } | undefined): CouponRow | null => (row ? (JSON.parse(row.data) as CouponRow) : null);

export const couponStore = {
  /** The coupon by its code, any case. */
  byCode: (db: StationDb, code: string): CouponRow | null => parse(stmts(db).byCode.get(code.toLowerCase())),
  byId: (db: StationDb, id: number): CouponRow | null => parse(stmts(db).byId.get(id)),
  subCoupon: (db: StationDb, code: string): SubCouponRow | null => stmts(db).subByCode.get(code) ?? null,
  unsyncedUse: (db: StationDb, couponId: number): { tickets: number; amount: number } => stmts(db).unsyncedUse.get(couponId)!,
  subUsedHere: (db: StationDb, couponId: number, code: string): boolean => stmts(db).subUsedHere.get(couponId, code) !== undefined,
  /** The serial code is used at once by the sale that took it (call inside its transaction): this station cannot redeem it again. */
  markSubCouponUsed: (db: StationDb, couponId: number, code: string): void => void stmts(db).subCouponUsed.run(couponId, code),
};
