/** Edits of library assets shared by the single, bulk, archive and node calls: scope check, then a partner-conditional write. */
import type { AssetUpdate } from '@shared/contracts/assets';
import { MESSAGES } from '@shared/messages';
import { notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { assetInScope, presentAsset } from './asset-scope';
import { assetsRepository, type EditableFields } from './assets-repository';

export const toFields = ({ type, ...rest }: AssetUpdate): EditableFields => ({ ...rest, ...(type ? { category: type } : {}) });

export async function editAsset(caller: Caller, id: string, fields: EditableFields) {
  await assetInScope(caller, id, 'write');
  const updated = await assetsRepository.update(caller.partnerId, id, fields, caller.user.id);
  if (!updated) throw notFound(MESSAGES.assetNotFound);
  return presentAsset(updated);
}
