import { createInternalUserBodySchema } from '@shared/contracts/users';
import { INVITATION_TTL_MS } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { mailInvitation } from '../invitations';
import { linksRepository } from '../links-repository';
import { presentUser } from '../present';

/** POST users (super): an internal user (super or admin), not assigned to nodes, invited by email. */
export default defineRoute({
  idempotent: true,
  request: { body: createInternalUserBodySchema },
  async handle({ body, caller }) {
    if (body.role === 'admin' && !body.partnerId) throw unprocessable(MESSAGES.partnerRequiredForAdmin);
    const partnerId = body.partnerId ?? caller.partnerId;
    if (!(await partnersRepository.get(partnerId))) throw notFound(MESSAGES.partnerNotFound);
    const { user, token } = await linksRepository.createInvitedUser({ email: body.email, role: body.role, partnerId, businessNodeIds: [] }, INVITATION_TTL_MS);
    await mailInvitation(user.email, token);
    return { statusCode: 201, body: presentUser(user) };
  },
});
