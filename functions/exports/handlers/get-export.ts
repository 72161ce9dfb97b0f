/** GET /exports/{id} (ours): one of the caller's exports with each item's destination status; another's is 'Export not found'. */
import { exportIdParamsSchema } from '@shared/contracts/exports';
import { MESSAGES } from '@shared/messages';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { exportsRepository } from '../exports-repository';
import { presentExport } from '../present';

export default defineRoute({
  request: { params: exportIdParamsSchema },
  async handle({ caller, params }) {
    const job = await exportsRepository.get(params.id);
    if (!job || job.partnerId !== caller.partnerId || job.createdBy !== caller.user.id) throw notFound(MESSAGES.exportNotFound);
    return { body: { export: presentExport(job, await exportsRepository.items(job.id)) } };
  },
});
