import { AppError, fieldError } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { type StationContext } from '../context';
import { replica } from '../catalogue/replica';
import { getSetting } from '../settings/settings-store';
import { loginThrottle } from './login-throttle';
import { cashierView, type CashierView } from './cashier-view';

/** Issue 16: a station PIN is 4 to 6 digits (the server sets it; the same rule in the back office). */
export const PIN_PATTERN = /^[0-9]{4,6}$/;

/** A tile of the PIN screen: a cashier of this station's provider who has a PIN. */
export interface PinCashier {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
}

/**
 * The cashiers the PIN screen offers: the users stream holds only this provider's active cashiers
 * (permission 28), and of those the ones with a PIN. Names only: never a hash.
 */
export function pinCashiers(ctx: StationContext): PinCashier[] {
  return replica
    .users(ctx.db)
    .filter((u) => u.stationPinHash && u.permissions.includes(Permission.Cashier))
    .map((u) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, username: u.username }))
    .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) || a.username.localeCompare(b.username));
}

const wrongPin = () => new AppError('unauthorized', 'incorrect-pin', 'Incorrect PIN.');

/**
 * Issue 16: the cashier taps their tile and types their PIN, checked offline against the argon2
 * hash the users stream replicated (never a plain PIN). Wrong PINs count like wrong passwords: five
 * in a row lock that cashier's PIN for five minutes (login-locked, with its end). A PIN opens only
 * this station's POS of its own provider: the server never takes it for the back office.
 */
export async function pinLogin(ctx: StationContext, args: { userId: number; pin: string }): Promise<CashierView> {
  if (!Number.isSafeInteger(args.userId)) throw fieldError('userId', 'Choose a cashier.');
  if (typeof args.pin !== 'string' || !PIN_PATTERN.test(args.pin)) throw fieldError('pin', 'The PIN is 4 to 6 digits.', 'invalid-pin');
  if (getSetting(ctx.db, 'token') === undefined) throw new AppError('unprocessable', 'station-not-paired', 'Pair the station with the server first.');
  const throttle = loginThrottle(ctx.db);
  const key = `pin:${args.userId}`;
  const user = await throttle.oneAtATime(async () => {
    throttle.reserve(key, ctx.clock().getTime());
    const found = replica.user(ctx.db, args.userId);
    if (!found?.stationPinHash || !(await ctx.verifySecret(found.stationPinHash, args.pin))) {
      throttle.failed(key, ctx.clock().getTime());
      throw wrongPin();
    }
    throttle.succeeded(key);
    return found;
  });
  if (!user.permissions.includes(Permission.Cashier)) throw new AppError('forbidden', 'no-permission', 'No permission');
  ctx.session.userId = user.id;
  ctx.events.emit({ type: 'status' });
  return cashierView(user);
}
