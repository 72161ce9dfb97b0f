import { storyboardImportParamsSchema } from '@shared/contracts/storyboards';
import { fillMessage, MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { sendToQueue } from '@functions/lib/queues';
import { importOf, presentImport } from '../imports';
import { storyboardsRepository } from '../storyboards-repository';

/** POST /assets/concepts/{id}/storyboards/import/{importId}/complete (ours): the file is in storage; its job is queued once. */
export default defineRoute({
  request: { params: storyboardImportParamsSchema },
  async handle({ params, caller }) {
    const item = await importOf(caller, params.id, params.importId);
    if (item.status !== 'uploading') return { body: presentImport(item) };
    if ((await assetStorage.size(item.key)) === null) throw unprocessable(fillMessage(MESSAGES.storyboardUploadMissing, { file: item.name }));
    if (await storyboardsRepository.setImportStatus(item.id, 'uploading', 'processing')) {
      await sendToQueue('storyboard-process', { kind: 'import', importId: item.id, userId: caller.user.id });
    }
    return { statusCode: 202, body: presentImport({ ...item, status: 'processing' }) };
  },
});
