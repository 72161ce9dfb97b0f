/** GET /exports?entityType&campaignId&limit (ours): the caller's own exports, newest first, with each item's status. */
import { exportsQuerySchema } from '@shared/contracts/exports';
import { defineRoute } from '@functions/lib/http';
import { exportsRepository } from '../exports-repository';
import { presentExport } from '../present';

/** Read a few pages of the partner's exports to find the caller's own. */
const SCAN_FACTOR = 5;

export default defineRoute({
  request: { query: exportsQuerySchema },
  async handle({ caller, query }) {
    const jobs = (await exportsRepository.listByPartner(caller.partnerId, query.limit * SCAN_FACTOR))
      .filter((j) => j.createdBy === caller.user.id && (!query.entityType || j.entityType === query.entityType) && (!query.campaignId || j.campaignId === query.campaignId))
      .slice(0, query.limit);
    const exports = await Promise.all(jobs.map(async (j) => presentExport(j, await exportsRepository.items(j.id))));
    return { body: { exports } };
  },
});
