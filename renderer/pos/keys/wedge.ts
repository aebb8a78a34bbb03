/**
 * A keyboard-wedge scanner types a code as a burst of key presses a few milliseconds apart and
 * ends it with Enter or Tab. A burst is told from a person typing by its timing alone, and each
 * key is read by its physical position (KeyboardEvent.code) as a US keyboard would type it, so a
 * scan reads the same under a Hebrew or Russian layout ('ש' on KeyA reads 'a').
 *
 * The keys of a burst still reach the page as it happens (nobody can know the first key starts a
 * scan); when the burst turns out to be a scan, what it typed into a focused field is taken back
 * and the code is handed to `onScan`. Keys after the first of a burst never reach the app's hot
 * keys, so a '-' inside a code does not take a ticket off the cart.
 */

/** Scanners send keys a few ms apart; people, even fast ones, rarely under 50 ms and never for long. */
export const SCAN_MAX_GAP_MS = 35;
export const SCAN_MIN_LENGTH = 4;
/**
 * Inside a text field a scan may stall once or twice while the page redraws what was typed (the
 * sell screen narrows its tiles on each key): a gap up to this long keeps the burst going there,
 * and the burst is a scan only if its keys came SCAN_MAX_GAP_MS apart on average, faster than any
 * person types.
 */
export const SCAN_STALL_MS = 300;

/** The US character of a key by its physical code, without and with Shift. */
const SYMBOLS: Record<string, [string, string]> = {
  Minus: ['-', '_'],
  Equal: ['=', '+'],
  BracketLeft: ['[', '{'],
  BracketRight: [']', '}'],
  Backslash: ['\\', '|'],
  Semicolon: [';', ':'],
  Quote: ["'", '"'],
  Backquote: ['`', '~'],
  Comma: [',', '<'],
  Period: ['.', '>'],
  Slash: ['/', '?'],
  Space: [' ', ' '],
  NumpadDecimal: ['.', '.'],
  NumpadSubtract: ['-', '-'],
  NumpadAdd: ['+', '+'],
  NumpadMultiply: ['*', '*'],
  NumpadDivide: ['/', '/'],
  NumpadEqual: ['=', '='],
};
const SHIFTED_DIGITS = ')!@#$%^&*(';

export interface WedgeKey {
  key: string;
  code?: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  /** When the key was pressed (ms): KeyboardEvent.timeStamp, so a busy page does not squeeze a person's typing into a burst. */
  timeStamp: number;
  target: EventTarget | null;
  preventDefault(): void;
  stopImmediatePropagation(): void;
}

/** The character a key types on a US layout, or null for keys that type nothing (Shift, F1, arrows...). */
export function usCharacter(e: Pick<WedgeKey, 'key' | 'code' | 'shiftKey'>): string | null {
  const code = e.code ?? '';
  const shift = !!e.shiftKey;
  let m = /^Key([A-Z])$/.exec(code);
  if (m) return shift ? m[1]! : m[1]!.toLowerCase();
  m = /^Digit(\d)$/.exec(code);
  if (m) return shift ? SHIFTED_DIGITS[Number(m[1])]! : m[1]!;
  m = /^Numpad(\d)$/.exec(code);
  if (m) return m[1]!;
  const symbol = SYMBOLS[code];
  if (symbol) return shift ? symbol[1] : symbol[0];
  // No physical code (a synthetic key, an unusual keyboard): the key's own character.
  if (!code && e.key.length === 1) return e.key;
  return null;
}

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

type Editable = HTMLInputElement | HTMLTextAreaElement;

function editable(target: EventTarget | null): Editable | null {
  const el = target as HTMLElement | null;
  if (!el || (el.tagName !== 'INPUT' && el.tagName !== 'TEXTAREA')) return null;
  return el as unknown as Editable;
}

interface Snapshot {
  el: Editable;
  value: string;
  start: number | null;
  end: number | null;
}

