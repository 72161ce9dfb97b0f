import { recommendationFeedbackBodySchema } from '@shared/contracts/asset-recommendations';
import { partnerQuerySchema } from '@shared/contracts/common';
import { MESSAGES } from '@shared/messages';
import { assetInScope } from '@functions/assets/public';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { presentItem } from '../present';
import { recommendationsRepository } from '../recommendations-repository';

/**
 * POST assets/single-files/recommendation/feedback {url, feedback}: thumbs up (positive) or down (negative) on one
 * recommended item; kept per partner and format, it ranks that partner's later recommendations.
 */
export default defineRoute({
  request: { query: partnerQuerySchema, body: recommendationFeedbackBodySchema },
  async handle({ body, caller }) {
    let item = await recommendationsRepository.item(body.url);
    if (!item || item.partnerId !== caller.partnerId) throw notFound(MESSAGES.recommendationNotFound);
    // The image must still be one the caller may change (its nodes decide, as for the library).
    await assetInScope(caller, item.assetId, 'write');
    // Another click changed the feedback meanwhile: applied on top of it.
    while (!(await recommendationsRepository.giveFeedback(item, body.feedback))) item = (await recommendationsRepository.item(item.id))!;
    return { body: await presentItem((await recommendationsRepository.item(item.id))!) };
  },
});
