import { approveStoryboardBodySchema, storyboardParamsSchema, type ApproveStoryboardDto } from '@shared/contracts/storyboards';
import { MESSAGES } from '@shared/messages';
import { moveConceptIfAllowed } from '@functions/concepts/public';
import { conceptsRepository } from '@functions/concepts/public';
import { notFound, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { isApproved, latestReady, presentStoryboard, storyboardOf } from '../storyboard-scope';
import { storyboardsRepository } from '../storyboards-repository';

/**
 * POST /assets/concepts/{id}/storyboards/{sid}/approve (final approvers): a final approval of a version (the latest
 * when no versionId). When every storyboard of the concept is approved, the concept moves with storyboardsApproved
 * (review -> templatesProgress); in any other status the approval is recorded and the concept stays.
 */
export default defineRoute({
  request: { params: storyboardParamsSchema, body: approveStoryboardBodySchema },
  async handle({ params, body, caller }) {
    const { concept, storyboard } = await storyboardOf(caller, params.id, params.sid);
    const target = body.versionId ? storyboard.versions.find((v) => v._id === body.versionId) : latestReady(storyboard);
    if (body.versionId && !target) throw notFound(MESSAGES.storyboardVersionNotFound);
    if (!target || target.status !== 'ready') throw unprocessable(MESSAGES.versionRequired);
    const approval = { userId: caller.user.id, name: caller.user.name ?? caller.user.email, at: Date.now() };
    const saved = await storyboardsRepository.update(storyboard.id, (current) => {
      const version = current.versions.find((v) => v._id === target._id);
      if (!version) throw notFound(MESSAGES.storyboardVersionNotFound);
      if (version.approvals.some((a) => a.userId === approval.userId)) return null;
      return { versions: current.versions.map((v) => (v._id === target._id ? { ...v, approvals: [...v.approvals, approval] } : v)) };
    });
    if (!saved) throw notFound(MESSAGES.storyboardNotFound);
    const all = await storyboardsRepository.listByConcept(concept.id);
    const everyApproved = all.length > 0 && all.every((s) => (s.id === saved.id ? isApproved(saved) : isApproved(s)));
    const moved = everyApproved
      ? await moveConceptIfAllowed({ partnerId: concept.partnerId, conceptId: concept.id, event: 'storyboardsApproved', userId: caller.user.id })
      : null;
    const result: ApproveStoryboardDto = {
      storyboard: await presentStoryboard(saved),
      conceptStatus: moved ?? (await conceptsRepository.get(concept.id))?.status ?? concept.status,
    };
    return { body: result };
  },
});
