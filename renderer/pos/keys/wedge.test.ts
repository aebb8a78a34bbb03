import { describe, expect, it } from 'vitest';
import { createWedge, usCharacter, type WedgeKey } from './wedge';

/** What Hebrew and Russian layouts type on the keys a scanner presses (letters by KeyboardEvent.code). */
const HEBREW: Record<string, string> = { KeyA: 'ש', KeyB: 'נ', KeyC: 'ב', KeyD: 'ג', KeyE: 'ק', KeyF: 'כ', KeyK: 'ל', KeyO: 'ם', KeyT: 'א' };
const RUSSIAN: Record<string, string> = { KeyA: 'ф', KeyB: 'и', KeyC: 'с', KeyD: 'в', KeyE: 'у', KeyF: 'а', KeyK: 'л', KeyO: 'щ', KeyT: 'е' };

function codeOf(ch: string): { code: string; shift: boolean } {
  if (/[a-z]/.test(ch)) return { code: `Key${ch.toUpperCase()}`, shift: false };
  if (/[A-Z]/.test(ch)) return { code: `Key${ch}`, shift: true };
  if (/\d/.test(ch)) return { code: `Digit${ch}`, shift: false };
  const symbols: Record<string, string> = { '-': 'Minus', '.': 'Period', '/': 'Slash', '=': 'Equal', _: 'Minus' };
  return { code: symbols[ch]!, shift: ch === '_' };
}

/** A fake text field that types a key's character unless the key was stopped, as a browser would. */
function field(value = '') {
  return { tagName: 'INPUT', value, selectionStart: value.length, selectionEnd: value.length };
}
type Field = ReturnType<typeof field>;

/**
 * Presses keys into the wedge as the browser would deliver them; keys not taken by the wedge reach
 * `app` (the hot keys) and, in a field, type their layout character there.
 */
function keyboard(layout: Record<string, string> | null, target: Field | { tagName: string } | null, onScan: (code: string) => void) {
  const wedge = createWedge({ onScan });
  const app: string[] = [];
  let now = 1000;
  const press = (key: string, code: string, shiftKey: boolean, gap: number) => {
    now += gap;
    let stopped = false;
    let prevented = false;
    const e: WedgeKey = { key, code, shiftKey, timeStamp: now, target: target as unknown as EventTarget, preventDefault: () => void (prevented = true), stopImmediatePropagation: () => void (stopped = true) };
    wedge(e);
    if (!stopped) app.push(key);
    if (!prevented && target && 'value' in target && key.length === 1) target.value += key;
  };
  return {
    app,
    type(text: string, gap: number, end: 'Enter' | 'Tab' | null = 'Enter') {
      for (const ch of text) {
        const { code, shift } = codeOf(ch);
        const key = layout && /[a-z]/.test(ch) ? (layout[code] ?? ch) : ch;
        if (shift) press('Shift', 'ShiftLeft', true, 1);
        press(key, code, shift, gap);
      }
      if (end) press(end, end, false, gap);
    },
  };
}

