import type { CreateSingleFilesFromUrlsBody, CreateSingleFilesFromUrlsResult } from '@shared/contracts/brief-assets';
import { api } from '@web/lib/api-client';

/**
 * POST assets/single-files/brief/create-single-files-from-urls (brief submit): temporary assets become library assets
 * on the concept's nodes; the answer maps each temporary id to its library id.
 */
export const createSingleFilesFromUrls = (partnerId: string, body: CreateSingleFilesFromUrlsBody) =>
  api.post<CreateSingleFilesFromUrlsResult>('assets/single-files/brief/create-single-files-from-urls', { ...body, partnerId }, { query: { partnerId } });
