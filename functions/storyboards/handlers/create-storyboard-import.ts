import { conceptParamsSchema, startStoryboardImportBodySchema, type StoryboardImportDto } from '@shared/contracts/storyboards';
import { importKind, storyboardKeys } from '@shared/domain/storyboards';
import { MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { assertTakesUploads } from '../lifecycle';
import { conceptOf } from '../storyboard-scope';
import { storyboardsRepository } from '../storyboards-repository';
import { presentImport } from '../imports';

/**
 * POST /assets/concepts/{id}/storyboards/import: an import of a PDF or a zip (shared/domain/storyboards.ts); answers
 * where the browser puts the file. Any other file: 'Invalid file format'.
 */
export default defineRoute({
  idempotent: true,
  request: { params: conceptParamsSchema, body: startStoryboardImportBodySchema },
  async handle({ params, body, caller }) {
    const concept = await conceptOf(caller, params.id);
    if (!importKind(body.name)) throw unprocessable(MESSAGES.storyboardInvalidFormat);
    assertTakesUploads(concept);
    const id = newId();
    const key = storyboardKeys.importFile(concept.partnerId, id, body.name);
    const item = await storyboardsRepository.createImport({ id, partnerId: concept.partnerId, conceptId: concept.id, name: body.name, key, createdBy: caller.user.id });
    const result: StoryboardImportDto = { ...presentImport(item), url: await assetStorage.presignPut(key) };
    return { statusCode: 201, body: result };
  },
});
