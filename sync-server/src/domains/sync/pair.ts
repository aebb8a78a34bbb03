import { AppError } from '@pos/shared/errors';
import type { PairRequest, PairResponse } from '@pos/shared/sync/protocol';
import type { Db } from '../../db/client';
import { newToken, sha256 } from '../../security/secrets';
import { normalizePairingCode } from '../stations/pairing-code';
import { assertPairingAllowed, countWrongPairing } from './pair-throttle';
import { pairStation, stationByCodeHash } from '../stations/station-repo';

/**
 * POST /sync/pair: the one-time code made in the back office becomes the station's bearer token.
 * The code works once, within its day; only the token's SHA-256 is kept. Wrong codes are counted
 * per address (pair-throttle.ts).
 */
export async function pair(db: Db, request: PairRequest, address: string, now = new Date()): Promise<PairResponse> {
  await assertPairingAllowed(db, address);
  const codeHash = sha256(normalizePairingCode(request.code));
  // The identifier is always checked (issue 14): a pairing code alone, read off a screen, pairs nothing.
  const candidate = await stationByCodeHash(db, codeHash);
  if (candidate && candidate.cashierIdentifier.trim().toLowerCase() !== request.cashierIdentifier.trim().toLowerCase()) {
    await countWrongPairing(db, address);
    throw new AppError('unprocessable', 'cashier-identifier-incorrect', 'Cashier identifier incorrect.');
  }
  const token = newToken();
  const station = await pairStation(db, codeHash, { tokenHash: sha256(token), deviceId: request.deviceId, now });
  if (!station) await countWrongPairing(db, address);
  if (!station) throw new AppError('unprocessable', 'pairing-code-invalid', 'The pairing code is wrong, used or expired.');
  return { token, stationId: station.id, providerId: station.providerId, name: station.name, number: station.number };
}
