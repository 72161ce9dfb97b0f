import { upsertBriefBodySchema } from '@shared/contracts/concepts';
import { firstInvalidStep, hasErrors, pruneFormats, stepErrors, type Brief, type BriefErrors } from '@shared/domain/concepts';
import { MESSAGES } from '@shared/messages';
import { AppError, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { assertNodesWritable, conceptInScope, loadScope, presentConcept } from '../concept-scope';
import { ConceptChangedError, conceptsRepository, type Concept } from '../concepts-repository';

const detailsOf = (errors: BriefErrors) =>
  Object.entries(errors)
    .filter(([, v]) => typeof v === 'string')
    .map(([path, message]) => ({ path, message: message as string }));

/**
 * The brief as the wizard may store it: Save Draft needs valid details (Save Draft is off on the first step), Finish
 * needs every step to pass. Formats of channels no longer selected are dropped.
 */
function checkedBrief(brief: Brief, finishing: boolean): Brief {
  const intro = stepErrors('INTRO', brief);
  if (hasErrors(intro)) throw unprocessable(intro.name ?? MESSAGES.wrongParams, detailsOf(intro));
  if (finishing) {
    const step = firstInvalidStep(brief);
    if (step) throw unprocessable(MESSAGES.wrongParams, detailsOf(stepErrors(step, brief)));
  }
  const pruned = pruneFormats(brief);
  return finishing ? { ...pruned, meta: { ...pruned.meta, currentStep: 'SIGN_OFF' } } : pruned;
}

/**
 * POST /concepts/brief (000 7.3 'concept brief upsert', sends _id, brief, status, isLastStep): Save Draft stores the
 * brief with its current step and status Draft; Finish (isLastStep) stores status StoryboardsInProgress. Without _id
 * a concept is created; with it, the caller's draft is rewritten. A sent concept is not rewritten.
 */
export default defineRoute({
  idempotent: true,
  request: { body: upsertBriefBodySchema },
  async handle({ body, caller }) {
    const finishing = body.status === 'StoryboardsInProgress';
    if (finishing && !body.isLastStep) throw unprocessable(MESSAGES.wrongParams, [{ path: 'isLastStep', message: 'Finish is sent from the last step' }]);
    const scope = await loadScope(caller);
    const brief = checkedBrief(body.brief, finishing);
    assertNodesWritable(scope, brief.intro.businessNodes);
    const current = body._id ? await conceptInScope(caller, body._id, scope) : null;
    if (current && current.status !== 'Draft') throw unprocessable(MESSAGES.conceptAlreadySent);
    try {
      const saved = current
        ? await conceptsRepository.update(current, { brief, status: body.status, ...(finishing ? { submittedBy: caller.user.id } : {}) })
        : await conceptsRepository.create({ partnerId: caller.partnerId, brief, status: body.status, createdBy: caller.user.id });
      return { statusCode: current ? 200 : 201, body: presentConcept(saved) };
    } catch (error) {
      if (error instanceof ConceptChangedError) throw await changedMeanwhile(current!);
      throw error;
    }
  },
});

/** A draft sent or renamed by another tab meanwhile: say which. */
async function changedMeanwhile(current: Concept): Promise<AppError> {
  const now = await conceptsRepository.get(current.id);
  if (now && now.status !== 'Draft') return unprocessable(MESSAGES.conceptAlreadySent);
  return new AppError('DEFAULT_ERROR', 409, MESSAGES.updateFailedInUse);
}
