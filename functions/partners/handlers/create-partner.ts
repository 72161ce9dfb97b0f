import { createPartnerBodySchema } from '@shared/contracts/partners';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { partnersRepository } from '@functions/lib/identity/partners-repository';
import { presentPartner } from '../present';

/** POST /partners: a new partner; its name is unique case-insensitively ('Already exist'). Super only. */
export default defineRoute({
  idempotent: true,
  request: { body: createPartnerBodySchema },
  async handle({ body }) {
    // Partners seeded before name claims existed have no claim: look them up too.
    if (await partnersRepository.findByName(body.name)) throw unprocessable(MESSAGES.alreadyExist);
    return { statusCode: 201, body: presentPartner(await partnersRepository.create(body)) };
  },
});
