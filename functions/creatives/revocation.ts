/**
 * 001 4 'Editing an approved variant sends creatives for approval' (an edit after approval revokes it).
 * Whatever replaces a variant format's content calls this with the formats it is about to write: a user's edit in
 * personalize (revokeOnEdit, cause 'edit'), a template's new version or generation moving the tree (cause 'template',
 * the template's name and new version), a live feed's approved rows (cause 'feed', the feed's name). Each format whose
 * content version changed and whose replaced version had decisions gets a revoke record (the cause, the level it had,
 * who made the change: the user when known, else the system actor), and the new format starts with no approval state.
 * The records are transaction items the caller writes with the variant (writeGroups keeps them together).
 */
import type { RevokeCause } from '@shared/contracts/creatives';
import { hasDecisions, revokedLevel, type Approver } from '@shared/domain/approvals';
import type { VariantFormatState } from '@shared/domain/personalize';
import { usersRepository } from '@functions/lib/identity/users-repository';
import type { Caller } from '@functions/lib/session';
import { approvalRecords, type CauseDetail } from './approval-records';
import { variantFormatVersion } from './creative-version';
import { approverOf, formatRecord, userApprover } from './format-approvals';

interface ReplacedVariant {
  id: string;
  name: string;
  partnerId: string;
  campaignId: string;
  treeId: string;
  formats: Readonly<Record<string, VariantFormatState>>;
}

/** Who a change the system made on its own is recorded as (a scheduled feed refresh, a change whose user is gone). */
export const SYSTEM_ACTOR: Approver = { userId: 'system', name: 'Marquee (system)', email: 'system@marquee', role: 'system' };

/** What replaced the content: the cause, who, and what made it (the template's or feed's name, the template's version). */
export interface Revocation extends CauseDetail {
  cause: Exclude<RevokeCause, 'withdrawn'>;
  by: Approver;
}

/** The user of a change by id (a template's uploader or editor, a feed's approver), or the system actor when unknown or gone. */
export async function actorOf(userId: string | null | undefined): Promise<Approver> {
  const user = userId ? await usersRepository.get(userId) : null;
  return user ? userApprover(user) : SYSTEM_ACTOR;
}

/**
 * The formats to write (approval state dropped where the content changed) and the revoke records' transaction items.
 * `revocation` may depend on the format written (a tree's formats follow different templates).
 */
export function revokeReplaced(
  revocation: Revocation | ((after: VariantFormatState) => Revocation),
  variant: ReplacedVariant,
  formats: Readonly<Record<string, VariantFormatState>>,
  now = Date.now(),
): { formats: Record<string, VariantFormatState>; writes: (() => object)[] } {
  const out: Record<string, VariantFormatState> = { ...formats };
  const writes: (() => object)[] = [];
  for (const [id, after] of Object.entries(formats)) {
    const before = variant.formats[id];
    if (!before) continue;
    const replaced = variantFormatVersion(before);
    if (variantFormatVersion(after) === replaced) continue;
    const { approval: _dropped, ...rest } = after;
    out[id] = rest;
    if (!hasDecisions(before.approval, replaced)) continue;
    const { cause, by, causeName, causeVersion } = typeof revocation === 'function' ? revocation(after) : revocation;
    const fact = { kind: 'revoke' as const, cause, level: revokedLevel(before.approval, replaced), version: replaced, ...by, at: now };
    const record = formatRecord(fact, { partnerId: variant.partnerId, campaignId: variant.campaignId, treeId: variant.treeId, variant, format: before }, undefined, { causeName, causeVersion });
    writes.push(() => approvalRecords.createItem(record));
  }
  return { formats: out, writes };
}

/** A user's edit in personalize (cause 'edit', the editor). */
export const revokeOnEdit = (by: Caller, variant: ReplacedVariant, formats: Readonly<Record<string, VariantFormatState>>, now = Date.now()) =>
  revokeReplaced({ cause: 'edit', by: approverOf(by) }, variant, formats, now);
