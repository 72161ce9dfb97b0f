import { storyboardVersionParamsSchema } from '@shared/contracts/storyboards';
import { MESSAGES } from '@shared/messages';
import { notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { latestReady, storyboardOf } from '../storyboard-scope';
import { removeVersionFiles } from '../storage';
import { storyboardsRepository, type StoredVersion } from '../storyboards-repository';

/**
 * DELETE /assets/concepts/{id}/storyboards/{sid}/version/{vid}: answers the new latestVersion. A storyboard keeps at
 * least one version ('Version is required': delete the storyboard instead).
 */
export default defineRoute({
  request: { params: storyboardVersionParamsSchema },
  async handle({ params, caller }) {
    const { storyboard } = await storyboardOf(caller, params.id, params.sid);
    if (!storyboard.versions.some((v) => v._id === params.vid)) throw notFound(MESSAGES.storyboardVersionNotFound);
    let removed: StoredVersion | undefined;
    const saved = await storyboardsRepository.update(storyboard.id, (current) => {
      removed = current.versions.find((v) => v._id === params.vid);
      if (!removed) throw notFound(MESSAGES.storyboardVersionNotFound);
      if (current.versions.length === 1) throw unprocessable(MESSAGES.versionRequired);
      return { versions: current.versions.filter((v) => v._id !== params.vid) };
    });
    if (!saved) throw notFound(MESSAGES.storyboardNotFound);
    if (removed) await removeVersionFiles(removed);
    return { body: { latestVersion: latestReady(saved)?.version ?? null } };
  },
});
