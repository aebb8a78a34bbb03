import bidiFactory from 'bidi-js';
import { describe, expect, it } from 'vitest';
import { directionOfText, toLogical, toVisual } from './bidi';

const bidi = bidiFactory();

describe('bidi', () => {
  it('reverses Hebrew and keeps numbers, prices and Latin words left to right', () => {
    expect(toVisual('סה"כ 118.00')).toBe('118.00 כ"הס');
    expect(toVisual('כרטיס ****1234')).toBe('1234**** סיטרכ');
    expect(toVisual('טיול Jeep 4x4 במדבר')).toBe('רבדמב Jeep 4x4 לויט');
    expect(toVisual('מע"מ 17%')).toBe('17% מ"עמ');
  });

  it('keeps a negative amount as one left-to-right unit, minus first', () => {
    expect(toVisual('הפרש -5.00 ש"ח')).toBe('ח"ש -5.00 שרפה');
    expect(toVisual('הנחה -1,234.50')).toBe('-1,234.50 החנה');
    expect(toVisual('שעות 10:00-12:00')).toBe('10:00-12:00 תועש');
  });

  it('mirrors brackets inside right-to-left text', () => {
    expect(toVisual('קבלת זיכוי (החזר)')).toBe('(רזחה) יוכיז תלבק');
  });

  it('leaves left-to-right text alone, a trailing bracket included', () => {
    expect(toVisual('Jeep tour (2h)')).toBe('Jeep tour (2h)');
    expect(directionOfText('118.00')).toBe('ltr');
    expect(directionOfText('Итого 118.00')).toBe('ltr');
  });

  it.each([
    'סה"כ לתשלום 118.00',
    'כרטיס ****1234',
    'תשלומים: 3',
    "צ'ק מס' 5531",
    'מע"מ 17% 17.14',
    '12/05/2025 10:00',
    'כרטיס 2 מתוך 5',
    'הפרש -5.00',
    'הפרש -5.00 ש"ח',
    '-5.00 ש"ח',
    'טלפון 08-6370000',
    'דוח משמרת Z (סגירה)',
    'ספארי - סיור ג\'יפים (שעתיים)',
    'טיול Jeep Tour במדבר 3 שעות',
    'קוד כרטיס TKT-2025-000123',
    'Jeep tour (2h)',
  ])('decoding gives back the logical order: %s', (text) => {
    expect(toLogical(toVisual(text))).toBe(text);
  });
});

describe('the shortcut for Hebrew without numbers or Latin', () => {
  it.each(['קבלת זיכוי (החזר)', 'סה"כ לתשלום', "צ'ק", 'תודה רבה!', 'מוצר: [א] {ב} <ג>', ' רווח בקצוות ', 'א - ב', 'מס\' *'])(
    'agrees with the full algorithm: %s',
    (text) => {
      const full = bidi.getReorderedString(text, bidi.getEmbeddingLevels(text, 'rtl'));
      expect(toVisual(text)).toBe(full);
    },
  );
});
