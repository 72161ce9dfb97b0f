import { partnerQuerySchema } from '@shared/contracts/common';
import { customConversionBodySchema, customConversionParamsSchema } from '@shared/contracts/custom-conversions';
import { MESSAGES } from '@shared/messages';
import { notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { assertKnownActivities, conversionInScope, presentConversion } from '../conversion-scope';
import { ConversionWriteConflict, customConversionsRepository } from '../custom-conversions-repository';

/** PUT report/custom-conversion/{id}?partnerId: new name and activities; reports count the new activities from now on. */
export default defineRoute({
  request: { params: customConversionParamsSchema, query: partnerQuerySchema, body: customConversionBodySchema },
  async handle({ params, body, caller }) {
    const current = await conversionInScope(caller, params.id);
    await assertKnownActivities(caller.partnerId, body.floodlightActivityIds);
    try {
      return { body: presentConversion(await customConversionsRepository.update(current, body)) };
    } catch (err) {
      if (!(err instanceof ConversionWriteConflict)) throw err;
      // Cancelled: deleted meanwhile, or the new name is another conversion's.
      if (!(await customConversionsRepository.get(current.id))) throw notFound();
      throw unprocessable(MESSAGES.alreadyExist);
    }
  },
});
