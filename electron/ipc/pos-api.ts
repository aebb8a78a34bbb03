import { channelOf, EVENT_CHANNEL, type HandlerMapLike, type Invokers, type PosApi, type RpcResult } from './contract';

/** The part of Electron's ipcRenderer the preload uses (a fake one in the contract test). */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/**
 * `window.pos`: one named invoke call per handler name and the event subscription. The raw
 * ipcRenderer never reaches the page; the IPC event object is dropped before the listener runs.
 */
export function createPosApi<M extends HandlerMapLike>(ipcRenderer: IpcRendererLike, names: readonly (keyof M & string)[]): PosApi<M> {
  const invokers = Object.fromEntries(
    names.map((name) => [name, (args: unknown) => ipcRenderer.invoke(channelOf(name), args) as Promise<RpcResult<unknown>>]),
  ) as unknown as Invokers<M>;
  const api = {
    ...invokers,
    platform: 'electron' as const,
    onStationEvent(listener: (event: unknown) => void) {
      const relay = (_event: unknown, payload: unknown) => listener(payload);
      ipcRenderer.on(EVENT_CHANNEL, relay);
      return () => void ipcRenderer.removeListener(EVENT_CHANNEL, relay);
    },
  } satisfies PosApi<M>;
  return Object.freeze(api);
}
