import { contextBridge, ipcRenderer } from 'electron';
import type { Handlers } from './station/handlers';
import { handlerNamesFromArgv, type PosApi } from './ipc/contract';
import { createPosApi } from './ipc/pos-api';

/**
 * The sandboxed preload: `window.pos` is one frozen object of named invoke calls, one per handler
 * of the station's map (names from main, see HANDLER_NAMES_SWITCH), and the event subscription.
 * The raw ipcRenderer never reaches the page; there is no sendSync.
 */
const names = handlerNamesFromArgv(process.argv) as (keyof Handlers & string)[];
const pos = createPosApi<Handlers>(ipcRenderer, names) satisfies PosApi<Handlers>;

contextBridge.exposeInMainWorld('pos', pos);
