import { conceptParamsSchema, createStoryboardBodySchema, type StoryboardUploadDto } from '@shared/contracts/storyboards';
import { storyboardType } from '@shared/domain/storyboards';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { assertTakesUploads } from '../lifecycle';
import { conceptOf, presentStoryboard } from '../storyboard-scope';
import { storyboardsRepository } from '../storyboards-repository';
import { checkFiles, newVersion, uploadTargets } from '../versions';

/**
 * POST /assets/concepts/{id}/storyboards: a storyboard with its first version (status uploading) and where the
 * browser puts each file; the version is processed once the browser confirms (.../version/{vid}/complete).
 */
export default defineRoute({
  idempotent: true,
  request: { params: conceptParamsSchema, body: createStoryboardBodySchema },
  async handle({ params, body, caller }) {
    const concept = await conceptOf(caller, params.id);
    assertTakesUploads(concept);
    const type = storyboardType(body.type, body.name);
    checkFiles(type, body.files);
    const siblings = await storyboardsRepository.listByConcept(concept.id);
    const id = newId();
    const version = newVersion({ partnerId: concept.partnerId, conceptId: concept.id, storyboardId: id, version: 1, files: body.files, userId: caller.user.id });
    const storyboard = await storyboardsRepository.create({
      id,
      partnerId: concept.partnerId,
      conceptId: concept.id,
      name: body.name,
      type,
      sortIndex: siblings.reduce((max, s) => Math.max(max, s.sortIndex + 1), 0),
      firstVersion: version,
      createdBy: caller.user.id,
    });
    const result: StoryboardUploadDto = { storyboard: await presentStoryboard(storyboard), versionId: version._id, uploads: await uploadTargets(version) };
    return { statusCode: 201, body: result };
  },
});
