import type { SaveSingleTmpBody, SaveSingleTmpResult } from '@shared/contracts/brief-assets';
import { api } from '@web/lib/api-client';

/** POST assets/single-files/brief/save-single-tmp: a presigned place for one file of a category. */
export const saveSingleTmp = (partnerId: string, body: SaveSingleTmpBody) =>
  api.post<SaveSingleTmpResult>('assets/single-files/brief/save-single-tmp', body, { query: { partnerId } });
