import type { ErrorData, PosApi, RpcResult } from '../../../electron/ipc/contract';
import type { HandlerMapLike } from '../../../electron/ipc/contract';

/**
 * How the page reaches its station core: IPC through `window.pos` in Electron, HTTP POST
 * /rpc/{name} and a WebSocket of events to the station host in a browser. Both answer with
 * RpcResult: an error is data, never a throw.
 */
export interface Transport {
  readonly kind: 'ipc' | 'http';
  call(name: string, args: unknown): Promise<RpcResult<unknown>>;
  /** The station's pushed events; `connected` reports whether the event stream itself is up. */
  subscribe(listener: (event: unknown) => void, connected?: (up: boolean) => void): () => void;
}

export function ipcTransport(pos: PosApi<HandlerMapLike>): Transport {
  return {
    kind: 'ipc',
    async call(name, args) {
      const invoke = (pos as unknown as Record<string, ((args: unknown) => Promise<RpcResult<unknown>>) | undefined>)[name];
      if (typeof invoke !== 'function') return { ok: false, error: internal(`unknown handler ${name}`) };
      try {
        return await invoke(args);
      } catch (error) {
        return { ok: false, error: internal((error as Error).message) };
      }
    },
    subscribe(listener, connected) {
      connected?.(true);
      return pos.onStationEvent(listener);
    },
  };
}

/** The host's answer is RpcResult JSON; a proxy or a crash may answer something else, read as an error. */
export function httpTransport(baseUrl: string, opts: { fetch?: typeof fetch; WebSocket?: typeof WebSocket } = {}): Transport {
  const doFetch = opts.fetch ?? ((input, init) => fetch(input, init));
  const Socket = opts.WebSocket ?? globalThis.WebSocket;
  const base = baseUrl.replace(/\/+$/, '');
  return {
    kind: 'http',
    async call(name, args) {
      let response: Response;
      try {
        response = await doFetch(`${base}/rpc/${encodeURIComponent(name)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(args ?? {}),
        });
      } catch (error) {
        return { ok: false, error: { type: 'AppError', kind: 'unavailable', code: 'station-unreachable', message: (error as Error).message } };
      }
      const payload = await response.json().catch(() => undefined);
      if (payload && typeof payload === 'object' && typeof (payload as { ok?: unknown }).ok === 'boolean') return payload as RpcResult<unknown>;
      return { ok: false, error: internal(`HTTP ${response.status}`) };
    },
    subscribe(listener, connected) {
      let socket: WebSocket | undefined;
      let closed = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let delay = 500;
      const open = () => {
        socket = new Socket(`${base.replace(/^http/, 'ws')}/events`);
        socket.onopen = () => {
          delay = 500;
          connected?.(true);
        };
        socket.onmessage = (message) => {
          try {
            listener(JSON.parse(String(message.data)));
          } catch {
            // A frame that is not JSON is not an event of ours.
          }
        };
        socket.onclose = () => {
          connected?.(false);
          if (closed) return;
          retry = setTimeout(open, delay);
          delay = Math.min(delay * 2, 5000);
        };
      };
      open();
      return () => {
        closed = true;
        clearTimeout(retry);
        socket?.close();
      };
    },
  };
}

function internal(message: string): ErrorData {
  return { type: 'AppError', kind: 'internal', code: 'internal', message };
}
