import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail (R-USER-3)', () => {
  it('accepts ordinary addresses', () => {
    for (const e of ['a@b.co', 'dana.levi+tickets@mail.example.co.il', 'X_Y@sub.domain.org']) expect(isValidEmail(e), e).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const e of ['', 'plain', '@b.co', 'a@', 'a@b', 'a b@c.de', 'a@@b.co', 'a@b..co', 'a@.b.co', 'a@b.co.', `${'x'.repeat(250)}@b.co`]) expect(isValidEmail(e), e).toBe(false);
  });
});
