/**
 * Brief submit: each temporary brief asset becomes a library asset on the concept's nodes. The asset is created in
 * 'processing' with its temporary key and handed to the library's processing job (queue assets-process), which hashes
 * it, merges a duplicate, stores it under the single-files layout, makes a thumbnail and removes the temporary file.
 */
import type { BriefAsset, CreateSingleFilesFromUrlsResult } from '@shared/contracts/brief-assets';
import { extensionOf } from '@shared/domain/assets';
import { MESSAGES } from '@shared/messages';
import { loadScope } from '@functions/business-nodes/public';
import { assetInScope, checkNodes } from '@functions/assets/public';
import { assetsRepository } from '@functions/assets/public';
import { assetStorage } from '@functions/assets/public';
import { notFound, unprocessable } from '@functions/lib/errors';
import { sendToQueue } from '@functions/lib/queues';
import type { Caller } from '@functions/lib/session';
import { judgeTempFile } from './temp-files';

type Promoted = CreateSingleFilesFromUrlsResult['assets'][number];

export async function promoteBriefAssets(caller: Caller, assets: readonly BriefAsset[], nodeIds: readonly string[]): Promise<Promoted[]> {
  checkNodes(await loadScope(caller), nodeIds);
  // Every asset is checked before any is created: a bad one changes nothing.
  const checked = await Promise.all(
    assets.map(async (item) => {
      if (item.isFromDam) {
        await assetInScope(caller, item._id, 'read');
        return { item, fromLibrary: true as const };
      }
      const { verdict } = await judgeTempFile(caller.partnerId, item.url, item.type);
      if (!verdict.ok) throw unprocessable(verdict.message);
      const size = await assetStorage.size(item.url);
      if (size === null) throw notFound(MESSAGES.assetNotFound);
      return { item, fromLibrary: false as const, mimeType: verdict.mimeType, size };
    }),
  );
  const out: Promoted[] = [];
  for (const entry of checked) {
    const { item } = entry;
    if (entry.fromLibrary) {
      out.push({ tempAssetId: item._id, _id: item._id, name: item.name, type: item.type });
      continue;
    }
    const asset = await assetsRepository.create({
      partnerId: caller.partnerId,
      name: item.name,
      category: item.type,
      mimeType: entry.mimeType,
      format: extensionOf(item.name),
      size: entry.size,
      key: item.url,
      businessNodes: [...nodeIds],
      isLink: item.isLink,
      status: 'processing',
      unzip: false,
      createdBy: caller.user.id,
    });
    await sendToQueue('assets-process', { assetId: asset.id, userId: caller.user.id });
    out.push({ tempAssetId: item._id, _id: asset.id, name: asset.name, type: asset.category });
  }
  return out;
}
