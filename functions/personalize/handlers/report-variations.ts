/**
 * POST report/variations (002 7 'Reporter service'): body variationReportingHashes and options. Answers the
 * accessible variations of those hashes, their values and approvals only when `options.populate` asks; an optional
 * `options.campaignId` narrows to one campaign.
 */
import { reportVariationsSchema } from '@shared/contracts/personalize';
import { defineRoute } from '@functions/lib/http';
import { presentVariation } from '../present';
import { accessibleVariations } from '../variation-reads';

export default defineRoute({
  request: { body: reportVariationsSchema },
  async handle({ caller, body }) {
    const populate = new Set(body.options.populate ?? []);
    const found = (await accessibleVariations(caller, [...new Set(body.variationReportingHashes)])).filter((v) => !body.options.campaignId || v.campaignId === body.options.campaignId);
    const variations = found.map(presentVariation).map(({ values, approvals, ...rest }) => ({
      ...rest,
      ...(populate.has('values') ? { values } : {}),
      ...(populate.has('approvals') ? { approvals } : {}),
    }));
    return { body: { variations } };
  },
});
