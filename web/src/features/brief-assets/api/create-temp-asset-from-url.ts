import type { CreateTempAssetFromUrlBody, TempAssetResult } from '@shared/contracts/brief-assets';
import { api } from '@web/lib/api-client';

/** POST assets/single-files/brief/create-temp-asset-from-url: the server fetches the link into a temporary asset. */
export const createTempAssetFromUrl = (partnerId: string, body: CreateTempAssetFromUrlBody) =>
  api.post<TempAssetResult>('assets/single-files/brief/create-temp-asset-from-url', body, { query: { partnerId } });
