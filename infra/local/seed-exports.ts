/**
 * The export destination of the embedded default: a cloud storage config of Demo Agency on the embedded S3
 * (fauxqs, bucket `marquee-local-demo-exports`) and its connection on the partner's top business node, so 'Export to
 * cloud storage' works out of the box. fauxqs's address can change between starts: the config follows it.
 */
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { BusinessNode } from '@functions/business-nodes/business-nodes-repository';
import { nodeStorageRepository } from '@functions/business-nodes/node-storage-repository';
import { cloudStorageRepository } from '@functions/cloud-storage/cloud-storage-repository';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './resources';

export const SEEDED_EXPORT_STORAGE = { name: 'Demo exports (embedded S3)', bucket: 'marquee-local-demo-exports', folder: 'marquee' } as const;

export async function seedExportStorage(partnerId: string, nodes: BusinessNode[]): Promise<void> {
  const endpoint = process.env.AWS_ENDPOINT_URL_S3;
  const top = nodes.find((n) => !n.parentId);
  if (!endpoint || !top) return;
  const s3 = new S3Client({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  try {
    await s3.send(new HeadBucketCommand({ Bucket: SEEDED_EXPORT_STORAGE.bucket }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: SEEDED_EXPORT_STORAGE.bucket }));
  }
  s3.destroy();
  const input = {
    name: SEEDED_EXPORT_STORAGE.name,
    storageType: 'S3' as const,
    connectionConfig: { bucket: SEEDED_EXPORT_STORAGE.bucket, region: LOCAL_REGION, endpoint, prefix: undefined, accessKeyId: LOCAL_CREDENTIALS.accessKeyId, secretAccessKey: LOCAL_CREDENTIALS.secretAccessKey },
  };
  const existing = (await cloudStorageRepository.list(partnerId)).find((s) => s.name === SEEDED_EXPORT_STORAGE.name);
  const storage = !existing ? await cloudStorageRepository.create(partnerId, input) : existing.endpoint !== endpoint ? await cloudStorageRepository.update(existing, input) : existing;
  if (!(await nodeStorageRepository.get(top.id))) await nodeStorageRepository.create(partnerId, top.id, { cloudStorageId: storage.id, isActive: true, folder: SEEDED_EXPORT_STORAGE.folder });
}
