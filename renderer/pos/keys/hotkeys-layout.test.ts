import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { installKeyboard, keyName, useKeyLayers, type KeyBinding } from './hotkeys';

/** What the Hebrew and Russian layouts type on the letter keys the POS binds (by KeyboardEvent.code). */
const LAYOUTS: Record<'he' | 'ru' | 'us', Record<string, string>> = {
  he: { KeyJ: 'ח', KeyP: 'פ', KeyM: 'צ', KeyL: 'ך', KeyA: 'ש', KeyB: 'נ' },
  ru: { KeyJ: 'о', KeyP: 'з', KeyM: 'ь', KeyL: 'д', KeyA: 'ф', KeyB: 'и' },
  us: { KeyJ: 'j', KeyP: 'p', KeyM: 'm', KeyL: 'l', KeyA: 'a', KeyB: 'b' },
};

/** A keydown as Chromium sends it: `key` is the layout's character, `code` the physical key. */
function keydown(target: EventTarget, init: { key: string; code: string; ctrlKey?: boolean; tagName?: string }): Event {
  const event = Object.assign(new Event('keydown', { cancelable: true }), { key: init.key, code: init.code, ctrlKey: init.ctrlKey ?? false, metaKey: false, altKey: false, isComposing: false, repeat: false });
  if (init.tagName) Object.defineProperty(event, 'target', { value: { tagName: init.tagName, getAttribute: () => null } });
  target.dispatchEvent(event);
  return event;
}

function bind(keys: string[]): Record<string, ReturnType<typeof vi.fn>> {
  const runs = Object.fromEntries(keys.map((k) => [k, vi.fn()]));
  const bindings: KeyBinding[] = keys.map((key) => ({ key, label: 'keys.help', run: runs[key]! }));
  useKeyLayers.setState({ layers: [{ id: 'screen', modal: false, signature: '', bindings: { current: bindings } }] });
  return runs;
}

/**
 * Issue 16: the POS's letter hot keys (Ctrl+J print queue, Ctrl+P park, Ctrl+M cash in/out, Ctrl+L
 * switch cashier, the customer types' A, B...) are matched by the physical key, so they work with a
 * Hebrew or Russian keyboard layout, where Ctrl+J gives the key 'ח' or 'о'.
 */
describe('letter hot keys on Hebrew and Russian keyboard layouts', () => {
  const target = new EventTarget();
  const remove = installKeyboard(target as unknown as Window);
  afterEach(() => useKeyLayers.setState({ layers: [] }));
  afterAll(remove);

  for (const layout of ['he', 'ru', 'us'] as const) {
    it(`Ctrl+J, Ctrl+P, Ctrl+M, Ctrl+L and the type letters run on the ${layout} layout`, () => {
      const runs = bind(['Ctrl+J', 'Ctrl+P', 'Ctrl+M', 'Ctrl+L', 'A', 'B']);
      for (const letter of ['J', 'P', 'M', 'L']) {
        const event = keydown(target, { key: LAYOUTS[layout][`Key${letter}`]!, code: `Key${letter}`, ctrlKey: true });
        expect(runs[`Ctrl+${letter}`]).toHaveBeenCalledTimes(1);
        // The browser's own Ctrl+J (downloads), Ctrl+P (print) never open over the till.
        expect(event.defaultPrevented).toBe(true);
      }
      keydown(target, { key: LAYOUTS[layout].KeyA!, code: 'KeyA' });
      keydown(target, { key: LAYOUTS[layout].KeyB!, code: 'KeyB' });
      expect(runs.A).toHaveBeenCalledTimes(1);
      expect(runs.B).toHaveBeenCalledTimes(1);
    });
  }

  it('a letter typed in a text field stays typing, Ctrl+J still opens the queue from it', () => {
    const runs = bind(['A', 'Ctrl+J']);
    const typed = keydown(target, { key: 'ש', code: 'KeyA', tagName: 'INPUT' });
    expect(runs.A).not.toHaveBeenCalled();
    expect(typed.defaultPrevented).toBe(false);
    keydown(target, { key: 'ח', code: 'KeyJ', ctrlKey: true, tagName: 'INPUT' });
    expect(runs['Ctrl+J']).toHaveBeenCalledTimes(1);
  });

  it('names letters by the physical key, other keys by their value; without a code, by the character', () => {
    const name = (key: string, code: string | undefined, ctrlKey = false) => keyName({ key, code, ctrlKey, metaKey: false, altKey: false });
    expect(name('ח', 'KeyJ', true)).toBe('Ctrl+J');
    expect(name('о', 'KeyJ', true)).toBe('Ctrl+J');
    expect(name('ש', 'KeyA')).toBe('A');
    expect(name('F5', 'F5', true)).toBe('Ctrl+F5');
    expect(name('+', 'NumpadAdd')).toBe('+');
    expect(name('-', 'Minus')).toBe('-');
    expect(name('3', 'Digit3')).toBe('3');
    expect(name('Escape', 'Escape')).toBe('Escape');
    expect(name('p', undefined, true)).toBe('Ctrl+P');
  });

});
