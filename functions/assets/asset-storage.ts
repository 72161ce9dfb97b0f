/**
 * The files bucket for assets: presigned PUT and part URLs for browser uploads (bodies never pass through the API),
 * presigned GETs for downloads, and the reads and copies of the processing job.
 * Locally the browser reaches fauxqs through the gateway's `/s3` pass-through (same origin, fauxqs has no CORS):
 * S3_PUBLIC_ENDPOINT names that address, and URLs are signed for it.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';

const UPLOAD_URL_TTL_S = 6 * 60 * 60;
const DOWNLOAD_URL_TTL_S = 60 * 60;

let presignClient: S3Client | undefined;
/**
 * The client URLs are signed with: the public endpoint where the browser's address differs from the functions'.
 * Checksums only when an operation requires them: by default the SDK signs the CRC32 of the empty body it presigns
 * (`x-amz-checksum-crc32=AAAAAA==`) into PUT URLs, and the real file does not match it.
 */
function signer(): S3Client {
  const endpoint = config.s3PublicEndpoint;
  return (presignClient ??= new S3Client({
    region: config.region,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }));
}

const Bucket = () => config.filesBucket;
const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

/** Types that run no script wherever they are opened: their downloads say what they are. */
const PASSIVE_DOWNLOAD_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'video/mp4']);

export const assetStorage = {
  presignPut: (key: string) => getSignedUrl(signer(), new PutObjectCommand({ Bucket: Bucket(), Key: key }), { expiresIn: UPLOAD_URL_TTL_S }),
  async createMultipart(key: string): Promise<string> {
    const { UploadId } = await s3().send(new CreateMultipartUploadCommand({ Bucket: Bucket(), Key: key }));
    if (!UploadId) throw new Error('no multipart upload id');
    return UploadId;
  },
  presignPart: (key: string, uploadId: string, partNumber: number) =>
    getSignedUrl(signer(), new UploadPartCommand({ Bucket: Bucket(), Key: key, UploadId: uploadId, PartNumber: partNumber }), { expiresIn: UPLOAD_URL_TTL_S }),
  async completeMultipart(key: string, uploadId: string, parts: { partNumber: number; etag: string }[]): Promise<void> {
    const sorted = [...parts].sort((a, b) => a.partNumber - b.partNumber);
    await s3().send(
      new CompleteMultipartUploadCommand({
        Bucket: Bucket(),
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: sorted.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
      }),
    );
  },
  async abortMultipart(key: string, uploadId: string): Promise<void> {
    await s3().send(new AbortMultipartUploadCommand({ Bucket: Bucket(), Key: key, UploadId: uploadId })).catch(() => undefined);
  },
  /** The object's size, or null when nothing was uploaded. */
  async size(key: string): Promise<number | null> {
    try {
      const head = await s3().send(new HeadObjectCommand({ Bucket: Bucket(), Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  },
  async stream(key: string): Promise<Readable> {
    const { Body } = await s3().send(new GetObjectCommand({ Bucket: Bucket(), Key: key }));
    return Body as Readable;
  },
  async read(key: string): Promise<Buffer> {
    const { Body } = await s3().send(new GetObjectCommand({ Bucket: Bucket(), Key: key }));
    return Buffer.from(await (Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
  },
  async put(key: string, body: Buffer | Uint8Array, contentType: string): Promise<void> {
    await s3().send(new PutObjectCommand({ Bucket: Bucket(), Key: key, Body: body, ContentType: contentType }));
  },
  async copy(from: string, to: string, contentType: string): Promise<void> {
    await s3().send(
      new CopyObjectCommand({ Bucket: Bucket(), Key: to, CopySource: `${Bucket()}/${encodeURIComponent(from).replace(/%2F/g, '/')}`, ContentType: contentType, MetadataDirective: 'REPLACE' }),
    );
  },
  async remove(key: string): Promise<void> {
    await s3().send(new DeleteObjectCommand({ Bucket: Bucket(), Key: key }));
  },
  /**
   * A download link. Active content (SVG, HTML, anything not known to be passive) is always an attachment with a
   * neutral type, so a browser never renders it inline, whatever origin serves it. Passive types (PDF, raster images,
   * mp4) keep their real type on an attachment too, so the browser's download can show them; the pass-through serves
   * every object sandboxed (nosniff, CSP sandbox).
   */
  presignGet(key: string, options: { fileName: string; contentType: string; attachment: boolean }): Promise<string> {
    const disposition = `${options.attachment ? 'attachment' : 'inline'}; filename="${options.fileName.replace(/["\\\r\n]/g, '_')}"`;
    return getSignedUrl(
      signer(),
      new GetObjectCommand({
        Bucket: Bucket(),
        Key: key,
        ResponseContentDisposition: disposition,
        ResponseContentType: options.attachment && !PASSIVE_DOWNLOAD_TYPES.has(options.contentType) ? 'application/octet-stream' : options.contentType,
      }),
      { expiresIn: DOWNLOAD_URL_TTL_S },
    );
  },
};
