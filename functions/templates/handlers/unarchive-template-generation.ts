import { partnerQuerySchema } from '@shared/contracts/common';
import { templateGenerationParamsSchema } from '@shared/contracts/templates';
import { defineRoute } from '@functions/lib/http';
import { setGenerationArchived } from '../generations';

/** PUT /templates/{id}/generations/{generation}/unarchive. */
export default defineRoute({
  request: { params: templateGenerationParamsSchema, query: partnerQuerySchema },
  handle: ({ params, caller }) => setGenerationArchived(caller, params.id, params.generation, false),
});
