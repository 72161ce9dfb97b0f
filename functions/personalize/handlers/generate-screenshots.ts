/**
 * POST campaigns/{campaignId}/personalize/{treeId}/formats/screenshots (001 7): screenshots of variant formats, made by
 * the personalize-screenshots job. Every asked format goes to 'progress' at once (the grid's spinner, pushed as
 * 'screenshot-status'), then the job moves each to finished or error. Answers 202 with the job id. A format id that
 * is not one of the tree's answers 404 and nothing starts.
 */
import { treeParamsSchema, formatScreenshotsSchema } from '@shared/contracts/personalize';
import { SCREENSHOT_FORMATS_PER_MESSAGE } from '@shared/contracts/personalize-screenshots';
import { MESSAGES } from '@shared/messages';
import { writableCampaign } from '@functions/campaigns/public';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { sendToQueue } from '@functions/lib/queues';
import { personalizeRepository, type Variant } from '../personalize-repository';
import { publishScreenshotStatus, setScreenshotStatus } from '../screenshots';

/** Variants written at once (each a conditional read-modify-write). */
const WRITE_PARALLEL = 8;
/** Variants per pushed event: a ws-event stays far under the socket's frame limit. */
const VARIANTS_PER_EVENT = 10;

export default defineRoute({
  request: { params: treeParamsSchema, body: formatScreenshotsSchema },
  async handle({ caller, params, body }) {
    const { campaign } = await writableCampaign(caller, params.campaignId);
    const tree = await personalizeRepository.getTree(params.treeId);
    if (!tree || tree.campaignId !== campaign.id) throw notFound(MESSAGES.cannotGetPersonalizeTrees);
    const variantOf = new Map<string, string>();
    for (const v of await personalizeRepository.listVariants(tree.id)) for (const formatId of Object.keys(v.formats)) variantOf.set(formatId, v.id);
    const formatIds = [...new Set(body.formatIds)];
    if (formatIds.some((id) => !variantOf.has(id))) throw notFound(MESSAGES.entityNotFound);

    const byVariant = new Map<string, string[]>();
    for (const id of formatIds) byVariant.set(variantOf.get(id)!, [...(byVariant.get(variantOf.get(id)!) ?? []), id]);
    const entries = [...byVariant];
    const updated: Variant[] = [];
    for (let i = 0; i < entries.length; i += WRITE_PARALLEL) {
      const done = await Promise.all(
        entries.slice(i, i + WRITE_PARALLEL).map(([variantId, ids]) => setScreenshotStatus(variantId, Object.fromEntries(ids.map((id) => [id, { status: 'progress' as const }])))),
      );
      updated.push(...done.filter((v): v is Variant => v !== null));
    }
    for (let i = 0; i < updated.length; i += VARIANTS_PER_EVENT) await publishScreenshotStatus(campaign.id, tree.id, caller.user.id, updated.slice(i, i + VARIANTS_PER_EVENT));

    const jobId = newId();
    const formats = formatIds.map((formatId) => ({ variantId: variantOf.get(formatId)!, formatId }));
    for (let i = 0; i < formats.length; i += SCREENSHOT_FORMATS_PER_MESSAGE) {
      await sendToQueue('personalize-screenshots', {
        jobId, partnerId: campaign.partnerId, campaignId: campaign.id, treeId: tree.id, userId: caller.user.id, formats: formats.slice(i, i + SCREENSHOT_FORMATS_PER_MESSAGE),
      });
    }
    return { statusCode: 202, body: { jobId, formatIds } };
  },
});
