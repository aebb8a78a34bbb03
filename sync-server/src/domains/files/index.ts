/** Files as other domains use them: receive an upload, store it, read tiles for the stations. */
export { filesPlugin } from './plugin';
export { receiveUpload, receiveUploads, type ReceivedFile } from './receive';
export { storeUpload, MAX_BYTES, type UploadKind } from './store-file';
export { findStoredFile, markFilesDeleted, tilesOf, type StoredFile } from './file-repo';
export type { FileStorage } from './storage';
export { openFileStorage } from './open-storage';
export { disposition } from './disposition';
