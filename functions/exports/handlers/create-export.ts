/**
 * POST /exports { entityType, entityIds, campaignId?, destination } (ours; 001 7 'Background jobs': exports of assets,
 * creatives and templates to a business node's cloud storage or the asset library). Creatives pass the approval gate
 * first (422 'Creatives need final approval of their current version' with the refused ones) and are prerendered on
 * the campaign's render queue, then exported (the jobs 'prerender and export to cloud / to the asset library');
 * assets and templates go straight to the cloud-sync-export job. Answers 202 with the export, every item 'notsend'
 * or 'pending'; the user hears 'preparing' now and 'started', then 'finished' or 'failed', naming entity and destination.
 */
import { createExportBodySchema, type CreateExportBody } from '@shared/contracts/exports';
import { NOTIFICATION_EVENTS } from '@shared/notifications/catalogue';
import { assetInScope } from '@functions/assets/public';
import { loadScope, nodeIn } from '@functions/business-nodes/public';
import { writableCampaign } from '@functions/campaigns/public';
import { assertFinalApproved } from '@functions/creatives/public';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { sendToQueue } from '@functions/lib/queues';
import type { Caller } from '@functions/lib/session';
import { templateInScope } from '@functions/templates/public';
import { cloudDestination } from '../cloud-destination';
import { campaignCreatives } from '../creative-sources';
import { LIBRARY_NAME, notifyExport } from '../export-pipeline';
import { exportsRepository } from '../exports-repository';
import { startPrerender } from '../prerender-start';
import { presentExport } from '../present';

const PLURAL = { asset: 'assets', creative: 'creatives', template: 'templates' } as const;

interface Entities {
  entries: { entityId: string; name: string; sourceKey?: string }[];
  /** The nodes library copies go on when the request names none. */
  defaultNodes: string[];
  campaign?: Awaited<ReturnType<typeof writableCampaign>>['campaign'];
}

async function entitiesOf(caller: Caller, body: CreateExportBody): Promise<Entities> {
  const ids = [...new Set(body.entityIds)];
  if (body.entityType === 'creative') {
    const { campaign } = await writableCampaign(caller, body.campaignId!);
    await assertFinalApproved({ campaignId: campaign.id, creativeIds: ids });
    const names = new Map((await campaignCreatives(campaign.id)).map((c) => [c.id, c.name]));
    return { campaign, defaultNodes: [campaign.businessNodeId], entries: ids.map((id) => ({ entityId: id, name: names.get(id) ?? id })) };
  }
  if (body.entityType === 'asset') {
    const assets = await Promise.all(ids.map(async (id) => (await assetInScope(caller, id, 'read')).asset));
    return { defaultNodes: [], entries: assets.map((a) => ({ entityId: a.id, name: a.name, sourceKey: a.key })) };
  }
  const templates = await Promise.all(ids.map((id) => templateInScope(caller, id, 'read')));
  return { defaultNodes: templates[0]?.concept.nodeIds ?? [], entries: templates.map(({ template }) => ({ entityId: template.id, name: template.name })) };
}

export default defineRoute({
  request: { body: createExportBodySchema },
  idempotent: true,
  async handle({ caller, body }) {
    const { entries, defaultNodes, campaign } = await entitiesOf(caller, body);
    const scope = await loadScope(caller);
    let destination: { destinationType: 'cloud'; nodeId: string; destinationName: string } | { destinationType: 'library'; nodeIds: string[]; destinationName: string };
    if (body.destination.type === 'cloud') {
      nodeIn(scope, body.destination.nodeId, 'read');
      const dest = await cloudDestination(caller.partnerId, body.destination.nodeId);
      destination = { destinationType: 'cloud', nodeId: body.destination.nodeId, destinationName: dest.storageName };
    } else {
      const nodeIds = body.destination.nodeIds ?? defaultNodes;
      for (const id of body.destination.nodeIds ?? []) nodeIn(scope, id, 'write');
      destination = { destinationType: 'library', nodeIds, destinationName: LIBRARY_NAME };
    }
    const library = destination.destinationType === 'library';
    const { job, items } = await exportsRepository.create(
      {
        partnerId: caller.partnerId,
        entityType: body.entityType,
        ...(campaign ? { campaignId: campaign.id } : {}),
        ...destination,
        entityLabel: entries.length === 1 ? entries[0]!.name : `${entries.length} ${PLURAL[body.entityType]}`,
        createdBy: caller.user.id,
      },
      // a library copy's asset id is chosen now, so a second attempt of the job finds the asset instead of making another
      entries.map((e) => (library ? { ...e, target: newId() } : e)),
    );
    await notifyExport(job, NOTIFICATION_EVENTS.export.preparing);
    if (campaign) {
      try {
        await startPrerender(campaign, caller.user.id, { creativeIds: entries.map((e) => e.entityId), exportId: job.id });
      } catch (error) {
        for (const item of items) await exportsRepository.setItem(job.id, item.entityId, { status: 'failed', error: (error as Error).message });
        await exportsRepository.finish(job.id);
        throw error;
      }
    } else {
      for (const item of items) await exportsRepository.setItem(job.id, item.entityId, { status: 'pending' });
      await sendToQueue('cloud-sync-export', { exportId: job.id, partnerId: caller.partnerId });
    }
    return { statusCode: 202, body: { export: presentExport((await exportsRepository.get(job.id))!, await exportsRepository.items(job.id)) } };
  },
});
