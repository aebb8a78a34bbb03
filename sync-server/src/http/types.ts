import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { PermissionCode } from '@pos/shared/permissions';
import type { CashierLimits } from '@pos/shared/pricing/cashier-limits';

/** The app as route plugins see it: typed by TypeBox schemas. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/**
 * Who may call a route: 'anonymous' (no login), 'user' (any logged-in user) or the permission code
 * of spec 000 §6 the caller's profile must hold. Every /api route declares one (checked at start-up).
 */
export type Access = 'anonymous' | 'user' | PermissionCode;

/** The logged-in caller, resolved from the session cookie. */
export interface Actor {
  userId: number;
  providerId: number;
  permissions: ReadonlySet<number>;
  language: string;
  username: string;
  /** The user's cashier limits (R-CASH-3, R-CASH-4); they bind a user holding Cashier (28). */
  cashierLimits?: CashierLimits;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A GET that changes state (the seed's methods are kept: order/edit/status, copy-product...).
     * Like every POST, PUT, PATCH and DELETE under /api it is refused from another site (plugins/cross-site.ts).
     */
    stateChanging?: boolean;
    /**
     * A POST that writes nothing (a calculation, a preview): its answer asks for no run of the change
     * sequencer (domains/sync/sequencer.ts), which every other write under /api schedules.
     */
    writesNothing?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}
