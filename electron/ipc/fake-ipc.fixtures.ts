import type { InvokeEventLike, IpcMainLike } from './wire-handlers';
import type { IpcRendererLike } from './pos-api';

type MainListener = (event: InvokeEventLike, ...args: unknown[]) => unknown;
type RendererListener = (event: unknown, ...args: unknown[]) => void;

/**
 * An ipcMain/ipcRenderer pair without Electron, for the contract test. Like Electron it clones
 * arguments and answers with the structured clone algorithm (so class instances and functions do
 * not cross), and an invoke on a channel nobody handles rejects.
 */
export function createFakeIpc(frameUrl: string) {
  const handlers = new Map<string, MainListener>();
  const listeners = new Map<string, Set<RendererListener>>();
  const ipcMain: IpcMainLike & { channels(): string[] } = {
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
    removeHandler(channel) {
      handlers.delete(channel);
    },
    channels: () => [...handlers.keys()],
  };
  const state = { frameUrl };
  const ipcRenderer: IpcRendererLike = {
    async invoke(channel, ...args) {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`Error invoking remote method '${channel}': Error: No handler registered for '${channel}'`);
      const answer = await handler({ senderFrame: { url: state.frameUrl } }, ...structuredClone(args));
      return structuredClone(answer);
    },
    on(channel, listener) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
    },
    removeListener(channel, listener) {
      listeners.get(channel)?.delete(listener);
    },
  };
  /** webContents.send from the main side. */
  const send = (channel: string, payload: unknown) => {
    for (const listener of listeners.get(channel) ?? []) listener({ sender: 'ipc-event' }, structuredClone(payload));
  };
  return { ipcMain, ipcRenderer, send, listenerCount: (channel: string) => listeners.get(channel)?.size ?? 0, setFrameUrl: (url: string) => (state.frameUrl = url) };
}
