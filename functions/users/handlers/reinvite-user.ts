import { INVITATION_TTL_MS } from '@shared/constants';
import { reinviteBodySchema, reinviteParamsSchema } from '@shared/contracts/users';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { mailInvitation } from '../invitations';
import { linksRepository } from '../links-repository';
import { assertNodesOfPartner, loadManagedUser } from '../present';

/** POST users/{userId}/reinvite {businessNodeId}: a new link for a PENDING user; the old link stops working. */
export default defineRoute({
  request: { params: reinviteParamsSchema, body: reinviteBodySchema },
  async handle({ params, body, caller }) {
    const user = await loadManagedUser(caller, params.userId);
    if (body.businessNodeId) await assertNodesOfPartner(user.partnerId, [body.businessNodeId]);
    if (user.status !== 'PENDING') throw unprocessable(MESSAGES.userAlreadyJoined);
    const token = await linksRepository.issue('invitation', user.id, INVITATION_TTL_MS, body.businessNodeId);
    await mailInvitation(user.email, token);
    return { body: { message: MESSAGES.userReinvited } };
  },
});