describe('keyboard-wedge scanner', () => {
  it('reads a scan under a Hebrew layout by the keys pressed, not the letters they type', () => {
    const scans: string[] = [];
    const kb = keyboard(HEBREW, { tagName: 'BODY' }, (c) => scans.push(c));
    kb.type('9f3a-beef.2', 8);
    expect(scans).toEqual(['9f3a-beef.2']);
    // Only the first key of the burst may reach the hot keys; the '-' inside the code never does, nor the Enter.
    expect(kb.app).toEqual(['9']);
  });

  it('reads a scan under a Russian layout, with Shift for capitals', () => {
    const scans: string[] = [];
    const kb = keyboard(RUSSIAN, { tagName: 'BODY' }, (c) => scans.push(c));
    kb.type('OK-TEST-42', 5);
    expect(scans).toEqual(['OK-TEST-42']);
  });

  it('ends a scan with Tab as well as Enter', () => {
    const scans: string[] = [];
    const kb = keyboard(null, null, (c) => scans.push(c));
    kb.type('ABCD1234', 4, 'Tab');
    expect(scans).toEqual(['ABCD1234']);
    expect(kb.app).not.toContain('Tab');
  });

  it('never takes a person typing the same characters for a scan: slow keys type as usual and Enter is the app\'s', () => {
    const scans: string[] = [];
    const search = field();
    const kb = keyboard(null, search, (c) => scans.push(c));
    kb.type('9f3a-beef.2', 120);
    expect(scans).toEqual([]);
    expect(search.value).toBe('9f3a-beef.2');
    expect(kb.app.at(-1)).toBe('Enter');
    // A burst too short to be a code is typing too.
    const kb2 = keyboard(null, field(), (c) => scans.push(c));
    kb2.type('ab1', 5);
    expect(scans).toEqual([]);
  });

  it('takes a scan typed into the focused search box back out of it, under a Hebrew layout', () => {
    const scans: string[] = [];
    const search = field('Old');
    const kb = keyboard(HEBREW, search, (c) => scans.push(c));
    kb.type('beef-0042', 6);
    expect(scans).toEqual(['beef-0042']);
    expect(search.value).toBe('Old');
    expect(kb.app).not.toContain('Enter');
  });

  it('starts over when the keys slow down mid-way (a person after a burst) and when a modifier combination is pressed', () => {
    const scans: string[] = [];
    const kb = keyboard(null, { tagName: 'BODY' }, (c) => scans.push(c));
    kb.type('ab', 5, null);
    kb.type('cdef', 200, 'Enter');
    expect(scans).toEqual([]);
    kb.type('1234abcd', 5);
    expect(scans).toEqual(['1234abcd']);
  });

  it('maps physical keys to US characters whatever the layout', () => {
    expect(usCharacter({ key: 'ש', code: 'KeyA' })).toBe('a');
    expect(usCharacter({ key: 'Ф', code: 'KeyA', shiftKey: true })).toBe('A');
    expect(usCharacter({ key: '.', code: 'Slash' })).toBe('/');
    expect(usCharacter({ key: 'ץ', code: 'Period' })).toBe('.');
    expect(usCharacter({ key: '1', code: 'Numpad1' })).toBe('1');
    expect(usCharacter({ key: '!', code: 'Digit1', shiftKey: true })).toBe('!');
    expect(usCharacter({ key: 'F2', code: 'F2' })).toBeNull();
    expect(usCharacter({ key: 'x' })).toBe('x');
  });
});

describe('keyboard-wedge scanner into a busy field', () => {
  it('a burst that stalls once while the page redraws is still one scan, taken back from the field', () => {
    const scans: string[] = [];
    const input = field('');
    const wedge = createWedge({ onScan: (c) => void scans.push(c) });
    let now = 0;
    const press = (key: string, gap: number) => {
      now += gap;
      let prevented = false;
      wedge({ key, code: /\d/.test(key) ? `Digit${key}` : key, timeStamp: now, target: input as unknown as EventTarget, preventDefault: () => void (prevented = true), stopImmediatePropagation: () => undefined });
      if (!prevented && key.length === 1) input.value += key;
    };
    '729'.split('').forEach((k) => press(k, 10));
    // The page redraws the narrowed tiles: the fourth key comes 90 ms late.
    press('0', 90);
    '000000011'.split('').forEach((k) => press(k, 10));
    press('Enter', 10);
    expect(scans).toEqual(['7290000000011']);
    expect(input.value).toBe('');
  });

  it('a person typing with pauses is never a scan, however the keys stall', () => {
    const scans: string[] = [];
    const input = field('');
    const wedge = createWedge({ onScan: (c) => void scans.push(c) });
    let now = 0;
    for (const [key, gap] of [['1', 0], ['2', 120], ['4', 110], ['0', 100], ['Enter', 90]] as const) {
      now += gap;
      wedge({ key, code: key === 'Enter' ? 'Enter' : `Digit${key}`, timeStamp: now, target: input as unknown as EventTarget, preventDefault: () => undefined, stopImmediatePropagation: () => undefined });
    }
    expect(scans).toEqual([]);
  });

  it('a fast "1240" where nobody takes scans stays typed: the Enter goes on to the form', () => {
    const input = field('');
    let prevented = false;
    const wedge = createWedge({ onScan: () => false });
    let now = 0;
    for (const key of ['1', '2', '4', '0', 'Enter']) {
      now += 5;
      wedge({ key, code: key === 'Enter' ? 'Enter' : `Digit${key}`, timeStamp: now, target: input as unknown as EventTarget, preventDefault: () => void (prevented = true), stopImmediatePropagation: () => undefined });
      if (key !== 'Enter') input.value += key;
    }
    expect(prevented).toBe(false);
    expect(input.value).toBe('1240');
  });
});
