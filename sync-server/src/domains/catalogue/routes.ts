import type { App } from '../../http/types';

export default async function catalogueRoutes(_app: App): Promise<void> {
  // Routes of this domain are registered here.
}
