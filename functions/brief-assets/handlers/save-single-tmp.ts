import { saveSingleTmpBodySchema } from '@shared/contracts/brief-assets';
import { isAcceptedFileName } from '@shared/domain/brief-assets';
import { MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { tempKeyFor } from '../temp-files';

/**
 * POST assets/single-files/brief/save-single-tmp: a temporary place for one file of a brief category. The spec's form
 * upload becomes a presigned PUT (bodies never pass through the API); validate then checks what arrived.
 */
export default defineRoute({
  idempotent: true,
  request: { body: saveSingleTmpBodySchema },
  async handle({ body, caller }) {
    if (!isAcceptedFileName(body.meta.type, body.meta.name)) throw unprocessable(MESSAGES.assetInvalidFormat);
    const tempAssetId = newId();
    const key = tempKeyFor(caller.partnerId, tempAssetId, body.meta.name);
    return { statusCode: 201, body: { tempId: body.tempId, tempAssetId, key, uploadUrl: await assetStorage.presignPut(key) } };
  },
});