/** Puts a field back as it was before the burst, so React (which owns the value) hears it too. */
export function takeBack(s: Snapshot): void {
  if (s.el.value === s.value) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(s.el) as object, 'value')?.set;
  if (setter) setter.call(s.el, s.value);
  else s.el.value = s.value;
  if (typeof s.el.dispatchEvent === 'function' && typeof Event !== 'undefined') s.el.dispatchEvent(new Event('input', { bubbles: true }));
  if (s.start !== null && typeof s.el.setSelectionRange === 'function') s.el.setSelectionRange(s.start, s.end ?? s.start);
}

export interface WedgeOptions {
  /** Hands a scan on; false when nobody on screen takes scans, and the keys stay what they typed (a fast "1240" in a count field). */
  onScan(code: string): boolean | void;
  maxGapMs?: number;
  minLength?: number;
}

/** The burst detector: feed it every keydown (capture phase, before the app's keys). Returns whether the key was taken. */
export function createWedge(opts: WedgeOptions): (e: WedgeKey) => boolean {
  const maxGap = opts.maxGapMs ?? SCAN_MAX_GAP_MS;
  const minLength = opts.minLength ?? SCAN_MIN_LENGTH;
  let chars: string[] = [];
  let first = -Infinity;
  let last = -Infinity;
  let snapshot: Snapshot | null = null;

  const reset = () => {
    chars = [];
    snapshot = null;
    first = -Infinity;
    last = -Infinity;
  };
  /** Keys of the burst came faster than a person types, on average. */
  const fastOnAverage = () => chars.length < 2 || (last - first) / (chars.length - 1) <= maxGap;
  /** A stall inside the field the burst started in. */
  const stallInField = (e: WedgeKey, gap: number) => gap <= SCAN_STALL_MS && snapshot !== null && e.target === snapshot.el;

  return (e) => {
    if (MODIFIERS.has(e.key)) return false;
    if (e.ctrlKey || e.altKey || e.metaKey) {
      reset();
      return false;
    }
    const gap = e.timeStamp - last;
    if (e.key === 'Enter' || e.key === 'Tab') {
      // The ending key may trail a little behind the code (scanners add a suffix delay).
      const scan = chars.length >= minLength && (gap <= maxGap * 2 || stallInField(e, gap)) && fastOnAverage();
      const code = chars.join('');
      const taken = snapshot;
      reset();
      if (!scan) return false;
      if (opts.onScan(code) === false) return false;
      e.preventDefault();
      e.stopImmediatePropagation();
      if (taken) takeBack(taken);
      return true;
    }
    const ch = usCharacter(e);
    if (ch === null) {
      reset();
      return false;
    }
    if (chars.length > 0 && (gap <= maxGap || stallInField(e, gap))) {
      chars.push(ch);
      last = e.timeStamp;
      // Inside a burst: typing into a field goes on (it is taken back at the end); elsewhere the key is not a hot key.
      if (!editable(e.target)) {
        e.preventDefault();
        e.stopImmediatePropagation();
        return true;
      }
      return false;
    }
    const el = editable(e.target);
    chars = [ch];
    first = e.timeStamp;
    last = e.timeStamp;
    snapshot = el ? { el, value: el.value, start: el.selectionStart ?? null, end: el.selectionEnd ?? null } : null;
    return false;
  };
}

let burstKeys = 0;

/**
 * How many keys bursts have taken so far. A single-letter key notes it, waits a moment and looks
 * again: a change means that key was a scan's first character, not a person's key.
 */
export function burstKeyCount(): number {
  return burstKeys;
}

/** The one wedge of the app: installed before the hot keys so a scan's Enter never reaches them. */
export function installWedge(onScan: (code: string) => boolean | void, target: Window = window): () => void {
  const wedge = createWedge({ onScan });
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.isComposing || e.repeat) return;
    if (wedge(e)) burstKeys++;
  };
  target.addEventListener('keydown', onKeyDown, true);
  return () => target.removeEventListener('keydown', onKeyDown, true);
}
