/** The station core's handler map, as the renderer sees it (types only; nothing of the core is bundled). */
export type { HandlerMapLike as Handlers } from '../../../electron/ipc/contract';
