import { randomInt } from 'node:crypto';

/** Letters and digits a cashier cannot mistake for each other (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 10;
/** A pairing code is good for one day and one pairing. */
export const PAIRING_TTL_MS = 24 * 3600_000;

/** A one-time pairing code shown in the back office and typed at the station, e.g. "K7QM-PX2R-9A". */
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.match(/.{1,4}/g)!.join('-');
}

/** What a typed code is compared by: upper case, separators and spaces dropped. */
export function normalizePairingCode(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
