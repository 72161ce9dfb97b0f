/**
 * Approving and rejecting self-service creatives (variant formats; 001 4 'Creative approval', 001 7 PATCH
 * creatives/approvals). Each variant's change is one transaction: the variant's new formats (approval state, status
 * and approved flag, conditional on the revision read) with the records that say what happened. When two approvers
 * click at once one transaction fails its condition; that variant is read again and the decision applied to what the
 * other wrote, so neither is lost.
 */
import type { ApprovalLevel } from '@shared/contracts/creatives';
import { applyFact, factFor, formatStatusOf, summarise, type Approver, type ApprovalFact } from '@shared/domain/approvals';
import type { VariantFormatState } from '@shared/domain/personalize';
import { hasFinalApproval } from '@shared/domain/variant-rules';
import { MESSAGES } from '@shared/messages';
import { AppError, notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { personalizeRepository, TreeConflictError, type Tree, type Variant } from '@functions/personalize/public';
import { approvalRecords, recordOf, type ApprovalRecord, type CauseDetail } from './approval-records';
import { gateOf, variantFormatVersion } from './creative-version';

const ATTEMPTS = 5;
const PARALLEL = 4;

export const userApprover = (user: Caller['user']): Approver => ({ userId: user.id, name: user.name ?? user.email, email: user.email, role: user.role });
export const approverOf = (caller: Caller): Approver => userApprover(caller.user);

/** A record of a fact about a variant format. */
export function formatRecord(
  fact: ApprovalFact,
  at: { partnerId: string; campaignId: string; treeId: string; variant: Pick<Variant, 'id' | 'name'>; format: VariantFormatState },
  comment?: string,
  detail?: CauseDetail,
): ApprovalRecord {
  const { partnerId, campaignId, treeId, variant, format } = at;
  return recordOf(fact, { partnerId, campaignId, creativeId: format.id, subject: 'variantFormat', creativeName: `${format.name} (${variant.name})`, treeId, variantId: variant.id }, comment, detail);
}

/** A format with a new approval state: its status and approved flag follow (the personalize grid reads them). */
export function withApproval(f: VariantFormatState, fact: ApprovalFact): VariantFormatState {
  const approval = applyFact(f.approval, fact)!;
  const summary = summarise(approval, fact.version);
  return { ...f, approval, approved: summary.finalApproved, status: formatStatusOf(summary) };
}

/** Whether every format that is not archived is final-approved (the variant's `approved` flag). */
export const variantApproved = (formats: Readonly<Record<string, VariantFormatState>>) => hasFinalApproval({ formats: Object.values(formats).map((f) => ({ ...f, gate: gateOf(f) })) });

export interface FormatDecisions {
  /** Variant format id to toggle (1, -1, 0). */
  toggles: ReadonlyMap<string, -1 | 0 | 1>;
  level: ApprovalLevel;
  /** The version the caller saw, per creative: an edit since answers 409. */
  versions?: Readonly<Record<string, string>>;
  comment?: string;
}

const versionChanged = () => new AppError('DEFAULT_ERROR', 409, MESSAGES.creativeVersionChanged);

/** One variant's decisions applied to its formats as read: the formats and records to write (none when nothing changes). */
function applyToVariant(variant: Variant, formatIds: readonly string[], d: FormatDecisions, who: Approver, scope: { partnerId: string; campaignId: string; treeId: string }, now: number) {
  const formats = { ...variant.formats };
  const records: ApprovalRecord[] = [];
  for (const id of formatIds) {
    const f = formats[id];
    if (!f) throw notFound(MESSAGES.creativeNotFound);
    const version = variantFormatVersion(f);
    const seen = d.versions?.[id];
    if (seen !== undefined && seen !== version) throw versionChanged();
    const fact = factFor(f.approval, version, who, d.toggles.get(id)!, d.level, now);
    if (!fact) continue;
    formats[id] = withApproval(f, fact);
    records.push(formatRecord(fact, { ...scope, variant, format: f }, d.comment));
  }
  return { formats, records };
}

/**
 * Saves the caller's toggles on creatives of one tree. Unknown creatives answer 404 and nothing is written. Answers the
 * variants as written (those that changed, or as read when the toggles changed nothing).
 */
export async function saveFormatDecisions(caller: Caller, tree: Tree, d: FormatDecisions, now = Date.now()): Promise<Variant[]> {
  const listed = await personalizeRepository.listVariantsCached(tree.id);
  const variantOfFormat = new Map<string, string>();
  for (const v of listed) for (const id of Object.keys(v.formats)) variantOfFormat.set(id, v.id);
  const byVariant = new Map<string, string[]>();
  for (const id of d.toggles.keys()) {
    const variantId = variantOfFormat.get(id);
    if (!variantId) throw notFound(MESSAGES.creativeNotFound);
    byVariant.set(variantId, [...(byVariant.get(variantId) ?? []), id]);
  }
  const who = approverOf(caller);
  const scope = { partnerId: tree.partnerId, campaignId: tree.campaignId, treeId: tree.id };
  // every version the caller saw is checked before anything is written
  if (d.versions) {
    for (const v of listed) for (const id of byVariant.get(v.id) ?? []) if (d.versions[id] !== undefined && d.versions[id] !== variantFormatVersion(v.formats[id]!)) throw versionChanged();
  }

  const saveOne = async (variantId: string, formatIds: readonly string[]): Promise<Variant> => {
    for (let attempt = 1; ; attempt++) {
      const variant = await personalizeRepository.getVariant(variantId);
      if (!variant || variant.treeId !== tree.id) throw notFound(MESSAGES.creativeNotFound);
      const { formats, records } = applyToVariant(variant, formatIds, d, who, scope, now);
      if (records.length === 0) return variant;
      const approved = variantApproved(formats);
      try {
        await personalizeRepository.write([personalizeRepository.updateVariant(variant, { formats, approved }), ...records.map((r) => () => approvalRecords.createItem(r))]);
        return { ...variant, formats, approved, revision: variant.revision + 1 };
      } catch (error) {
        if (!(error instanceof TreeConflictError)) throw error;
        if (attempt >= ATTEMPTS) throw new AppError('DEFAULT_ERROR', 409, MESSAGES.variantChanged);
      }
    }
  };

  const queue = [...byVariant.entries()];
  const out: Variant[] = [];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) out.push(await saveOne(next[0], next[1]));
    }),
  );
  return out;
}
