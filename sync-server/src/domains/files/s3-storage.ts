import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { S3Config } from './config';
import { checkedKey, type FileStorage } from './storage';

/**
 * File bytes in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2...): the store
 * several servers behind a balancer share. Credentials come from the SDK's own chain
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, or the machine's role), never from our
 * settings. Checksums only where the API requires them: several S3-compatible stores refuse the
 * SDK's newer trailing checksums.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private keyOf(key: string): string {
    return this.config.prefix + checkedKey(key);
  }

  /** One PutObject for small bodies, a multipart upload for large ones or streams of unknown length; S3 never shows half an object. */
  async put(key: string, body: Buffer | Readable): Promise<void> {
    await new Upload({ client: this.client, params: { Bucket: this.config.bucket, Key: this.keyOf(key), Body: body } }).done();
  }

  async get(key: string): Promise<{ body: Readable; size: number } | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
      return { body: res.Body as Readable, size: res.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  /** The object and everything under `${key}/`, listed and deleted a page (at most 1,000 keys) at a time. */
  async remove(key: string): Promise<void> {
    const own = this.keyOf(key);
    const keys = [own];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: `${own}/`, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((object) => object.Key!).filter(Boolean));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    for (let i = 0; i < keys.length; i += 1000) {
      const res = await this.client.send(new DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }));
      if (res.Errors?.length) throw new Error(`S3 refused to delete ${res.Errors.length} object(s): ${res.Errors[0]!.Code ?? 'unknown'}`);
    }
  }

  close(): void {
    this.client.destroy();
  }
}
