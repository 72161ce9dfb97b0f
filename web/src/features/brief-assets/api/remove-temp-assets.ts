import { api } from '@web/lib/api-client';

/** PATCH assets/single-files/remove-from-s3: drops temporary files taken out of the list. */
export const removeTempAssets = (partnerId: string, urls: string[]) =>
  api.patch<{ removed: number }>('assets/single-files/remove-from-s3', { urls }, { query: { partnerId } });
