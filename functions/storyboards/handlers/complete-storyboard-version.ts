import { storyboardVersionParamsSchema } from '@shared/contracts/storyboards';
import { fillMessage, MESSAGES } from '@shared/messages';
import { assetStorage } from '@functions/assets/public';
import { notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { sendToQueue } from '@functions/lib/queues';
import { presentStoryboard, storyboardOf } from '../storyboard-scope';
import { storyboardsRepository } from '../storyboards-repository';

/**
 * POST /assets/concepts/{id}/storyboards/{sid}/version/{vid}/complete (ours): the browser has put every file of the
 * version; each is checked to be in storage, then the version's processing (thumbnails, video probe) is queued once.
 * A repeated call answers the storyboard as it is.
 */
export default defineRoute({
  request: { params: storyboardVersionParamsSchema },
  async handle({ params, caller }) {
    const { storyboard } = await storyboardOf(caller, params.id, params.sid);
    const version = storyboard.versions.find((v) => v._id === params.vid);
    if (!version) throw notFound(MESSAGES.storyboardVersionNotFound);
    if (version.status !== 'uploading') return { body: await presentStoryboard(storyboard) };
    for (const asset of version.assets) {
      if ((await assetStorage.size(asset.key)) === null) throw unprocessable(fillMessage(MESSAGES.storyboardUploadMissing, { file: asset.name }));
    }
    let started = false;
    const saved = await storyboardsRepository.update(storyboard.id, (current) => {
      started = current.versions.some((v) => v._id === params.vid && v.status === 'uploading');
      if (!started) return null;
      return { versions: current.versions.map((v) => (v._id === params.vid ? { ...v, status: 'processing' as const } : v)) };
    });
    if (!saved) throw notFound(MESSAGES.storyboardNotFound);
    if (started) await sendToQueue('storyboard-process', { kind: 'version', storyboardId: storyboard.id, versionId: params.vid, userId: caller.user.id });
    return { statusCode: 202, body: await presentStoryboard(saved) };
  },
});
