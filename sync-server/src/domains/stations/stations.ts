import { FieldErrorCollector, fieldError, notFound, refused } from '@pos/shared/errors';
import type { Db } from '../../db/client';
import { hashSecret, sha256 } from '../../security/secrets';
import { newPairingCode, normalizePairingCode, PAIRING_TTL_MS } from './pairing-code';
import { findStation, insertStation, revokeStation, stationView, updateStation, type StationView } from './station-repo';
import { saveManagerCodeHash } from '../provider/settings-repo';
import { NEW_STATION_BLOCK } from '../documents/number-blocks';

export interface StationInput {
  name: string;
  cashierIdentifier: string;
  receiptBlockSize?: number;
}

export interface StationWithCode {
  station: StationView;
  /** Shown once: only its hash is kept. */
  pairingCode: string;
  pairingExpiresAt: string;
}

function checkInput(input: Partial<StationInput>): void {
  const errors = new FieldErrorCollector();
  if (input.name !== undefined) errors.check(input.name.trim().length > 0, 'name', 'Station name is required.');
  if (input.cashierIdentifier !== undefined) errors.check(input.cashierIdentifier.trim().length > 0, 'cashierIdentifier', 'Cashier identifier is required.');
  errors.throwIfAny();
}

function pairingCode(now: Date) {
  const code = newPairingCode();
  return { code, hash: sha256(normalizePairingCode(code)), expiresAt: new Date(now.getTime() + PAIRING_TTL_MS) };
}

/** A cashier station and its one-time pairing code. */
export async function createStation(db: Db, providerId: number, input: StationInput, now = new Date()): Promise<StationWithCode> {
  checkInput(input);
  const pairing = pairingCode(now);
  const row = await db.transaction((tx) =>
    insertStation(tx, providerId, {
      name: input.name.trim(),
      cashierIdentifier: input.cashierIdentifier.trim(),
      receiptBlockSize: input.receiptBlockSize ?? NEW_STATION_BLOCK,
      pairingCodeHash: pairing.hash,
      pairingExpiresAt: pairing.expiresAt,
    }),
  );
  return { station: stationView(row), pairingCode: pairing.code, pairingExpiresAt: pairing.expiresAt.toISOString() };
}

export async function saveStation(db: Db, providerId: number, id: number, input: Partial<StationInput>): Promise<StationView> {
  checkInput(input);
  const values = {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.cashierIdentifier !== undefined ? { cashierIdentifier: input.cashierIdentifier.trim() } : {}),
    ...(input.receiptBlockSize !== undefined ? { receiptBlockSize: input.receiptBlockSize } : {}),
  };
  const row = Object.keys(values).length > 0 ? await updateStation(db, providerId, id, values) : await findStation(db, providerId, id);
  if (!row) throw notFound('Station');
  return stationView(row);
}

/** A fresh pairing code for a station not paired yet (the last code was lost or ran out). */
export async function renewPairingCode(db: Db, providerId: number, id: number, now = new Date()): Promise<StationWithCode> {
  const station = await findStation(db, providerId, id);
  if (!station) throw notFound('Station');
  if (station.revokedAt) throw refused('station-revoked', 'The station was revoked; create a new station.');
  if (station.tokenHash) throw refused('station-paired', 'The station is already paired.');
  const pairing = pairingCode(now);
  const row = await updateStation(db, providerId, id, { pairingCodeHash: pairing.hash, pairingExpiresAt: pairing.expiresAt });
  return { station: stationView(row!), pairingCode: pairing.code, pairingExpiresAt: pairing.expiresAt.toISOString() };
}

export async function revoke(db: Db, providerId: number, id: number, now = new Date()): Promise<StationView> {
  const row = await db.transaction((tx) => revokeStation(tx, providerId, id, now));
  if (row) return stationView(row);
  const existing = await findStation(db, providerId, id);
  if (!existing) throw notFound('Station');
  return stationView(existing);
}

/**
 * Spec 001 §5 Provider settings: "Manager code required for shifts"; kept as an argon2 hash. A new
 * code has 6 to 12 digits (its hash is replicated to stations, so it must not be a quick guess
 * offline); a 4-digit code set before keeps working.
 */
export const MANAGER_CODE_PATTERN = /^\d{6,12}$/;

export async function setManagerCode(db: Db, providerId: number, managerCode: string): Promise<void> {
  if (!MANAGER_CODE_PATTERN.test(managerCode)) throw fieldError('managerCode', 'The manager code is 6 to 12 digits.');
  await saveManagerCodeHash(db, providerId, await hashSecret(managerCode));
}
