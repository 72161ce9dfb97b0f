import { INVITATION_TTL_MS } from '@shared/constants';
import { inviteBodySchema, nodeParamsSchema } from '@shared/contracts/users';
import { isAssignedToNodes } from '@shared/domain/roles';
import { notAllowed } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { mailInvitation } from '../invitations';
import { linksRepository } from '../links-repository';
import { assertGrantable, assertNodesOfPartner, presentUser } from '../present';

/**
 * POST invitations/node/{id} (001 7): a PENDING user on the node, an invitation link valid 7 days, a mail.
 * The partner must be the caller's current one and the node one of its nodes; an email in use answers 'Already exist'.
 */
export default defineRoute({
  idempotent: true,
  request: { params: nodeParamsSchema, body: inviteBodySchema },
  async handle({ params, body, caller }) {
    if (body.partnerId !== caller.partnerId) throw notAllowed();
    assertGrantable(caller.user.role, body.role);
    await assertNodesOfPartner(caller.partnerId, [params.id]);
    const { user, token } = await linksRepository.createInvitedUser(
      {
        email: body.email,
        role: body.role,
        partnerId: body.partnerId,
        isConceptOnly: body.isConceptOnly,
        businessNodeIds: isAssignedToNodes(body.role) ? [params.id] : [],
      },
      INVITATION_TTL_MS,
      params.id,
    );
    await mailInvitation(user.email, token);
    return { statusCode: 201, body: presentUser(user) };
  },
});
