import { tokenParamsSchema } from '@shared/contracts/users';
import { definePublicRoute } from '@functions/lib/http';
import { linksRepository } from '../links-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';

/** GET invitations/{token} (public): VALID with the invited email, else EXPIRED or INVALID and nothing more. */
export default definePublicRoute({
  request: { params: tokenParamsSchema },
  async handle({ params }) {
    const { validity, userId } = await linksRepository.check(params.token, 'invitation');
    const user = validity === 'VALID' && userId ? await usersRepository.get(userId) : null;
    if (validity === 'VALID' && user?.status === 'PENDING') return { body: { validity, email: user.email } };
    return { body: { validity: validity === 'EXPIRED' ? 'EXPIRED' : 'INVALID' } };
  },
});
