import type { App } from '../../http/types';

export default async function calendarRoutes(_app: App): Promise<void> {
  // Routes of this domain are registered here.
}
