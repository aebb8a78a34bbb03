import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n, missingKeys, setLanguage } from '../../i18n';
import { backofficeTexts } from '../texts';
import { documentEventText } from './document-event-text';

/** The order history's document lines (R-ORD-12, issue 15) in each language, every one worded (no key shown). */
describe('order history: document events', () => {
  beforeAll(async () => {
    const stored = new Map<string, string>();
    Object.assign(globalThis, { localStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) } });
    await initI18n({ name: 'backoffice', resources: backofficeTexts }, 'en-US');
  });

  it('en-US: issued, refunded, voided (money not back, refused), a proforma cancelled, a card refund waiting', () => {
    const t = i18next.t.bind(i18next);
    const refund = { docType: 'refund', number: 5001, documentId: 9, total: 12_000 };
    expect(documentEventText(t, 'document-created', refund, 1)).toBe('Refund receipt 5001 issued (₪ 120.00)');
    expect(documentEventText(t, 'refunded', { number: 5001, amount: 12_000 }, 1)).toBe('Refunded ₪ 120.00 (refund receipt 5001)');
    expect(documentEventText(t, 'document-created', { ...refund, status: 'void', voidReason: 'card-refund-not-returned' }, 1)).toBe('Refund receipt 5001 voided: the money did not go back');
    expect(documentEventText(t, 'document-created', { ...refund, status: 'void', voidReason: 'card-refund-refused 004' }, 1)).toBe('Refund receipt 5001 voided: the card company refused the refund');
    expect(documentEventText(t, 'document-created', { docType: 'proforma', number: 4001, documentId: 3, cancelled: true }, 1)).toMatch(/ 4001 cancelled$/);
    expect(documentEventText(t, 'document-created', { ...refund, state: 'InProgress', conflictFlags: ['card-refund-unsettled'] }, 1)).toBe("Refund receipt 5001 waits: the card company's answer is not known");
  });

  for (const lang of ['he-IL', 'ru-RU'] as const) {
    it(`${lang}: every line in its words, none in English and no key left`, async () => {
      await setLanguage(lang);
      missingKeys.clear();
      const t = i18next.t.bind(i18next);
      const refund = { docType: 'refund', number: 5001, documentId: 9, total: 12_000 };
      const lines: string[] = [
        documentEventText(t, 'document-created', { ...refund, status: 'void', voidReason: 'card-refund-not-returned' }, 1),
        documentEventText(t, 'document-created', { docType: 'proforma', number: 4001, cancelled: true }, 1),
        documentEventText(t, 'document-created', { ...refund, state: 'InProgress', conflictFlags: ['card-refund-unsettled'] }, 1),
      ];
      for (const line of lines) expect(line).not.toMatch(/[A-Za-z]{3,}/);
      expect(lines.map((l) => /\b(5001|4001)\b/.exec(l)?.[1])).toEqual(['5001', '4001', '5001']);
      // Each its own words: voided, cancelled and waiting read differently.
      expect(new Set(lines.map((l) => l.replace(/\d+/g, ''))).size).toBe(3);
      expect([...missingKeys]).toEqual([]);
    });
  }
});
