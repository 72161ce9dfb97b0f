import { conceptIdParamsSchema } from '@shared/contracts/concepts';
import { defineRoute } from '@functions/lib/http';
import { setArchived } from '../archive';

/** PUT /concepts/{id}/unarchive. */
export default defineRoute({
  request: { params: conceptIdParamsSchema },
  handle: ({ params, caller }) => setArchived(caller, params.id, false),
});
