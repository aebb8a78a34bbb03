import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeBindings, keyName, press, useKeyLayers } from './keys/hotkeys';
import { decideScreen } from './state/nav';
import { amountDue, cartArgs, clearCart, lineAt, lineKey, setQuantity, updateLine, useCart, type NewLine } from './state/cart';
import { parseMoney } from './components/fields';
import { httpTransport, ipcTransport } from './core/transport';
import type { PosApi, HandlerMapLike } from '../../electron/ipc/contract';

const layer = (id: string, bindings: { key: string; run?: () => void; disabled?: boolean }[], modal = false) => ({
  id,
  modal,
  signature: '',
  bindings: { current: bindings.map((b) => ({ label: `keys.${b.key}`, run: b.run ?? (() => undefined), ...b })) },
});

describe('keyboard layers', () => {
  afterEach(() => useKeyLayers.setState({ layers: [] }));

  it('lets the top layer answer first and lower layers answer the keys it leaves', () => {
    const screenF4 = vi.fn();
    const appF1 = vi.fn();
    useKeyLayers.setState({ layers: [layer('app', [{ key: 'F1', run: appF1 }, { key: 'F4' }]), layer('screen', [{ key: 'F4', run: screenF4 }])] });
    expect(activeBindings(useKeyLayers.getState().layers).map((b) => b.key)).toEqual(['F4', 'F1']);
    expect(press('F4')).toBe(true);
    expect(press('F1')).toBe(true);
    expect(screenF4).toHaveBeenCalledOnce();
    expect(appF1).toHaveBeenCalledOnce();
  });

  it('stops at a modal layer (a dialog) and never runs a disabled key', () => {
    const appF9 = vi.fn();
    useKeyLayers.setState({ layers: [layer('app', [{ key: 'F9', run: appF9 }]), layer('dialog', [{ key: 'Escape' }, { key: 'Enter', disabled: true }], true)] });
    expect(press('F9')).toBe(false);
    expect(press('Enter')).toBe(false);
    expect(appF9).not.toHaveBeenCalled();
  });

  it('names keys the same on every layout', () => {
    expect(keyName({ key: 'F2', ctrlKey: false, metaKey: false, altKey: false })).toBe('F2');
    expect(keyName({ key: 'Esc', ctrlKey: false, metaKey: false, altKey: false })).toBe('Escape');
    expect(keyName({ key: 'p', ctrlKey: true, metaKey: false, altKey: false })).toBe('Ctrl+P');
  });
});

describe('which screen shows', () => {
  const top = { name: 'sell' } as const;
  it('pairs first, then logs in, then needs an open shift to sell', () => {
    expect(decideScreen({ loaded: false, paired: false, user: null, shift: null }, top)).toBeNull();
    expect(decideScreen({ loaded: true, paired: false, user: null, shift: null }, top)).toEqual({ name: 'settings' });
    expect(decideScreen({ loaded: true, paired: true, user: null, shift: null }, top)).toEqual({ name: 'login' });
    expect(decideScreen({ loaded: true, paired: true, user: null, shift: null }, { name: 'settings' })).toEqual({ name: 'settings' });
    expect(decideScreen({ loaded: true, paired: true, user: {}, shift: null }, top)).toEqual({ name: 'shift' });
    expect(decideScreen({ loaded: true, paired: true, user: {}, shift: {} }, { name: 'login' })).toEqual({ name: 'sell' });
    expect(decideScreen({ loaded: true, paired: true, user: {}, shift: {} }, { name: 'reserved' })).toEqual({ name: 'reserved' });
  });
});

describe('the cart as the core takes it', () => {
  afterEach(() => clearCart());
  const tour = (customerTypeId: number, slotId: number | null = 5): NewLine => ({
    productId: 7,
    productName: 'Tour',
    slotId,
    date: '2030-03-03',
    startTime: slotId ? '10:00:00' : null,
    customerTypeId,
    customerTypeName: `type ${customerTypeId}`,
    listUnitPrice: 12000,
  });

  it('groups lines per product, date and slot, one line per customer type (R-ORD-15)', () => {
    setQuantity(tour(11), 1);
    setQuantity(tour(11), 2);
    setQuantity(tour(12), 1);
    setQuantity(tour(11, null), 3);
    updateLine(lineKey(tour(12)), { discountPercent: 10, unitPrice: 9000 });
    const args = cartArgs({ ...useCart.getState() });
    expect(args.items).toEqual([
      { productId: 7, date: '2030-03-03', slotId: 5, customers: [{ customerTypeId: 11, quantity: 2 }, { customerTypeId: 12, quantity: 1, unitPrice: 9000, discountPercent: 10 }] },
      { productId: 7, date: '2030-03-03', slotId: null, customers: [{ customerTypeId: 11, quantity: 3 }] },
    ]);
    expect(lineAt(useCart.getState(), 0, 1)?.customerTypeId).toBe(12);
    expect(lineAt(useCart.getState(), 1, 0)?.slotId).toBeNull();
    setQuantity(tour(12), 0);
    expect(useCart.getState().lines).toHaveLength(2);
  });

  it('asks for the core\'s total, or a reserved order\'s balance', () => {
    expect(amountDue({ pricing: null, reserved: null })).toBeNull();
    expect(amountDue({ pricing: { ok: false, totals: null } as never, reserved: null })).toBeNull();
    expect(amountDue({ pricing: { ok: true, totals: { totalToPay: 32000 } } as never, reserved: null })).toBe(32000);
    expect(amountDue({ pricing: null, reserved: { balance: 24000 } as never })).toBe(24000);
  });
});

describe('money typed by a person', () => {
  it('reads major units into minor units, refusing more than 2 decimals', () => {
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('₪ 1,234.00')).toBe(123400);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('1.234')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
  });
});

describe('the transports answer with data, never a throw', () => {
  it('HTTP: an RpcResult passes through; an unreachable host or a foreign answer becomes an error', async () => {
    const ok = httpTransport('http://127.0.0.1:1', { fetch: async () => new Response(JSON.stringify({ ok: true, data: 5 })) });
    expect(await ok.call('status', {})).toEqual({ ok: true, data: 5 });
    const down = httpTransport('http://127.0.0.1:1', {
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await down.call('status', {})).toMatchObject({ ok: false, error: { code: 'station-unreachable' } });
    const proxy = httpTransport('http://127.0.0.1:1', { fetch: async () => new Response('<html>502</html>', { status: 502 }) });
    expect(await proxy.call('status', {})).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });

  it('HTTP posts the arguments to /rpc/{name}', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true, data: null })));
    await httpTransport('http://127.0.0.1:8090/', { fetch }).call('sale-create', { lines: [] });
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:8090/rpc/sale-create', expect.objectContaining({ method: 'POST', body: '{"lines":[]}' }));
  });

  it('IPC: a name the preload does not know, or an invoke that rejects, is an error as data', async () => {
    const pos = { platform: 'electron', onStationEvent: () => () => undefined, status: async () => ({ ok: true, data: 1 }), broken: async () => Promise.reject(new Error('gone')) } as unknown as PosApi<HandlerMapLike>;
    const ipc = ipcTransport(pos);
    expect(await ipc.call('status', {})).toEqual({ ok: true, data: 1 });
    expect(await ipc.call('nope', {})).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(await ipc.call('broken', {})).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });
});
