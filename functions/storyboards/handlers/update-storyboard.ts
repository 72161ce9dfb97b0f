import { editStoryboardBodySchema, storyboardParamsSchema, type StoryboardUploadDto } from '@shared/contracts/storyboards';
import { storyboardType } from '@shared/domain/storyboards';
import { MESSAGES } from '@shared/messages';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { assertTakesUploads } from '../lifecycle';
import { presentStoryboard, storyboardOf } from '../storyboard-scope';
import { storyboardsRepository, type StoredVersion } from '../storyboards-repository';
import { checkFiles, newVersion, uploadTargets } from '../versions';

/** PUT /assets/concepts/{id}/storyboards/{sid}: rename or retype; with files, a new version (each upload is one). */
export default defineRoute({
  request: { params: storyboardParamsSchema, body: editStoryboardBodySchema },
  async handle({ params, body, caller }) {
    const { concept, storyboard } = await storyboardOf(caller, params.id, params.sid);
    const name = body.name ?? storyboard.name;
    const type = body.type === undefined ? storyboard.type : storyboardType(body.type, name);
    if (body.files) {
      assertTakesUploads(concept);
      checkFiles(type, body.files);
    }
    let added: StoredVersion | undefined;
    const saved = await storyboardsRepository.update(storyboard.id, (current) => {
      if (!body.files) return { name, type };
      added = newVersion({ partnerId: current.partnerId, conceptId: current.conceptId, storyboardId: current.id, version: current.nextVersion, files: body.files, userId: caller.user.id });
      return { name, type, versions: [...current.versions, added], nextVersion: current.nextVersion + 1 };
    });
    if (!saved) throw notFound(MESSAGES.storyboardNotFound);
    const result: StoryboardUploadDto = { storyboard: await presentStoryboard(saved), versionId: added?._id ?? null, uploads: added ? await uploadTargets(added) : [] };
    return { body: result };
  },
});
