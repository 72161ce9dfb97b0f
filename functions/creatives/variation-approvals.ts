/**
 * Managed-service creatives: a campaign's variations (002 4 'Variation approval', 002 7 PUT variations/approvals,
 * variations/full and /list). The same rules as the variant formats: decisions of the current version, one
 * transaction per variation with its record (conditional on the approval revision read; read again and applied after
 * a concurrent approval), the gate for export and publishing.
 */
import type { ApprovalLevel, VariationApproval } from '@shared/contracts/creatives';
import {
  applyFact,
  creativeStatus,
  factFor,
  hasDecisions,
  revokedLevel,
  summarise,
  toggleOf,
  variationApprovalStatus,
  type ApprovalFact,
  type Approver,
  type CreativeApprovalState,
} from '@shared/domain/approvals';
import { MESSAGES } from '@shared/messages';
import { variationsRepository, type Campaign, type Variation } from '@functions/campaigns/public';
import { AppError, notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { splitKey, userContentUrl } from '@functions/lib/user-content';
import { approvalRecords, recordOf, transact, type ApprovalRecord, type CauseDetail } from './approval-records';
import { variationVersion } from './creative-version';
import { approverOf } from './format-approvals';

const ATTEMPTS = 5;
const PARALLEL = 4;

const stateOf = (v: Variation) => (v.approval as CreativeApprovalState | undefined) ?? null;

const variationRecord = (fact: ApprovalFact, v: Variation, comment?: string, detail?: CauseDetail): ApprovalRecord =>
  recordOf(fact, { partnerId: v.partnerId, campaignId: v.campaignId, creativeId: v.id, subject: 'variation', creativeName: v.name }, comment, detail);

/** A preview on the user-content origin when the stored thumbnail is in a folder it serves. */
function previewOf(v: Variation): string | null {
  if (!v.thumbnailKey) return null;
  try {
    return userContentUrl(splitKey(v.thumbnailKey));
  } catch {
    return null;
  }
}

export function presentVariationApproval(v: Variation, userId: string): VariationApproval {
  const version = variationVersion(v);
  const summary = summarise(stateOf(v), version);
  return {
    _id: v.id,
    hash: v.hash ?? v.reportingHash,
    name: v.name,
    size: v.size ?? v.format,
    format: v.format,
    version: v.version ?? 1,
    generation: v.generation ?? 1,
    channels: v.channels ?? [],
    formats: v.formats ?? [v.format],
    creativeVersion: version,
    approvals: { users: summary.tags },
    approved: summary.finalApproved,
    rejected: summary.finalRejected,
    approvalStatus: variationApprovalStatus(summary),
    status: creativeStatus({ archived: Boolean(v.archived), live: false, scheduled: false, summary }),
    toggle: toggleOf(stateOf(v), version, userId),
    previewUrl: previewOf(v),
  };
}

/** The campaign's live variations of a channel and formats ('all' for any). */
export async function campaignVariations(campaignId: string, channel: string, formats: readonly string[]): Promise<Variation[]> {
  const all = await variationsRepository.listByCampaign(campaignId);
  const anyFormat = formats.includes('all');
  return all.filter(
    (v) => !v.archived && (channel === 'all' || (v.channels ?? []).includes(channel)) && (anyFormat || formats.includes(v.format) || (v.formats ?? []).some((f) => formats.includes(f)) || (v.size !== undefined && formats.includes(v.size))),
  );
}

/** Saves the caller's toggles on variations of the campaign; unknown ids answer 404 and nothing is written. */
export async function saveVariationDecisions(
  caller: Caller,
  campaign: Pick<Campaign, 'id'>,
  d: { toggles: ReadonlyMap<string, -1 | 0 | 1>; level: ApprovalLevel; comment?: string },
  now = Date.now(),
): Promise<Variation[]> {
  const byId = new Map((await variationsRepository.listByCampaign(campaign.id)).map((v) => [v.id, v]));
  for (const id of d.toggles.keys()) if (!byId.get(id) || byId.get(id)!.archived) throw notFound(MESSAGES.creativeNotFound);
  const who = approverOf(caller);

  const saveOne = async (listed: Variation, toggle: -1 | 0 | 1): Promise<Variation> => {
    for (let attempt = 1; ; attempt++) {
      const v = await variationsRepository.get(listed.partnerId, listed.reportingHash);
      if (!v) throw notFound(MESSAGES.creativeNotFound);
      const version = variationVersion(v);
      const fact = factFor(stateOf(v), version, who, toggle, d.level, now);
      if (!fact) return v;
      const approval = applyFact(stateOf(v) ?? undefined, fact)!;
      const summary = summarise(approval, version);
      const set = { approval, approvalUsers: summary.tags, approved: summary.finalApproved, rejected: summary.finalRejected };
      if (await transact([variationsRepository.approvalItem(v, set), approvalRecords.createItem(variationRecord(fact, v, d.comment))])) {
        return { ...v, ...set, approvalRevision: (v.approvalRevision ?? 0) + 1 };
      }
      if (attempt >= ATTEMPTS) throw new AppError('DEFAULT_ERROR', 409, MESSAGES.updateFailedInUse);
    }
  };

  const queue = [...d.toggles.entries()];
  const out: Variation[] = [];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) out.push(await saveOne(byId.get(next[0])!, next[1]));
    }),
  );
  return out;
}

/**
 * Variations kept by a regeneration whose template moved to a new generation (their hash names the template version
 * only, 002 3, so a new generation's version 1 keeps the hash): each takes the new generation, which is a new content
 * version, so its approval is revoked (cause 'template', `by` the user who regenerated) in one transaction with the
 * record; read again and applied after a concurrent approval.
 */
export async function reviseVariationGenerations(changes: readonly { variation: Variation; generation: number; templateName?: string }[], by: Approver, now = Date.now()): Promise<void> {
  for (const change of changes) {
    for (let attempt = 1; ; attempt++) {
      const v = await variationsRepository.get(change.variation.partnerId, change.variation.reportingHash);
      if (!v || (v.generation ?? 1) === change.generation) break;
      const replaced = variationVersion(v);
      const fresh = { version: variationVersion({ ...v, generation: change.generation }), decisions: [] };
      const set = { approval: fresh, approvalUsers: [], approved: false, rejected: false, generation: change.generation };
      const revoke: ApprovalFact = { kind: 'revoke', cause: 'template', level: revokedLevel(stateOf(v), replaced), version: replaced, ...by, at: now };
      const records = hasDecisions(stateOf(v), replaced) ? [approvalRecords.createItem(variationRecord(revoke, v, undefined, { causeName: change.templateName, causeVersion: v.version ?? 1 }))] : [];
      if (await transact([variationsRepository.approvalItem(v, set), ...records])) break;
      if (attempt >= ATTEMPTS) throw new AppError('DEFAULT_ERROR', 409, MESSAGES.updateFailedInUse);
    }
  }
}
