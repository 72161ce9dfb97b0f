import { floodlightParamsSchema } from '@shared/contracts/custom-conversions';
import { defineRoute } from '@functions/lib/http';
import { assertPartnerVisible } from '@functions/lib/partner-scope';
import { floodlightSource } from '../floodlight/floodlight-source';

/** GET google/floodlightActivities/{partnerId}: the partner's floodlight activities from its ad server, by name. */
export default defineRoute({
  request: { params: floodlightParamsSchema },
  async handle({ params, caller }) {
    await assertPartnerVisible(caller, params.partnerId);
    const activities = await (await floodlightSource()).list(params.partnerId);
    return { body: { floodlightActivities: activities.sort((a, b) => a.name.localeCompare(b.name)) } };
  },
});
