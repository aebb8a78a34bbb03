import type { App } from '../http/types';
import sessionRoutes from './session/routes';

/** Every domain's routes, registered under /api. */
export async function apiRoutes(app: App): Promise<void> {
  await app.register(sessionRoutes);
}
