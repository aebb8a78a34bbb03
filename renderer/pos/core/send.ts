import type { ArgsOf, ErrorData, PosApi, ResultOf, RpcResult, HandlerMapLike } from '../../../electron/ipc/contract';
import { httpTransport, ipcTransport, type Transport } from './transport';
import type { Handlers } from './handlers';

export type HandlerName = keyof Handlers & string;
export type Args<K extends HandlerName> = ArgsOf<Handlers[K]>;
export type Result<K extends HandlerName> = ResultOf<Handlers[K]>;
export type { ErrorData, RpcResult };

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a browser. */
    pos?: PosApi<HandlerMapLike>;
  }
}

let transport: Transport | null = null;

/**
 * Electron's preload gives window.pos; a browser page talks to the station host that served it
 * (or the one named by ?station=http://127.0.0.1:port).
 */
export function connect(win: Window = window): Transport {
  if (win.pos) transport = ipcTransport(win.pos);
  else {
    const named = new URLSearchParams(win.location.search).get('station');
    transport = httpTransport(named ?? win.location.origin);
  }
  return transport;
}

export function useTransport(next: Transport): void {
  transport = next;
}

/** The renderer's only door to the station core (CONVENTIONS: Actual's `send`). */
export function send<K extends HandlerName>(name: K, args: Args<K>): Promise<RpcResult<Result<K>>> {
  if (!transport) throw new Error('connect() was not called');
  return transport.call(name, args) as Promise<RpcResult<Result<K>>>;
}

export function subscribe(listener: (event: unknown) => void, connected?: (up: boolean) => void): () => void {
  if (!transport) throw new Error('connect() was not called');
  return transport.subscribe(listener, connected);
}
