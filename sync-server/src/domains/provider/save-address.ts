import { FieldErrorCollector, notFound } from '@pos/shared/errors';
import type { Db } from '../../db/client';
import type { ProviderAddress, ProviderAddressInput } from '@pos/shared/api/provider-settings';
import { findProviderSettings, updateProviderSettings } from './settings-repo';
import { toAddressView } from './settings-view';

/**
 * POST save-provider-address: the address and its point on the map. Coordinates left out keep
 * their stored values; a point needs both coordinates or neither.
 */
export async function saveProviderAddress(db: Db, providerId: number, input: ProviderAddressInput): Promise<ProviderAddress> {
  const stored = await findProviderSettings(db, providerId);
  if (!stored) throw notFound('Provider');
  const address = input.address.trim();
  const latitude = input.latitude !== undefined ? input.latitude : stored.latitude;
  const longitude = input.longitude !== undefined ? input.longitude : stored.longitude;
  const errors = new FieldErrorCollector();
  errors.check(address.length > 0, 'address', 'Address is required.');
  if ((latitude === null) !== (longitude === null)) errors.add(latitude === null ? 'latitude' : 'longitude', 'Latitude and longitude go together.');
  errors.throwIfAny();
  await updateProviderSettings(db, providerId, { address, latitude, longitude });
  return toAddressView({ address, latitude, longitude });
}
