import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { presentConversion } from '../conversion-scope';
import { customConversionsRepository } from '../custom-conversions-repository';

/** GET report/custom-conversions?partnerId: the current partner's conversions by name. */
export default defineRoute({
  request: { query: partnerQuerySchema },
  async handle({ caller }) {
    return { body: (await customConversionsRepository.listByPartner(caller.partnerId)).map(presentConversion) };
  },
});
