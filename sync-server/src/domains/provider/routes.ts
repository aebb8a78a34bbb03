import type { App } from '../../http/types';
import accountRoutes from './account-routes';
import currencyRateRoutes from './currency-rate-routes';
import settingsRoutes from './settings-routes';

/** The provider's own settings: details and contacts, address, bank accounts and currency rates. */
export default async function providerRoutes(app: App): Promise<void> {
  await app.register(settingsRoutes);
  await app.register(accountRoutes);
  await app.register(currencyRateRoutes);
}
