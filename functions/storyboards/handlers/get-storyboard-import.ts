import { storyboardImportParamsSchema } from '@shared/contracts/storyboards';
import { defineRoute } from '@functions/lib/http';
import { importOf, presentImport } from '../imports';

/** GET /assets/concepts/{id}/storyboards/import/{importId} (ours): how an import went (its ws-event may be missed). */
export default defineRoute({
  request: { params: storyboardImportParamsSchema },
  async handle({ params, caller }) {
    return { body: presentImport(await importOf(caller, params.id, params.importId)) };
  },
});
