import { ssoConfigIdParamsSchema } from '@shared/contracts/sso-configs';
import { defineRoute } from '@functions/lib/http';
import { findOwnConfig, presentSsoConfig } from '../present';

/** GET sso-configs/{id} */
export default defineRoute({
  request: { params: ssoConfigIdParamsSchema },
  async handle({ caller, params }) {
    return { body: presentSsoConfig(await findOwnConfig(caller.partnerId, params.id)) };
  },
});
