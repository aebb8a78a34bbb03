import { lazy, type ComponentType } from 'react';
import { Permission } from '@pos/shared/permissions';
import type { RouteDef } from '../ui/router';
import LoginPage from './pages/LoginPage';

export interface PageProps {
  params: Record<string, string>;
}
export type Page = ComponentType<PageProps>;
export type BackofficeRoute = RouteDef<Page>;

const page = (load: () => Promise<{ default: Page }>): Page => lazy(load);

const Home = page(() => import('./pages/HomePage'));
const ResetPassword = page(() => import('./pages/ResetPasswordPage'));
const OrderTicket = page(() => import('./pages/OrderTicketPage'));
const ErrorPage = page(() => import('./pages/ErrorPage'));

/**
 * The back office's routes (000 §2) in match order: fixed paths before the patterns that would
 * also match them (`/product/{id}/edit/{tab?}` before `/product/{id}/{tab?}`). Only screens that
 * exist are listed; any other path is the not-found page (R-PERM-7).
 */
export const routes: BackofficeRoute[] = [
  // R-PERM-3: anonymous routes. The login page is in the first bundle: it must be usable at once.
  { path: '/login', page: LoginPage, titleKey: 'titles.login', anonymous: true },
  { path: '/reset-password/{token}', page: ResetPassword, titleKey: 'titles.resetPassword', anonymous: true },
  { path: '/order/{id}/ticket', page: OrderTicket, titleKey: 'titles.orderTicket', anonymous: true, openWhenLoggedIn: true },
  { path: '/error', page: ErrorPage, titleKey: 'titles.error', anonymous: true, openWhenLoggedIn: true },

  { path: '/', page: Home, titleKey: 'titles.home' },
];

export { Permission };
