import { partnerQuerySchema } from '@shared/contracts/common';
import { customConversionBodySchema } from '@shared/contracts/custom-conversions';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { assertKnownActivities, presentConversion } from '../conversion-scope';
import { ConversionWriteConflict, customConversionsRepository } from '../custom-conversions-repository';

/** POST report/custom-conversion?partnerId: a new conversion of the partner's activities; names unique ('Already exist'). */
export default defineRoute({
  idempotent: true,
  request: { query: partnerQuerySchema, body: customConversionBodySchema },
  async handle({ body, caller }) {
    await assertKnownActivities(caller.partnerId, body.floodlightActivityIds);
    try {
      return { statusCode: 201, body: presentConversion(await customConversionsRepository.create(caller.partnerId, body)) };
    } catch (err) {
      if (err instanceof ConversionWriteConflict) throw unprocessable(MESSAGES.alreadyExist);
      throw err;
    }
  },
});
