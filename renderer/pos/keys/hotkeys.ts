import { useEffect, useId, useRef } from 'react';
import { create } from 'zustand';

/**
 * Keyboard first: every screen and dialog declares its keys as a layer. The top layer answers
 * first; a key it does not bind falls through to the layers beneath (F1 help, F9 shift...) unless
 * the layer is modal (a dialog). The legend shows the same bindings, so what is on screen is
 * exactly what the keys do, and each legend entry can be touched.
 */
export interface KeyBinding {
  /** 'F1'..'F12', 'Enter', 'Escape', 'Delete', '+', '-', or 'Ctrl+X'. */
  key: string;
  /** i18n key of the legend label (pos namespace). */
  label: string;
  run(): void;
  disabled?: boolean;
  /** Works but is not listed (e.g. '+' beside a visible button). */
  hidden?: boolean;
}

interface Layer {
  id: string;
  modal: boolean;
  /** The bindings of the latest render: a key runs what the screen holds now, never an older closure. */
  bindings: { readonly current: readonly KeyBinding[] };
  /** Changes when what the legend shows changes (key, label, disabled, hidden), so it redraws. */
  signature: string;
}

interface KeyState {
  layers: Layer[];
}

export const useKeyLayers = create<KeyState>(() => ({ layers: [] }));

/** Registers the bindings while the component is mounted; later renders replace them. */
export function useHotkeys(bindings: readonly KeyBinding[], opts: { modal?: boolean } = {}): void {
  const id = useId();
  const modal = opts.modal ?? false;
  const latest = useRef(bindings);
  latest.current = bindings;
  const signature = bindings.map((b) => `${b.key}:${b.label}:${b.disabled ? 1 : 0}:${b.hidden ? 1 : 0}`).join('|');

  useEffect(() => {
    useKeyLayers.setState((s) => ({ layers: [...s.layers, { id, modal, bindings: latest, signature: '' }] }));
    return () => useKeyLayers.setState((s) => ({ layers: s.layers.filter((l) => l.id !== id) }));
  }, [id, modal]);

  useEffect(() => {
    useKeyLayers.setState((s) => ({ layers: s.layers.map((l) => (l.id === id ? { ...l, signature } : l)) }));
  }, [id, signature]);
}

/** The bindings in force, top layer first, one per key. */
export function activeBindings(layers: readonly Layer[]): KeyBinding[] {
  const seen = new Set<string>();
  const out: KeyBinding[] = [];
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i]!;
    for (const b of layer.bindings.current) {
      if (seen.has(b.key)) continue;
      seen.add(b.key);
      out.push(b);
    }
    if (layer.modal) break;
  }
  return out;
}

/**
 * A key's name for the bindings. Letter keys are named by their physical key (KeyboardEvent.code
 * 'KeyJ' -> 'J'), as printed on a US keyboard, so Ctrl+J, Ctrl+P, Ctrl+M and the customer types'
 * letters work whatever layout the cashier types in: a Hebrew layout gives key 'ח' for J and a
 * Russian one 'о'. Without a code (a synthetic event), the key's character is used.
 */
export function keyName(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'> & { code?: string }): string {
  const letter = /^Key([A-Z])$/.exec(e.code ?? '');
  const key = letter && e.key.length === 1 ? letter[1]! : e.key === 'Esc' ? 'Escape' : e.key.length === 1 ? e.key.toUpperCase() : e.key;
  return e.ctrlKey || e.metaKey ? `Ctrl+${key}` : key;
}

/** Runs a binding by its key name, as a key press or a touch on the legend would. */
export function press(key: string): boolean {
  const binding = activeBindings(useKeyLayers.getState().layers).find((b) => b.key === key);
  if (!binding || binding.disabled) return false;
  // Bindings are read fresh from the latest render at the moment of the press.
  binding.run();
  return true;
}

function isTextEntry(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.tagName === 'TEXTAREA' || el.tagName === 'SELECT';
}

function isActivatable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'BUTTON' || el.tagName === 'A' || el.getAttribute?.('role') === 'button');
}

/** One listener for the whole app. Returns its removal. */
export function installKeyboard(target: Window = window): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.isComposing || e.repeat) return;
    const name = keyName(e);
    const fn = /^F\d{1,2}$/.test(e.key);
    if (name === 'Enter' && (isActivatable(e.target) || isTextEntry(e.target))) return;
    // In a text field only function keys, Enter and Escape are ours; letters, digits, + and - are typing.
    const inField = (e.target as HTMLElement | null)?.tagName === 'INPUT' || isTextEntry(e.target);
    if (inField && !fn && name !== 'Enter' && name !== 'Escape' && !name.startsWith('Ctrl+')) return;
    if (press(name)) {
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    // Function keys never reach the browser (F1 help page, F3 find, F5 reload...).
    if (fn) e.preventDefault();
  };
  target.addEventListener('keydown', onKeyDown, true);
  return () => target.removeEventListener('keydown', onKeyDown, true);
}
