import { describe, expect, it } from 'vitest';
import { newPairingCode, normalizePairingCode, PAIRING_CODE_LENGTH } from './pairing-code';

describe('pairing codes', () => {
  it('are grouped for reading and compare without separators or case', () => {
    const code = newPairingCode();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}$/);
    expect(normalizePairingCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code.replace(/-/g, ''));
    expect(normalizePairingCode(code)).toHaveLength(PAIRING_CODE_LENGTH);
  });

  it('differ from one another', () => {
    const codes = new Set(Array.from({ length: 200 }, newPairingCode));
    expect(codes.size).toBe(200);
  });
});
