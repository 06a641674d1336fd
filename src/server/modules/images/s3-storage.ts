import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../../config.js';
import { contentTypeOf, dataDirStorage, storagePathOf, type FileStorage } from './storage.js';

/**
 * Files in an S3-compatible bucket (AWS, MinIO, R2, ...), objects named `{tenant}/{key}`. Path-style
 * addresses and checksums only when required: what every S3-compatible server understands.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly s3: S3Config) {
    this.client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(tenantId: number, key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: storagePathOf(tenantId, key),
        Body: bytes,
        ContentType: contentTypeOf(key),
      }),
    );
  }

  async get(tenantId: number, key: string): Promise<Buffer | undefined> {
    try {
      const reply = await this.client.send(
        new GetObjectCommand({ Bucket: this.s3.bucket, Key: storagePathOf(tenantId, key) }),
      );
      return reply.Body ? Buffer.from(await reply.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) return undefined;
      throw error;
    }
  }

  async delete(tenantId: number, key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: storagePathOf(tenantId, key) }));
  }
}

/**
 * The server's storage (the app, first-start demo pictures and the seed CLI): the S3 bucket when
 * `S3_URL` is set, else `DATA_DIR/files/`.
 */
export const configuredStorage = (config: Pick<Config, 's3' | 'dataDir'>): FileStorage =>
  config.s3 ? new S3FileStorage(config.s3) : dataDirStorage(config.dataDir);
