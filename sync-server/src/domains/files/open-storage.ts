import { readFilesConfig, type FilesConfig } from './config';
import { LocalDiskStorage, type FileStorage } from './storage';

/**
 * The one place that picks the file store from the configuration: the bucket when FILES_S3_BUCKET
 * is set, else the local folder. The S3 client is loaded only when a bucket is configured.
 */
export async function openFileStorage(config: FilesConfig = readFilesConfig()): Promise<FileStorage> {
  if (!config.s3) return new LocalDiskStorage(config.dir);
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(config.s3);
}
