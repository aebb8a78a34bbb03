import { AppError, fieldError } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { currentCashier, nowIso, type StationContext } from '../context';
import { replica } from '../catalogue/replica';
import { getSetting } from '../settings/settings-store';
import { loginThrottle } from './login-throttle';
import { cashierView, type CashierView } from './cashier-view';
import { pinCashiers, pinLogin } from './pin-login';

export { cashierView, type CashierView } from './cashier-view';

export interface LoginArgs {
  username: string;
  password: string;
}

const LOGIN_SYNC_WAIT_MS = 3000;

const wrongLogin = () => new AppError('unauthorized', 'invalid-credentials', 'Username or password is incorrect.');

/**
 * Login of a user holding Cashier (28), checked against the argon2 hash the replica holds (never a
 * plain password). Online, the users stream is brought up to date first. Offline, only a user who
 * logged in on this station while it was online may log in.
 */
export async function login(ctx: StationContext, args: LoginArgs): Promise<CashierView> {
  if (!args.username?.trim()) throw fieldError('username', 'Username is required.');
  if (!args.password) throw fieldError('password', 'Password is required.');
  if (getSetting(ctx.db, 'token') === undefined) throw new AppError('unprocessable', 'station-not-paired', 'Pair the station with the server first.');
  const throttle = loginThrottle(ctx.db);
  // One login check at a time per station; the attempt counts before the password is verified.
  const { user, online } = await throttle.oneAtATime(async () => {
    throttle.reserve(args.username, ctx.clock().getTime());
    // Bring the cashiers up to date when the server answers quickly; never hold a login up for long.
    const online = await ctx.sync.refresh(['provider', 'users'], LOGIN_SYNC_WAIT_MS);
    const user = replica.userByName(ctx.db, args.username);
    if (!user || !(await ctx.verifySecret(user.passwordHash, args.password))) {
      throttle.failed(args.username, ctx.clock().getTime());
      throw wrongLogin();
    }
    throttle.succeeded(args.username);
    return { user, online };
  });
  if (!user.permissions.includes(Permission.Cashier)) throw new AppError('forbidden', 'no-permission', 'No permission');
  const known = ctx.db.$client.prepare('select 1 from known_logins where user_id = ?').get(user.id);
  if (!online && !known) {
    throw new AppError('unprocessable', 'first-login-needs-network', 'The first login of a user on this station needs the network.');
  }
  const now = nowIso(ctx);
  if (online) {
    ctx.db.$client.prepare('insert into known_logins (user_id, first_at, last_at) values (?, ?, ?) on conflict (user_id) do update set last_at = excluded.last_at').run(user.id, now, now);
  }
  ctx.session.userId = user.id;
  ctx.events.emit({ type: 'status' });
  return cashierView(user);
}

export function logout(ctx: StationContext): true {
  ctx.session.userId = null;
  ctx.events.emit({ type: 'status' });
  return true;
}

export function sessionHandlers(ctx: StationContext) {
  return {
    login: (args: LoginArgs) => login(ctx, args),
    logout: (_args: Record<string, never> = {}) => logout(ctx),
    whoami: (_args: Record<string, never> = {}) => cashierView(currentCashier(ctx)),
    /** Issue 16: the PIN screen's tiles (this provider's cashiers with a PIN); no login needed. */
    'pin-cashiers': (_args: Record<string, never> = {}) => pinCashiers(ctx),
    'pin-login': (args: { userId: number; pin: string }) => pinLogin(ctx, args),
  };
}
