import { updatePartnerBodySchema } from '@shared/contracts/partners';
import { MESSAGES } from '@shared/messages';
import { notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { presentPartner } from '../present';

/** PUT /partners: rename or retype a partner; the new name stays unique ('Already exist'). Super only. */
export default defineRoute({
  request: { body: updatePartnerBodySchema },
  async handle({ body }) {
    const same = await partnersRepository.findByName(body.name);
    if (same && same.id !== body._id) throw unprocessable(MESSAGES.alreadyExist);
    const updated = await partnersRepository.update(body._id, { name: body.name, type: body.type });
    if (!updated) throw notFound(MESSAGES.partnerNotFound);
    return { body: presentPartner(updated) };
  },
});
