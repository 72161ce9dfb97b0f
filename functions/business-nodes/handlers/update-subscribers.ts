import { nodeIdParamsSchema, subscribersBodySchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { businessNodesRepository } from '../business-nodes-repository';
import { loadNode, presentUser } from '../node-scope';

/** PUT node: subscribers. The whole list; every subscriber must be a user of the current partner. */
export default defineRoute({
  request: { params: nodeIdParamsSchema, body: subscribersBodySchema, query: partnerQuerySchema },
  async handle({ params, body, caller }) {
    const { node } = await loadNode(caller, params.id, 'write');
    const users = new Map((await usersRepository.listByPartner(caller.partnerId)).map((u) => [u.id, u]));
    const wanted = [...new Set(body.subscribers)];
    const strangers = wanted.filter((id) => !users.has(id));
    if (strangers.length) {
      throw unprocessable(MESSAGES.subscriberNotInPartner, strangers.map((id) => ({ path: 'subscribers', message: `${id}: ${MESSAGES.subscriberNotInPartner}` })));
    }
    await businessNodesRepository.setSubscribers(node.id, wanted);
    return { body: wanted.map((id) => presentUser(users.get(id)!)) };
  },
});
