/**
 * Zip uploads open into a parent with children (000 7.3 'unzip'): the archive is streamed through fflate's Unzip and
 * each entry becomes a child asset processed like an upload (type from content, hash, merge, thumbnail).
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { categorize, extensionOf, safeFileName, storageKeys } from '@shared/domain/assets';
import { MESSAGES } from '@shared/messages';
import { newId } from '@functions/lib/ids';
import { assetsRepository, type Asset } from './assets-repository';
import { assetStorage } from './asset-storage';
import { contentType, inspect, InvalidContentError, settleContent } from './ingest';

/** Against zip bombs: entries and expanded bytes an archive may hold (ours; the spec shows none). */
const MAX_ENTRIES = 500;
const MAX_ENTRY_BYTES = 256 * 1024 * 1024;

const skipped = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || safeFileName(name).startsWith('.');

async function addChild(parent: Asset, name: string, body: Buffer): Promise<void> {
  const fileName = safeFileName(name);
  const id = newId();
  const child = await assetsRepository.create({
    id,
    partnerId: parent.partnerId,
    name: fileName,
    category: categorize(fileName),
    mimeType: 'application/octet-stream',
    format: extensionOf(fileName),
    size: body.length,
    key: storageKeys.temp(parent.partnerId, id, fileName),
    parentId: parent.id,
    businessNodes: parent.businessNodes,
    additionalNodes: parent.additionalNodes,
    tags: parent.tags,
    status: 'processing',
    createdBy: parent.createdBy,
  });
  try {
    const inspected = await inspect([body]);
    await settleContent(child, inspected, await contentType(inspected.head, child.format), body);
  } catch (error) {
    if (!(error instanceof InvalidContentError)) throw error;
    await assetsRepository.markFailed(child.id, MESSAGES.assetInvalidFormat);
  }
}

/** Streams the parent's archive and adds its entries as children, one at a time; answers how many. */
export async function unzipChildren(parent: Asset): Promise<number> {
  const stream = await assetStorage.stream(parent.key);
  let work = Promise.resolve();
  let count = 0;
  let failure: unknown;
  const unzip = new Unzip((file: UnzipFile) => {
    if (skipped(file.name) || count >= MAX_ENTRIES || (file.originalSize ?? 0) > MAX_ENTRY_BYTES) return;
    count += 1;
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (err, data, final) => {
      if (err) return void (failure ??= err);
      size += data.length;
      if (size > MAX_ENTRY_BYTES) return void (failure ??= new InvalidContentError('zip entry too large'));
      chunks.push(data);
      if (final) work = work.then(() => addChild(parent, file.name, Buffer.concat(chunks)));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for await (const chunk of stream) unzip.push(chunk as Uint8Array);
  unzip.push(new Uint8Array(0), true);
  await work;
  if (failure) throw failure;
  return count;
}
