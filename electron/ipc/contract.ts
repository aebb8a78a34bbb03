/**
 * What main and preload agree on: channel names, the answer envelope, and the shape of the
 * `window.pos` object. Pure types and strings: imported by main, by the preload bundle and by the
 * renderer (types only), never anything of electron.
 */

/** Any station handler: one argument object in, a value or a promise out. */
export type Handler = (args: never) => unknown;
export type HandlerMapLike = { readonly [name: string]: Handler };

export type ArgsOf<H> = H extends (args: infer A) => unknown ? A : never;
export type ResultOf<H> = H extends (...args: never[]) => infer R ? Awaited<R> : never;

/**
 * An error as data, the same whether it crossed IPC or HTTP (CONVENTIONS: "errors cross every
 * boundary as data"). `kind` is the AppError kind of @pos/shared/errors; anything unknown is
 * `internal`, its text left in the main process's log.
 */
export interface ErrorData {
  type: 'AppError';
  kind: string;
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
  extra?: Record<string, unknown>;
}

export type RpcResult<T> = { ok: true; data: T } | { ok: false; error: ErrorData };

/** One invoke channel per handler, so a renderer can reach exactly the map's names and nothing else. */
export const HANDLER_CHANNEL_PREFIX = 'station:';
export function channelOf(name: string): string {
  return `${HANDLER_CHANNEL_PREFIX}${name}`;
}

/** Main to renderer: the station's pushed events (sync status, availability, print jobs). */
export const EVENT_CHANNEL = 'station-event';

/**
 * The handler names reach the sandboxed preload as one command-line switch of the renderer
 * (webPreferences.additionalArguments): the preload cannot import the core, and a synchronous
 * IPC round trip (sendSync) is not allowed.
 */
export const HANDLER_NAMES_SWITCH = '--pos-handlers=';

export function handlerNamesSwitch(names: readonly string[]): string {
  return `${HANDLER_NAMES_SWITCH}${names.map(encodeURIComponent).join(',')}`;
}

export function handlerNamesFromArgv(argv: readonly string[]): string[] {
  const arg = argv.find((a) => a.startsWith(HANDLER_NAMES_SWITCH));
  if (!arg) return [];
  return arg
    .slice(HANDLER_NAMES_SWITCH.length)
    .split(',')
    .filter(Boolean)
    .map(decodeURIComponent);
}

/** A named invoke call per handler. */
export type Invokers<M> = { readonly [K in keyof M & string]: (args: ArgsOf<M[K]>) => Promise<RpcResult<ResultOf<M[K]>>> };

/** What the shell adds beside the handlers. Names are camelCase; handler names are kebab-case. */
export interface ShellApi {
  readonly platform: 'electron';
  /** Subscribes to the station's events; returns the unsubscribe. */
  onStationEvent(listener: (event: unknown) => void): () => void;
}

export type PosApi<M> = Invokers<M> & ShellApi;
