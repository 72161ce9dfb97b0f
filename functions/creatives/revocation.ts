/**
 * 001 4 'Editing an approved variant sends creatives for approval' (issue 17: an edit after approval revokes it). The
 * personalize edits call this with the formats they are about to write: each format whose content changed and whose
 * replaced version had decisions gets a revoke record (cause 'edit', the level it had, who edited), and the new
 * format starts with no approval state. The records are transaction items the edit writes with the variant.
 */
import { hasDecisions, revokedLevel } from '@shared/domain/approvals';
import type { VariantFormatState } from '@shared/domain/personalize';
import type { Caller } from '@functions/lib/session';
import { approvalRecords } from './approval-records';
import { variantFormatVersion } from './creative-version';
import { approverOf, formatRecord } from './format-approvals';

interface EditedVariant {
  id: string;
  name: string;
  partnerId: string;
  campaignId: string;
  treeId: string;
  formats: Readonly<Record<string, VariantFormatState>>;
}

/** The formats to write (approval state dropped where the content changed) and the revoke records' transaction items. */
export function revokeOnEdit(by: Caller, variant: EditedVariant, formats: Readonly<Record<string, VariantFormatState>>, now = Date.now()): { formats: Record<string, VariantFormatState>; writes: (() => object)[] } {
  const out: Record<string, VariantFormatState> = { ...formats };
  const writes: (() => object)[] = [];
  const who = approverOf(by);
  for (const [id, after] of Object.entries(formats)) {
    const before = variant.formats[id];
    if (!before || !after.approval) continue;
    const replaced = variantFormatVersion(before);
    if (variantFormatVersion(after) === replaced) continue;
    const { approval: _dropped, ...rest } = after;
    out[id] = rest;
    if (!hasDecisions(before.approval, replaced)) continue;
    const fact = { kind: 'revoke' as const, cause: 'edit' as const, level: revokedLevel(before.approval, replaced), version: replaced, ...who, at: now };
    const record = formatRecord(fact, { partnerId: variant.partnerId, campaignId: variant.campaignId, treeId: variant.treeId, variant, format: before });
    writes.push(() => approvalRecords.createItem(record));
  }
  return { formats: out, writes };
}
