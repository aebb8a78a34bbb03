import { channelOf, type HandlerMapLike, type RpcResult } from './contract';
import { toErrorData } from './error-data';

/** The part of Electron's ipcMain the wiring uses (a fake one in the contract test). */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export interface InvokeEventLike {
  readonly senderFrame: { readonly url: string } | null;
}

export interface WiringOptions {
  /** Only the POS page may call the core: a frame from anywhere else gets `forbidden`. */
  isTrustedSender(url: string): boolean;
  /** Where an unexpected error's text goes (it never crosses to the renderer). */
  logError?(name: string, error: unknown): void;
}

/**
 * Maps one invoke channel onto each handler of the map, generic over its keys so every handler is
 * reachable and nothing else is. Every answer is an RpcResult: errors cross as data because
 * Electron passes only an Error's message through `invoke`.
 */
export function wireHandlers(ipcMain: IpcMainLike, handlers: HandlerMapLike, options: WiringOptions): () => void {
  const names = Object.keys(handlers);
  for (const name of names) {
    ipcMain.handle(channelOf(name), async (event, args): Promise<RpcResult<unknown>> => {
      const url = event.senderFrame?.url;
      if (!url || !options.isTrustedSender(url)) {
        return { ok: false, error: { type: 'AppError', kind: 'forbidden', code: 'untrusted-sender', message: 'No permission' } };
      }
      try {
        const handler = handlers[name]!;
        return { ok: true, data: await handler(args as never) };
      } catch (error) {
        const data = toErrorData(error);
        if (data.kind === 'internal') options.logError?.(name, error);
        return { ok: false, error: data };
      }
    });
  }
  return () => {
    for (const name of names) ipcMain.removeHandler(channelOf(name));
  };
}
